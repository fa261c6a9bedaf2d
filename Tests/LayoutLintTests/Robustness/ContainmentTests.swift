import Foundation
import Testing
@testable import LayoutLint

/// A crash inside one file costs that file only: the others are linted and reported in every
/// format, the crashed file is an error of the report (exit code 2), `--fix` leaves it alone, and
/// the language server stays up. The crashes are forced by the debug-only `DebugTrap` (a file
/// whose name holds `.layoutlint-debug-trap-KIND.`, or `LAYOUTLINT_DEBUG_TRAP` for the executable).
@Suite struct ContainmentTests {
    typealias CLI = CommandLineToolTests

    /// A view that reads its own frame (one LL001 finding, fixable).
    static let view = """
        import UIKit
        final class V: UIView {
            let label = UILabel()
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = frame
            }
        }

        """

    static func input(_ name: String, _ text: String = view) -> LintInput {
        LintInput(displayPath: name, language: .swift, source: .bytes(Array(text.utf8)))
    }

    #if DEBUG
    @Test(arguments: DebugTrap.kinds)
    func aTrapInOneFileCostsThatFileOnly(_ kind: String) {
        let trapped = "B.layoutlint-debug-trap-\(kind).swift"
        let result = Linter.lint([Self.input("A.swift"), Self.input(trapped), Self.input("C.swift")],
                                 rules: RuleRegistry.defaults, jobs: 2)
        #expect(result.diagnostics.map(\.path) == ["A.swift", "C.swift"])
        #expect(result.errors.map(\.path) == [trapped])
        #expect(result.errors.first?.message.hasPrefix("internal error while linting this file") == true)
        #expect(result.filesScanned == 2)
    }

    @Test func everyFileCanTrapAndTheRunStillEnds() {
        let inputs = (0..<6).map { Self.input("F\($0).layoutlint-debug-trap-trap.swift") } + [Self.input("Z.swift")]
        let result = Linter.lint(inputs, rules: RuleRegistry.defaults, jobs: 3)
        #expect(result.errors.count == 6)
        #expect(result.diagnostics.map(\.path) == ["Z.swift"])
    }

    @Test func aTrappedFileIsLeftOutOfTheDeclarations() {
        let declarations = Linter.declarations([Self.input("A.swift"), Self.input("B.layoutlint-debug-trap-segv.swift")], jobs: 2)
        #expect(declarations.keys.sorted() == ["A.swift"])
    }

    @Test func aFixSessionNeverRewritesAFileWhoseLintTraps() {
        let session = FixSession(rules: RuleRegistry.defaults, policy: nil, classes: ProjectClasses(), nibs: NibIndex(),
                                 declarations: [:], settings: .init())
        let outcome = session.run([Self.input("A.swift"), Self.input("B.layoutlint-debug-trap-trap.swift")])
        #expect(outcome.files.map(\.path) == ["A.swift"])
        #expect(outcome.files.first?.changed == true)
        #expect(outcome.errors.map(\.path) == ["B.layoutlint-debug-trap-trap.swift"])
        #expect(outcome.errors.first?.message.hasSuffix("not fixed") == true)
    }

    @Test func theLanguageServerAnswersATrappedDocumentAndStaysUp() throws {
        let h = ServerHarness()
        h.initialize()
        let trapped = "file:///tmp/layoutlint-lsp/Card.layoutlint-debug-trap-trap.swift"
        h.open(trapped, Self.view)
        #expect(try #require(h.diagnostics(trapped, version: 1)).isEmpty)
        let logged = h.wait { m in
            m["method"] as? String == "window/logMessage" && ((m["params"] as? [String: Any])?["type"] as? Int) == 1
                && (((m["params"] as? [String: Any])?["message"] as? String)?.contains("internal error") ?? false)
        }
        #expect(logged != nil)
        let healthy = "file:///tmp/layoutlint-lsp/Healthy.swift"
        h.open(healthy, Self.view)
        #expect(LanguageServerTests.codes(h.diagnostics(healthy, version: 1)) == ["LL001"])
    }

    // MARK: The executable

    /// The debug `layoutlint` beside the test bundle, run with `LAYOUTLINT_DEBUG_TRAP`.
    static func runExecutable(_ arguments: [String], trap: String, in folder: String, input: String? = nil) throws -> (Int32, String, String) {
        try Subprocess.run(FileSystemFaultTests.executable, arguments, environment: ["LAYOUTLINT_DEBUG_TRAP": trap], in: folder, input: input)
    }

    static var executableBuilt: Bool { FileManager.default.isExecutableFile(atPath: FileSystemFaultTests.executable.path) }

