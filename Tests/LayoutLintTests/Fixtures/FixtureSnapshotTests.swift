import Foundation
import Testing
@testable import LayoutLint

/// Lints every file in Tests/Fixtures/<language>/ on its own, and every folder in
/// Tests/Fixtures/projects/ as one run, and compares the text report with the `.expected` file
/// beside it, with the default rules (projects, which are about nibs and setup code, also with
/// the opt-in LL009). `LAYOUTLINT_UPDATE=1 swift test` writes the expected files; read the diff
/// before committing them.
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

    static func report(_ relativePaths: [String], nibs: [String] = [], rules: [any Rule.Type] = RuleRegistry.defaults) throws -> String {
        let inputs = try relativePaths.map { rel -> LintInput in
            let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent(rel))
            return LintInput(displayPath: rel, language: Language(path: rel)!, source: .bytes(Array(data)))
        }
        let (index, errors) = NibIndex.load(nibs.map { NibFile(displayPath: $0, path: TestPaths.fixtures.appendingPathComponent($0).path) })
        #expect(errors.isEmpty)
        let result = Linter.lint(inputs, rules: rules, nibs: index)
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
        let all = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let files = all.filter { Language(path: $0) != nil }
        let nibs = all.filter { NibFile.isNib($0) }.map { "projects/\(name)/\($0)" }
        let rules = RuleRegistry.defaults + [GeometryBeforeLayoutRule.self]
        let actual = try Self.report(files.map { "projects/\(name)/\($0)" }, nibs: nibs, rules: rules)
        try Self.compare(actual, expectedAt: dir.appendingPathComponent("expected.txt"))
        // Independent of the order the files are given in.
        #expect(try Self.report(files.reversed().map { "projects/\(name)/\($0)" }, nibs: nibs.reversed(), rules: rules) == actual)
    }

    @Test func fixturesAreOnlyTokenizedIntoKnownTokens() throws {
        for rel in Self.singleFiles() {
            let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent(rel))
            let tokens = Tokenizer.tokenize(Array(data), language: Language(path: rel)!)
            #expect(!tokens.contains { $0.kind == .unknown || $0.flags.contains(.unterminated) }, "\(rel)")
        }
    }
}
