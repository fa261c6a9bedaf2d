import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutLint

/// Every output format, rendered from one run over a Swift, a C# and an Objective-C fixture, and
/// compared with its golden file in Tests/Fixtures/reports/. `LAYOUTLINT_UPDATE=1 swift test`
/// rewrites them; read the diff before committing.
@Suite struct ReportGoldenTests {
    static let inputs = ["swift/ProfileScreen.swift", "csharp/ContainerScreens.cs", "objc/ArticlePitfalls.m"]
    /// A made-up checkout, so that SARIF's `originalUriBaseIds` is the same on every machine.
    static let root = "/checkout/Tests/Fixtures"

    static func report(color: Bool = false, showSource: Bool = false) throws -> Report {
        let files = try inputs.map { rel in
            SourceFile(path: rel, language: Language(path: rel)!,
                       bytes: Array(try Data(contentsOf: TestPaths.fixtures.appendingPathComponent(rel))))
        }
        let rules = RuleRegistry.defaults
        return Report(result: Linter.lint(files, rules: rules), rules: rules.map { $0.description },
                      sourceRoot: root, sources: SourceTexts(files), color: color, showSource: showSource)
    }

    /// One golden report per format, named after the format's usual file ending: a new format
    /// without its golden fails until `LAYOUTLINT_UPDATE=1 swift test` writes it.
    static let goldens: [(file: String, format: Options.Format)] = Options.Format.allCases.map { ("report." + $0.fileExtension, $0) }

    static func compare(_ actual: String, _ name: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("reports/\(name)")
        if TestPaths.updating { try actual.write(to: url, atomically: true, encoding: .utf8) }
        let expected = try? String(contentsOf: url, encoding: .utf8)
        #expect(expected != nil, "missing reports/\(name): run LAYOUTLINT_UPDATE=1 swift test")
        #expect(actual == expected, "reports/\(name) differs:\n\(actual)")
    }

    @Test(arguments: goldens.map(\.file))
    func format(_ file: String) throws {
        let format = Self.goldens.first { $0.file == file }!.format
        let report = try Self.report()
        #expect(report.result.diagnostics.map(\.language).count > 0)
        #expect(Set(report.result.diagnostics.map(\.language)) == Set(Language.allCases), "the run covers all three languages")
        let text = Reporters.reporter(for: format).render(report)
        try Self.compare(text, file)
        #expect(Reporters.reporter(for: format).render(try Self.report()) == text, "deterministic")
    }

    @Test func terminalText() throws {
        try Self.compare(TextReporter.render(try Self.report(color: true, showSource: true)), "report.terminal.txt")
        try Self.compare(TextReporter.render(try Self.report(showSource: true)), "report.source.txt")
    }

    @Test func statistics() throws {
        try Self.compare(JSONReporter.summaryOnly(try Self.report()), "statistics.json")
    }

    // MARK: Shape checks on top of the goldens

    @Test(arguments: [Options.Format.checkstyle, .junit])
    func xmlIsWellFormed(_ format: Options.Format) throws {
        let xml = Reporters.reporter(for: format).render(try Self.report())
        let parsed = try XMLCheck.parse(xml)
        #expect(parsed.root == (format == .junit ? "testsuites" : "checkstyle"))
        if format == .junit {
            let cases = parsed.elements.filter { $0.name == "testcase" }
            let ids = cases.map { "\($0.attributes["classname"]!)|\($0.attributes["name"]!)" }
            #expect(Set(ids).count == ids.count, "test case names collide")
            #expect(parsed.elements.filter { $0.name == "failure" }.count == cases.count)
        } else {
            #expect(parsed.elements.filter { $0.name == "error" }.count == (try Self.report()).result.diagnostics.count)
        }
    }

