import Foundation
import Testing
@testable import LayoutLint

/// The escaping each format needs, fingerprints, and the small helpers behind the reporters.
@Suite struct ReporterEscapingTests {
    static func diagnostic(path: String = "Sources/A.swift", rule: String = "LL001", message: String,
                           severity: Severity = .warning, line: Int = 3) -> Diagnostic {
        Diagnostic(rule: rule, name: RuleRegistry.rule(named: rule)!.description.name, severity: severity, message: message,
                   path: path, language: .swift, line: line, column: 5, endLine: line, endColumn: 10, start: 0, end: 0)
    }

    static func report(_ diagnostics: [Diagnostic], errors: [FileError] = []) -> Report {
        Report(result: LintResult(diagnostics: diagnostics, errors: errors, filesScanned: 1), rules: RuleRegistry.descriptions)
    }

    static let nasty = "100% <bad> & \"quoted\" 'single', a:b\r\nnext\u{1}\u{B}\u{FFFE}\u{1F600}"

    // MARK: GitHub

    @Test func gitHubEscapesMessagesAndProperties() {
        #expect(GitHubReporter.escapeData("50%\r\nx:y,z") == "50%25%0D%0Ax:y,z")
        #expect(GitHubReporter.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
        // Nothing else is decoded by the runner: terminal escapes and other controls become visible text.
        #expect(GitHubReporter.escapeData("\u{1B}[2J\u{1B}]8;;x\u{7}a\tb\u{85}c") == "\\u{1B}[2J\\u{1B}]8;;x\\u{7}a\tb\\u{85}c")
        #expect(!GitHubReporter.escapeProperty("x\u{1B}[31m.swift").unicodeScalars.contains { LineSafe.isControl($0) })
        let out = GitHubReporter.render(Self.report([Self.diagnostic(path: "My, odd: dir/%.swift", message: Self.nasty)]))
        #expect(out == "::warning file=My%2C odd%3A dir/%25.swift,line=3,col=5,endLine=3,endColumn=10,title=LL001 own-frame::"
                + "100%25 <bad> & \"quoted\" 'single', a:b%0D%0Anext\\u{1}\\u{B}\u{FFFE}\u{1F600}\n")
        #expect(out.filter { $0 == "\n" || $0 == "\r\n" }.count == 1, "one command, one line")
    }

    @Test func gitHubNoteIsANotice() {
        let out = GitHubReporter.render(Self.report([Self.diagnostic(message: "m", severity: .note),
                                                     Self.diagnostic(message: "e", severity: .error, line: 4)]))
        #expect(out.hasPrefix("::notice file=") && out.contains("\n::error file="))
    }

    // MARK: XML

    @Test func xmlEscapesMarkupAndReplacesForbiddenCharacters() {
        #expect(XMLWriter.text("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
        #expect(XMLWriter.attribute("x\ty\nz\r") == "x&#9;y&#10;z&#13;")
        #expect(XMLWriter.text("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}\u{7F}\u{85}\u{FFFE}\u{FFFF}") == String(repeating: "\u{FFFD}", count: 10))
        #expect(XMLWriter.text("é\u{1F600}\t\n") == "é\u{1F600}\t\n")
    }

    @Test(arguments: [Options.Format.checkstyle, .junit])
    func xmlReportsStayWellFormedWithHostileText(_ format: Options.Format) throws {
        let report = Self.report([Self.diagnostic(path: "a&b/<C>.swift", message: Self.nasty),
                                  Self.diagnostic(path: "a&b/<C>.swift", message: "second ]]> one", line: 9)],
                                 errors: [FileError(path: "\"quoted\".swift", message: "permission denied\u{0}")])
        let xml = Reporters.reporter(for: format).render(report)
        let parsed = try XMLCheck.parse(xml)
        let attributes = parsed.elements.flatMap { $0.attributes.values }
        #expect(attributes.contains("a&b/<C>.swift"))
        #expect((attributes + [parsed.text]).contains { $0.contains("100% <bad> & \"quoted\" 'single', a:b") })
        #expect(!xml.contains("\u{1}") && !xml.contains("\u{B}") && !xml.contains("\u{0}"))
    }

    @Test func junitHasOneCaseAndOneFailurePerFileAndRule() throws {
        let report = Self.report([Self.diagnostic(path: "A.swift", message: "one"), Self.diagnostic(path: "A.swift", message: "two", line: 8),
                                  Self.diagnostic(path: "A.swift", rule: "LL006", message: "three", line: 9),
                                  Self.diagnostic(path: "B.swift", message: "four")])
        let parsed = try XMLCheck.parse(JUnitReporter.render(report))
        let cases = parsed.elements.filter { $0.name == "testcase" }.map { "\($0.attributes["classname"]!) \($0.attributes["name"]!)" }
        #expect(cases == ["A.swift LL001 own-frame", "A.swift LL006 direct-layout-call", "B.swift LL001 own-frame"])
        #expect(parsed.elements.filter { $0.name == "failure" }.count == 3)
        #expect(parsed.text.contains("A.swift:3:5: warning: one\nA.swift:8:5: warning: two"))
        #expect(parsed.elements[0].attributes["tests"] == "3" && parsed.elements[0].attributes["failures"] == "3")
    }

    @Test func junitWithoutFindingsIsOnePassingCase() throws {
        let parsed = try XMLCheck.parse(JUnitReporter.render(Self.report([])))
        #expect(parsed.elements.filter { $0.name == "testcase" }.count == 1)
        #expect(!parsed.elements.contains { $0.name == "failure" })
    }

    // MARK: MSBuild, summary

    @Test func msbuildLinesAreCanonical() {
        let out = MSBuildReporter.render(Self.report([Self.diagnostic(message: "two\nlines"),
                                                      Self.diagnostic(message: "n", severity: .note, line: 4)],
                                                     errors: [FileError(path: "X.cs", message: "permission denied")]))
        #expect(out == """
            Sources/A.swift(3,5,3,10): warning LL001: two lines
            Sources/A.swift(4,5,4,10): info LL001: n
            X.cs: error : could not be linted: permission denied

            """)
    }

    @Test func summaryCountsPerRuleMostFrequentFirst() {
        let out = SummaryReporter.render(Self.report([Self.diagnostic(message: "a"),
                                                      Self.diagnostic(rule: "LL006", message: "b"),
                                                      Self.diagnostic(rule: "LL006", message: "c")]))
        #expect(out.split(separator: "\n").map(String.init) == [
            "Count  Rule   Name                Fixable",
            "    2  LL006  direct-layout-call  yes",
            "    1  LL001  own-frame           yes",
            "    3         total",
        ])
        #expect(SummaryReporter.render(Self.report([])) == "No problems found.\n")
    }

    // MARK: Fingerprints and paths

    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    static let source = """
        final class Card: UIView {
            let a = UIView(), b = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                a.frame = frame
                b.frame = frame
            }
        }
        """

    static func fingerprints(_ text: String, path: String = "Card.swift") -> [String] {
        let file = SourceFile(path: path, language: .swift, text: text)
        let report = Report(result: Linter.lint([file]), rules: RuleRegistry.descriptions, sourceRoot: "/repo",
                            sources: SourceTexts([file]))
        return Fingerprints.of(report)
    }

    @Test func fingerprintsSurviveLineShiftsAndTellRepeatsApart() {
        let before = Self.fingerprints(Self.source)
        #expect(before.count == 2)
        #expect(before[0] != before[1], "the same text twice: the occurrence index tells them apart")
        let shifted = Self.fingerprints("// a new header comment\n\n" + Self.source.replacingOccurrences(of: "    a.frame", with: "        a.frame"))
        #expect(shifted == before)
        #expect(Self.fingerprints(Self.source, path: "Other.swift") != before)
        #expect(Self.fingerprints(Self.source, path: "/repo/Card.swift") == before, "relative to the source root")
    }

    @Test func pathsAreMadeRelativeToTheSourceRoot() {
        #expect(ReportPaths.relative("Sources/./A.swift", to: "/repo") == "Sources/A.swift")
        #expect(ReportPaths.relative("/repo/Sources/A.swift", to: "/repo/") == "Sources/A.swift")
        #expect(ReportPaths.relative("../other/A.swift", to: "/repo") == nil)
        #expect(ReportPaths.relative("/elsewhere/A.swift", to: "/repo") == nil)
        #expect(ReportPaths.relative("/repository/A.swift", to: "/repo") == nil)
        #expect(SARIFReporter.artifactLocation("/elsewhere/My File.swift", root: "/repo").rendered()
                == "{\n  \"uri\": \"file:///elsewhere/My%20File.swift\"\n}\n")
    }

    // MARK: Text

    @Test func helpIsTheFixsFirstSentence() {
        #expect(TextReporter.firstSentence("Use `a.b`. Then more.") == "Use `a.b`.")
        #expect(TextReporter.firstSentence("Round it: `x.rounded()`, or\n`floor`.") == "Round it: `x.rounded()`, or `floor`.")
        #expect(TextReporter.firstSentence("No stop") == "No stop")
    }

    @Test func excerptUnderlinesTheRangeAndKeepsTabs() {
        let text = "let x = 1\n\tlabel.frame = 😀 + frame\n"
        let bytes = Array(text.utf8)
        let start = bytes.count - 6, end = bytes.count - 1 // "frame"
        let d = Diagnostic(rule: "LL001", name: "own-frame", severity: .warning, message: "m", path: "T.swift", language: .swift,
                           line: 2, column: 23, endLine: 2, endColumn: 28, start: start, end: end)
        let (line, marks) = TextReporter.sourceLine(bytes, LineIndex(bytes), d)
        #expect(line == "\tlabel.frame = 😀 + frame")
        #expect(marks == "\t" + String(repeating: " ", count: 18) + "^^^^^")
    }
}
