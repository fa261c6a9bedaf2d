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

    static let goldens: [(file: String, format: Options.Format)] = [
        ("report.txt", .text), ("report.json", .json), ("report.sarif", .sarif), ("report.github.txt", .github),
        ("report.checkstyle.xml", .checkstyle), ("report.junit.xml", .junit), ("report.gitlab.json", .gitlab),
        ("report.msbuild.txt", .msbuild), ("report.summary.txt", .summary),
    ]

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