    @Test func sarifCarriesRuleLinksFingerprintsAndRelativeURIs() throws {
        let out = SARIFReporter.render(try Self.report())
        let json = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        let run = (json["runs"] as! [[String: Any]])[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let bases = run["originalUriBaseIds"] as! [String: [String: String]]
        #expect(bases["%SRCROOT%"]?["uri"] == "file:///checkout/Tests/Fixtures/")
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        #expect(rules[0]["helpUri"] as? String == RulesDocument.publishedURL + "#ll001-own-frame")
        let results = run["results"] as! [[String: Any]]
        var fingerprints = Set<String>()
        for r in results {
            let location = ((r["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["artifactLocation"] as! [String: String]
            #expect(location["uriBaseId"] == "%SRCROOT%" && !location["uri"]!.hasPrefix("/"))
            fingerprints.insert((r["partialFingerprints"] as! [String: String])["layoutlint/v1"]!)
        }
        #expect(fingerprints.count == results.count, "fingerprints are unique")
    }

    @Test func gitLabIssuesHaveTheRequiredFields() throws {
        let out = GitLabReporter.render(try Self.report())
        let issues = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [[String: Any]]
        #expect(issues.count == (try Self.report()).result.diagnostics.count)
        for i in issues {
            for key in ["description", "check_name", "fingerprint", "severity", "location"] { #expect(i[key] != nil, "\(key)") }
            #expect(["info", "minor", "major", "critical", "blocker"].contains(i["severity"] as! String))
            let location = i["location"] as! [String: Any]
            #expect(location["path"] is String && (location["lines"] as! [String: Int])["begin"]! >= 1)
        }
    }
}

/// Parses XML with FoundationXML's XMLParser, collecting elements; throws if it is not well-formed.
final class XMLCheck: NSObject, XMLParserDelegate {
    struct Element { var name: String; var attributes: [String: String] }
    var elements: [Element] = []
    var text = ""

    struct Malformed: Error, CustomStringConvertible { var description: String }

    static func parse(_ xml: String) throws -> (root: String?, elements: [Element], text: String) {
        let check = XMLCheck()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = check
        guard parser.parse() else {
            throw Malformed(description: "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        }
        return (check.elements.first?.name, check.elements, check.text)
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

/// The formats added for review tools, on a hostile path and message and on an empty run.
@Suite struct ReviewFormatGoldenTests {
    static let formats: [(ext: String, format: Options.Format)] = [
        ("html", .html), ("md", .markdown), ("sonarqube.json", .sonarqube), ("rdjson", .rdjson), ("azure.txt", .azure),
        ("csv", .csv), ("jsonl", .jsonl),
    ]
    static let hostilePath = "we\"ird;dir]/<script>alert(1)</script>%0A\nline 2,x.swift"

    static func hostile() -> Report {
        let source = "final class A: UIView {\n    func f() { layoutSubviews() }\n}\n"
        let file = SourceFile(path: hostilePath, language: .swift, text: source)
        var result = Linter.lint([file], rules: RuleRegistry.defaults)
        let suffix = " <b>\"&\"</b> ]; %AZP25 ##vso[task.complete result=Failed]"
        for k in result.diagnostics.indices {
            result.diagnostics[k].message = result.diagnostics[k].message + suffix
        }
        result.errors = [FileError(path: "bad]\n<i>.cs", message: "permission denied; ##vso[x]")]
        return Report(result: result, rules: RuleRegistry.defaults.map { $0.description }, sources: SourceTexts([file]))
    }

    @Test(arguments: formats.map(\.ext))
    func hostileAndEmpty(_ ext: String) throws {
        let format = Self.formats.first { $0.ext == ext }!.format
        let reporter = Reporters.reporter(for: format)
        try ReportGoldenTests.compare(reporter.render(Self.hostile()), "hostile.\(ext)")
        let empty = Report(result: LintResult(diagnostics: [], errors: [], filesScanned: 3), rules: RuleRegistry.defaults.map { $0.description })
        try ReportGoldenTests.compare(reporter.render(empty), "empty.\(ext)")
        #expect(reporter.render(Self.hostile()) == reporter.render(Self.hostile()), "deterministic")
    }

    @Test func structuredFormatsParse() throws {
        let report = try ReportGoldenTests.report()
        let n = report.result.diagnostics.count
        // JSON lines: every line an object, one per finding.
        let lines = JSONLinesReporter.render(report).split(separator: "\n")
        #expect(lines.count == n)
        for line in lines { #expect((try JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any]) }
        // CSV: the header and one record per finding, with the quoted hostile path intact.
        let csv = CSVReporter.render(Self.hostile())
        let records = Self.parseCSV(csv)
        #expect(records.first == CSVReporter.header)
        #expect(records.dropFirst().allSatisfy { $0.count == CSVReporter.header.count && $0[0] == Self.hostilePath })
        // SonarQube and rdjson: JSON with their required fields (full schemas: Scripts/check-report-schemas.sh).
        let sonar = try JSONSerialization.jsonObject(with: Data(SonarQubeReporter.render(report).utf8)) as! [String: Any]
        #expect((sonar["issues"] as! [[String: Any]]).count == n && !(sonar["rules"] as! [Any]).isEmpty)
        let rd = try JSONSerialization.jsonObject(with: Data(RDJSONReporter.render(report).utf8)) as! [String: Any]
        #expect((rd["diagnostics"] as! [[String: Any]]).count == n)
        // Azure: one command per line, none forged by the hostile text.
        let azure = AzureReporter.render(Self.hostile())
        #expect(azure.split(separator: "\n").allSatisfy { $0.hasPrefix("##vso[task.logissue ") })
        #expect(azure.split(separator: "\n").count == 2, "one line for the finding, one for the unreadable file")
        // HTML: the hostile path is text, not markup.
        let html = HTMLReporter.render(Self.hostile())
        #expect(!html.contains("<script>alert") && html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(try XMLCheck.parse(html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "").replacingOccurrences(of: "&nbsp;", with: " ")).root == "html")
    }

    /// RFC 4180 records (quoted fields may hold commas, quotes and line breaks).
    static func parseCSV(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        let scalars = Array(text.unicodeScalars)
        var k = 0
        while k < scalars.count {
            let c = scalars[k]
            k += 1
            if quoted {
                if c == "\"" {
                    if k < scalars.count, scalars[k] == "\"" { field.unicodeScalars.append(c); k += 1 } else { quoted = false }
                } else {
                    field.unicodeScalars.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                record.append(field)
                field = ""
            } else if c == "\r" {
                continue
            } else if c == "\n" {
                record.append(field)
                records.append(record)
                record = []
                field = ""
            } else {
                field.unicodeScalars.append(c)
            }
        }
        return records
    }

}
