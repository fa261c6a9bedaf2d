import Foundation
import Testing
@testable import LayoutLint

/// The reporting options of the command line: --format names, --output, --statistics, terminal
/// presentation, and the rules / explain commands.
@Suite struct ReportOptionsTests {
    static func run(_ args: [String], stdin: String = CommandLineToolTests.bad, terminal: Bool = false,
                    environment: [String: String] = [:]) -> (ExitCode, String, String) {
        let c = CommandLineToolTests.Captured()
        let tool = CommandLineTool(readStandardInput: { Array(stdin.utf8) }, writeOutput: { c.out += $0 },
                                   writeError: { c.err += $0 }, isTerminal: terminal, environment: environment)
        return (tool.run(args), c.out, c.err)
    }

    static let piped = ["-", "--stdin-filename", "A.swift"]

    // MARK: Formats

    @Test func everyFormatRendersAndXcodeIsText() {
        for format in Options.Format.allCases {
            let (code, out, _) = Self.run(Self.piped + ["--format", format.rawValue])
            #expect(code == .violations, "\(format)")
            #expect(!out.isEmpty, "\(format)")
        }
        #expect(Self.run(Self.piped + ["--format", "xcode"]).1 == Self.run(Self.piped).1)
        let (code, _, err) = Self.run(Self.piped + ["--format", "githb"])
        #expect(code == .usageOrInputError && err.contains("did you mean 'github'?"))
    }

    // MARK: Terminal

    @Test func aTerminalGetsColorSourceAndHelp() {
        let out = Self.run(Self.piped, terminal: true).1
        #expect(out.contains("\u{1B}["))
        #expect(out.contains("5 |\u{1B}[0m         child.frame = self.frame"))
        #expect(out.contains("^^^^^^^^^^"))
        #expect(out.contains("help:\u{1B}[0m Use `bounds`"))
    }

    @Test func colorAndSourceCanBeTurnedOffOrForced() {
        #expect(!Self.run(Self.piped + ["--no-color"], terminal: true).1.contains("\u{1B}["))
        #expect(!Self.run(Self.piped, terminal: true, environment: ["NO_COLOR": "1"]).1.contains("\u{1B}["))
        #expect(Self.run(Self.piped, terminal: true, environment: ["NO_COLOR": ""]).1.contains("\u{1B}["))
        let piped = Self.run(Self.piped).1
        #expect(!piped.contains("\u{1B}[") && !piped.contains("help:"))
        let forced = Self.run(Self.piped + ["--show-source"]).1
        #expect(forced.contains("help: Use `bounds`") && !forced.contains("\u{1B}["))
        #expect(!Self.run(Self.piped + ["--no-show-source"], terminal: true).1.contains("help:"))
        #expect(!Self.run(Self.piped + ["--format", "json"], terminal: true).1.contains("\u{1B}["))
    }

    @Test func theSummaryCountsFilesAndTime() {
        let err = Self.run(Self.piped).2
        #expect(err.hasPrefix("layoutlint: 2 warnings (1 file checked in "))
        #expect(err.hasSuffix("s)\n"))
    }

    // MARK: --statistics

    @Test func statisticsReplaceTheDiagnostics() throws {
        let (code, out, _) = Self.run(Self.piped + ["--statistics"])
        #expect(code == .violations)
        #expect(out == "Count  Rule   Name                Fixable\n    1  LL001  own-frame           yes\n    1  LL006  direct-layout-call  yes\n    2         total\n")
        let json = try JSONSerialization.jsonObject(with: Data(Self.run(Self.piped + ["--statistics", "--format", "json"]).1.utf8)) as! [String: Any]
        #expect(json["byRule"] as? [String: Int] == ["LL001": 1, "LL006": 1])
        #expect(Self.run(Self.piped + ["--statistics", "--format", "sarif"]).0 == .usageOrInputError)
    }

    // MARK: --output