    @Test(.enabled(if: executableBuilt, "needs the built layoutlint"), arguments: ReportFormat.allCases)
    func theOtherFilesAreReportedInEveryFormat(_ format: ReportFormat) throws {
        try CLI.withTree(["A.swift": Self.view, "B.swift": Self.view, "C.swift": Self.view]) { dir in
            let (code, out, err) = try Self.runExecutable(["--no-config", "--format", format.rawValue, "--output", "json:report.json", "."],
                                                          trap: "B.swift:segv", in: dir)
            #expect(code == 2)
            #expect(err.contains("B.swift: internal error while linting this file (SIGSEGV)"))
            if format != .summary {
                #expect(out.contains("A.swift") && out.contains("C.swift"), "\(format): \(out)")
            }
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/report.json"))) as? [String: Any]
            let paths = ((report?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }
            let errors = ((report?["errors"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }
            #expect(paths == ["A.swift", "C.swift"])
            #expect(errors == ["B.swift"])
        }
    }

    @Test(.enabled(if: executableBuilt, "needs the built layoutlint"))
    func fixNeverWritesTheFileWhoseLintCrashed() throws {
        try CLI.withTree(["A.swift": Self.view, "B.swift": Self.view]) { dir in
            let (code, _, err) = try Self.runExecutable(["--no-config", "--fix", "."], trap: "B.swift", in: dir)
            #expect(code == 2)
            #expect(err.contains("B.swift: internal error"))
            let a = try String(contentsOfFile: dir + "/A.swift", encoding: .utf8)
            let b = try String(contentsOfFile: dir + "/B.swift", encoding: .utf8)
            #expect(a.contains("label.frame = bounds"))
            #expect(b == Self.view)
        }
    }

    @Test(.enabled(if: executableBuilt, "needs the built layoutlint"))
    func standardInputComesBackUnchangedWhenItsLintCrashes() throws {
        let (code, out, _) = try Self.runExecutable(["--no-config", "--fix", "--stdin-filename", "Piped.swift", "-"], trap: "Piped.swift",
                                                     in: FileManager.default.temporaryDirectory.path, input: Self.view)
        #expect(code == 2)
        #expect(out == Self.view)
    }
    #endif

    // MARK: Selection

    @Test func selectAllRunsEveryRuleOptInOnesIncluded() {
        let selfPositioning = """
            final class Badge: UIView {
                func place() { frame = CGRect(x: 1, y: 2, width: 3, height: 4) }
            }

            """
        CLI.withTree(["Badge.swift": selfPositioning]) { dir in
            #expect(!CLI.run(["--no-config", "--format", "json", dir]).1.contains("LL008"), "LL008 is opt-in")
            #expect(CLI.run(["--no-config", "--select", "ALL", "--format", "json", dir]).1.contains("LL008"))
            #expect(CLI.run(["--no-config", "--select", "all", "--format", "json", dir]).1.contains("LL008"))
            #expect(!CLI.run(["--no-config", "--select", "ALL", "--ignore", "LL008", "--format", "json", dir]).1.contains("LL008"))
            let shown = CLI.run(["--no-config", "--select", "ALL", "--show-config", dir]).1
            #expect(RuleRegistry.all.allSatisfy { shown.contains($0.description.code + " ") })
        }
    }

    @Test func aPrefixStillLeavesOptInRulesOut() {
        var c = Configuration(root: "/")
        c.select = [RuleSelector.parse("LL0")!]
        #expect(!c.enabledRules().contains { $0.description.isOptIn })
        c.select = [RuleSelector.parse("ALL")!]
        #expect(c.enabledRules().count == RuleRegistry.all.count)
        #expect(RuleSelector.parse("ALL")?.text == "ALL")
    }

    // MARK: Function references and labels without values

    @Test func aFunctionReferenceArgumentHasNoValue() {
        let text = "[a, b].forEach(addSubview(_:)); f(x:); g(y: 1); h(z)"
        let ts = TokenStream(file: SourceFile(path: "A.swift", language: .swift, text: text),
                             tokens: Tokenizer.tokenize(Array(text.utf8), language: .swift))
        func arguments(of name: String) -> [ClosedRange<Int>] {
            let k = (0..<ts.count).first { ts.text($0) == name }!
            return CallArguments.split(ts, open: k + 1, close: ts.partner(of: k + 1)!)
        }
        #expect(CallArguments.value(ts, arguments(of: "addSubview")[0]) == nil)
        #expect(CallArguments.value(ts, arguments(of: "f")[0]) == nil)
        #expect(CallArguments.value(ts, arguments(of: "g")[0]).map { ts.text($0.lowerBound) } == "1")
        #expect(CallArguments.label(ts, arguments(of: "g")[0]).map { ts.text($0) } == "y")
        #expect(CallArguments.value(ts, arguments(of: "h")[0]).map { ts.text($0.lowerBound) } == "z")
        #expect(CallArguments.label(ts, arguments(of: "h")[0]) == nil)
    }

    @Test func rangesBuiltFromPositionsNeverInvert() {
        #expect(ClosedRange.checked(3, 2) == nil)
        #expect(ClosedRange.checked(2, 2) == 2...2)
        #expect(Range.upTo(5, 3).isEmpty && Range.upTo(3, 5) == 3..<5)
        #expect(Range.through(5, 3).isEmpty && Range.through(3, 5) == 3..<6)
    }
}
