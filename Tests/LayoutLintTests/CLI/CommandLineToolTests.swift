import Foundation
import Testing
@testable import LayoutLint

/// The command line, run in-process with captured streams.
@Suite struct CommandLineToolTests {
    final class Captured: @unchecked Sendable {
        var out = "", err = ""
    }

    static func run(_ args: [String], stdin: String = "") -> (ExitCode, String, String) {
        let c = Captured()
        let tool = CommandLineTool(readStandardInput: { Array(stdin.utf8) },
                                   writeOutput: { c.out += $0 }, writeError: { c.err += $0 })
        return (tool.run(args), c.out, c.err)
    }

    static let bad = """
        final class BadView: UIView {
            let child = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = self.frame
            }
            func refresh() { layoutSubviews() }
        }
        """

    /// A temporary folder with files, removed afterwards.
    static func withTree(_ files: [String: String], _ body: (String) throws -> Void) rethrows {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString)")
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir.path)
    }

    // MARK: Usage

    @Test func unknownOptionSuggestsTheClosestOne() {
        let (code, out, err) = Self.run(["--formt", "json", "x.swift"])
        #expect(code == .usageOrInputError)
        #expect(out.isEmpty)
        #expect(err.contains("unknown option '--formt'; did you mean '--format'?"))
    }

    @Test func badValuesAreUsageErrors() {
        #expect(Self.run(["--format", "xml"]).0 == .usageOrInputError)
        #expect(Self.run(["--fail-on", "sometimes"]).0 == .usageOrInputError)
        #expect(Self.run(["--format"]).0 == .usageOrInputError)
        let (code, _, err) = Self.run(["--select", "own-frme"])
        #expect(code == .usageOrInputError)
        #expect(err.contains("did you mean 'own-frame'?"))
    }

    @Test func helpListsOptionsAndEveryRule() {
        let (code, out, _) = Self.run(["--help"])
        #expect(code == .clean)
        for option in ["--format", "--fail-on", "--select", "--ignore", "--stdin-filename"] { #expect(out.contains(option)) }
        for d in RuleRegistry.descriptions { #expect(out.contains(d.code) && out.contains(d.name)) }
        #expect(Self.run(["--version"]).1 == "layoutlint \(LayoutLintVersion.description)\n")
    }

    // MARK: Linting and exit codes

    @Test func stdinIsLintedUnderItsGivenName() {
        let (code, out, err) = Self.run(["-", "--stdin-filename", "Piped.swift"], stdin: Self.bad)
        #expect(code == .violations)
        #expect(out.contains("Piped.swift:5:23: warning: `self.frame` is in the superview's coordinate space"))
        #expect(out.contains("Piped.swift:7:22: warning: `layoutSubviews()`"))
        #expect(err.contains("2 warnings"))
    }

    @Test func failOnDecidesTheExitCode() {
        #expect(Self.run(["-", "--stdin-filename", "A.swift", "--fail-on", "never"], stdin: Self.bad).0 == .clean)
        #expect(Self.run(["-", "--stdin-filename", "A.swift", "--fail-on", "error"], stdin: Self.bad).0 == .clean)
        #expect(Self.run(["-", "--stdin-filename", "A.swift", "--fail-on", "note"], stdin: Self.bad).0 == .violations)
        #expect(Self.run(["-", "--stdin-filename", "A.swift"], stdin: "let x = 1\n").0 == .clean)
    }

    @Test func selectAndIgnoreTakeCodesAndNames() {
        let only6 = Self.run(["-", "--stdin-filename", "A.swift", "--select", "direct-layout-call"], stdin: Self.bad).1
        #expect(only6.contains("LL006") && !only6.contains("LL001"))
        let not1 = Self.run(["-", "--stdin-filename", "A.swift", "--ignore", "LL001,ll006"], stdin: Self.bad)
        #expect(not1.1.isEmpty && not1.0 == .clean)
    }

    @Test func missingAndUnreadablePathsAreErrorsButTheRestIsLinted() throws {
        try Self.withTree(["A.swift": Self.bad]) { dir in
            let (code, out, err) = Self.run(["--format", "json", "\(dir)/A.swift", "\(dir)/Missing.swift", "\(dir)/notes.txt"])
            #expect(code == .usageOrInputError)
            #expect(err.contains("Missing.swift: no such file or directory"))
            let json = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
            #expect((json["diagnostics"] as! [Any]).count == 2)
            #expect((json["errors"] as! [[String: Any]]).map { $0["path"] as! String }.contains("\(dir)/Missing.swift"))
        }
    }

    @Test func directoriesAreWalkedSkippingBuildOutputAndHiddenFolders() throws {
        try Self.withTree(["Sources/A.swift": Self.bad, "Pods/P.swift": Self.bad, ".hidden/H.swift": Self.bad,
                           "build/B.swift": Self.bad, "Sources/readme.md": "frame", "Sources/Bin.swift": "\u{0}\u{1}layoutSubviews()",
                           "Sketch.playground/Contents.swift": Self.bad]) { dir in
            let (_, out, err) = Self.run([dir])
            #expect(out.split(separator: "\n").count == 2)
            #expect(out.allSatisfy { _ in true } && out.contains("Sources/A.swift"))
            #expect(!out.contains("Pods") && !out.contains(".hidden") && !out.contains("build/") && !out.contains("playground"))
            #expect(err.contains("1 file checked"))
            // Named on the command line, a playground is linted.
            #expect(Self.run([dir + "/Sketch.playground/Contents.swift"]).1.contains("Contents.swift:5"))
        }
    }

    @Test func outputDoesNotDependOnPathOrder() throws {
        try Self.withTree(["b/B.swift": Self.bad, "a/A.swift": Self.bad, "c/C.cs": "class V : UIView { public void F() { LayoutSubviews(); } }"]) { dir in
            let forward = Self.run(["--format", "json", "\(dir)/a", "\(dir)/b", "\(dir)/c"]).1
            let backward = Self.run(["--format", "json", "\(dir)/c", "\(dir)/b", "\(dir)/a", "\(dir)/a"]).1
            #expect(forward == backward)
            #expect(forward.contains("\"language\": \"csharp\""))
        }
    }

    // MARK: Reports

    @Test func jsonReportHasTheSchemaShape() throws {
        let out = Self.run(["--format", "json", "-", "--stdin-filename", "A.swift"], stdin: Self.bad).1
        let json = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        #expect(json["version"] as? Int == 1)
        let summary = json["summary"] as! [String: Any]
        #expect(summary["filesScanned"] as? Int == 1 && summary["diagnostics"] as? Int == 2)
        #expect((summary["byRule"] as! [String: Int]) == ["LL001": 1, "LL006": 1])
        let d = (json["diagnostics"] as! [[String: Any]])[0]
        #expect(d["line"] as? Int == 5 && d["column"] as? Int == 23 && d["endColumn"] as? Int == 33)
        #expect(d["rule"] as? String == "LL001" && d["name"] as? String == "own-frame" && d["language"] as? String == "swift")
    }

    @Test func sarifResultsPointAtTheirRules() throws {
        let out = Self.run(["--format", "sarif", "-", "--stdin-filename", "My File.swift"], stdin: Self.bad).1
        let json = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        #expect(json["version"] as? String == "2.1.0")
        let run = (json["runs"] as! [[String: Any]])[0]
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        let results = run["results"] as! [[String: Any]]
        #expect(results.count == 2)
        for r in results {
            let index = r["ruleIndex"] as! Int
            #expect(rules[index]["id"] as? String == r["ruleId"] as? String)
        }
        #expect(out.contains("\"uri\": \"My%20File.swift\""))
    }

    @Test func jsonEscapesEverythingAFileNameCanHold() {
        var s = ""
        JSONValue.escape("a\"b\\c\nd\u{1}e\u{2028}", into: &s)
        #expect(s == "\"a\\\"b\\\\c\\nd\\u0001e\\u2028\"")
    }

    // MARK: tokens

    @Test func tokensPrintsOneTokenPerLine() throws {
        try Self.withTree(["T.swift": "let s = \"\\(frame)\" // note\n"]) { dir in
            let (code, out, _) = Self.run(["tokens", "\(dir)/T.swift"])
            #expect(code == .clean)
            #expect(out.split(separator: "\n").first == "1:1-1:4 identifier \"let\"")
            #expect(out.contains("1:12-1:17 identifier \"frame\""))
            #expect(out.contains("comment \"// note\""))
            let json = Self.run(["tokens", "\(dir)/T.swift", "--format", "json"]).1
            let items = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
            #expect(items.contains { $0["kind"] as? String == "interpolationStart" && $0["column"] as? Int == 10 })
        }
    }
}
