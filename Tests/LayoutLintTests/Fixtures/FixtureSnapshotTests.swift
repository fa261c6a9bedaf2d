import Foundation
import Testing
@testable import LayoutLint

/// Lints every file in Tests/Fixtures/<language>/ on its own, and every folder in
/// Tests/Fixtures/projects/ as one run, and compares the text report with the `.expected` file
/// beside it. `LAYOUTLINT_UPDATE=1 swift test` writes the expected files; read the diff before
/// committing them.
@Suite struct FixtureSnapshotTests {
    static func singleFiles() -> [String] {
        ["swift", "csharp", "objc"].flatMap { folder -> [String] in
            let dir = TestPaths.fixtures.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.filter { Language(path: $0) != nil }.sorted().map { "\(folder)/\($0)" }
        }
    }

    static func projects() -> [String] {
        let dir = TestPaths.fixtures.appendingPathComponent("projects")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    static func report(_ relativePaths: [String]) throws -> String {
        let files = try relativePaths.map { rel -> SourceFile in
            let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent(rel))
            return SourceFile(path: rel, language: Language(path: rel)!, bytes: Array(data))
        }
        let result = Linter.lint(files)
        return TextReporter.render(Report(result: result, rules: RuleRegistry.descriptions))
    }

    static func compare(_ actual: String, expectedAt url: URL) throws {
        if TestPaths.updating { try actual.write(to: url, atomically: true, encoding: .utf8) }
        let expected = try? String(contentsOf: url, encoding: .utf8)
        #expect(expected != nil, "missing \(url.lastPathComponent): run LAYOUTLINT_UPDATE=1 swift test")
        #expect(actual == expected, "\(url.lastPathComponent) differs:\n\(actual)")
    }

    @Test(arguments: singleFiles())
    func singleFile(_ rel: String) throws {
        try Self.compare(try Self.report([rel]), expectedAt: TestPaths.fixtures.appendingPathComponent(rel + ".expected"))
    }

    @Test(arguments: projects())
    func project(_ name: String) throws {
        let dir = TestPaths.fixtures.appendingPathComponent("projects/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { Language(path: $0) != nil }.sorted()
        let actual = try Self.report(files.map { "projects/\(name)/\($0)" })
        try Self.compare(actual, expectedAt: dir.appendingPathComponent("expected.txt"))
        // Independent of the order the files are given in.
        #expect(try Self.report(files.reversed().map { "projects/\(name)/\($0)" }) == actual)
    }

    @Test func fixturesAreOnlyTokenizedIntoKnownTokens() throws {
        for rel in Self.singleFiles() {
            let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent(rel))
            let tokens = Tokenizer.tokenize(Array(data), language: Language(path: rel)!)
            #expect(!tokens.contains { $0.kind == .unknown || $0.flags.contains(.unterminated) }, "\(rel)")
        }
    }
}