    @Test func extraReportsAreWrittenInTheSameRun() throws {
        try CommandLineToolTests.withTree(["A.swift": CommandLineToolTests.bad]) { dir in
            let (code, out, err) = Self.run(["\(dir)/A.swift", "--output", "sarif:\(dir)/out.sarif", "--output=junit:\(dir)/junit.xml"])
            #expect(code == .violations, "\(err)")
            #expect(out.contains("A.swift:5:23: warning:"), "standard output keeps the main format")
            let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/out.sarif"))) as! [String: Any]
            #expect(sarif["version"] as? String == "2.1.0")
            let junit = try String(contentsOfFile: "\(dir)/junit.xml", encoding: .utf8)
            #expect(try XMLCheck.parse(junit).root == "testsuites")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["A.swift", "junit.xml", "out.sarif"],
                    "no temporary files left behind")
        }
    }

    @Test func anUnwritableReportIsAnErrorAndLeavesNoFile() throws {
        try CommandLineToolTests.withTree(["A.swift": "let x = 1\n"]) { dir in
            let (code, _, err) = Self.run(["\(dir)/A.swift", "--output", "json:\(dir)/missing/r.json", "--output", "gitlab:\(dir)/gl.json"])
            #expect(code == .usageOrInputError)
            #expect(err.contains("cannot write json report to \(dir)/missing/r.json: no such file or directory"))
            #expect(FileManager.default.fileExists(atPath: "\(dir)/gl.json"), "the other reports are still written")
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/missing"))

            // The rename fails (a folder is in the way): the temporary file is removed again.
            try FileManager.default.createDirectory(atPath: "\(dir)/taken/x", withIntermediateDirectories: true)
            let blocked = Self.run(["\(dir)/A.swift", "--output", "sarif:\(dir)/taken"])
            #expect(blocked.0 == .usageOrInputError && blocked.2.contains("cannot write sarif report to \(dir)/taken"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["A.swift", "gl.json", "taken"])

            // A read-only folder: nothing, not even a temporary file, appears in it.
            try FileManager.default.createDirectory(atPath: "\(dir)/ro", withIntermediateDirectories: false)
            chmod("\(dir)/ro", 0o555)
            defer { chmod("\(dir)/ro", 0o755) }
            guard access("\(dir)/ro", W_OK) != 0 else { return } // running as root: permissions do not apply
            let denied = Self.run(["\(dir)/A.swift", "--output", "sarif:\(dir)/ro/r.sarif"])
            #expect(denied.0 == .usageOrInputError && denied.2.contains("permission denied"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: "\(dir)/ro").isEmpty)
        }
    }

    @Test func anExistingReportIsReplacedWhole() throws {
        try CommandLineToolTests.withTree(["A.swift": CommandLineToolTests.bad, "r.txt": String(repeating: "old\n", count: 1000)]) { dir in
            _ = Self.run(["\(dir)/A.swift", "--output", "msbuild:\(dir)/r.txt"])
            let text = try String(contentsOfFile: "\(dir)/r.txt", encoding: .utf8)
            #expect(!text.contains("old") && text.contains("warning LL001"))
        }
    }

    @Test func outputNeedsFormatAndPath() {
        #expect(Self.run(Self.piped + ["--output", "sarif"]).0 == .usageOrInputError)
        #expect(Self.run(Self.piped + ["--output", "sarif:"]).0 == .usageOrInputError)
        #expect(Self.run(Self.piped + ["--output", "pdf:x.pdf"]).2.contains("unknown format 'pdf'"))
    }

    // MARK: rules and explain

    @Test func rulesListsEveryRule() throws {
        let (code, out, _) = Self.run(["rules"])
        #expect(code == .clean)
        for d in RuleRegistry.descriptions { #expect(out.contains(d.code) && out.contains(d.name)) }
        #expect(out.hasPrefix("Code   Name"))
        let json = try JSONSerialization.jsonObject(with: Data(Self.run(["rules", "--format", "json"]).1.utf8)) as! [[String: Any]]
        #expect(json.count == RuleRegistry.all.count)
        let ll012 = json.first { $0["code"] as? String == "LL012" }!
        #expect(ll012["optIn"] as? Bool == true && ll012["fixable"] as? Bool == false && json.first { $0["code"] as? String == "LL001" }!["fixable"] as? Bool == true && ll012["severity"] as? String == "warning")
        #expect(ll012["languages"] as? [String] == ["swift", "csharp", "objc"])
        let optIn = Set(json.filter { $0["optIn"] as? Bool == true }.compactMap { $0["code"] as? String })
        #expect(optIn == ["LL004", "LL007", "LL008", "LL009", "LL011", "LL012", "LL013", "LL014", "LL015", "LL020"], "the rules that run only when selected")
        let notes = Set(json.filter { $0["severity"] as? String == "note" }.compactMap { $0["code"] as? String })
        #expect(notes == ["LL009", "LL011"], "the rules that report notes by default")
    }

    @Test func optInRulesRunOnlyWhenSelected() {
        let source = "final class Banner: UIView {\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n        autoresizingMask = .flexibleWidth\n    }\n}\n"
        let byDefault = Self.run(["--no-config", "-", "--stdin-filename", "Banner.swift"], stdin: source)
        #expect(byDefault.0 == .clean && !byDefault.1.contains("LL007"))
        let selected = Self.run(["--no-config", "--extend-select", "LL007", "-", "--stdin-filename", "Banner.swift"], stdin: source)
        #expect(selected.0 == .violations && selected.1.contains("Banner.swift:4:9") && selected.1.contains("[LL007 self-autoresizing-mask]"))
    }

    @Test func explainPrintsTheRulesDocumentation() {
        let byCode = Self.run(["explain", "LL001"])
        #expect(byCode.0 == .clean)
        #expect(byCode.1 == Self.run(["explain", "own-frame"]).1)
        let section = RulesDocument.section(OwnFrameRule.description)
        #expect(byCode.1.hasPrefix(section))
        #expect(RulesDocument.markdown().contains(section), "the same text as rules.md")
        for heading in ["What it flags", "Why it is a bug", "How to fix", "### Flagged (Swift)", "### Not flagged (C#)"] {
            #expect(byCode.1.contains(heading))
        }
        let unknown = Self.run(["explain", "own-frme"])
        #expect(unknown.0 == .usageOrInputError && unknown.2.contains("did you mean 'own-frame'?"))
        #expect(Self.run(["explain"]).0 == .usageOrInputError)
    }
}
