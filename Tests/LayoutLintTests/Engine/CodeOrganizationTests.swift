import Foundation
import Testing
@testable import LayoutLint

/// How the sources are organised, checked from the files themselves: what each folder may know,
/// where conditions live, and the lists kept outside the code that must follow it.
@Suite struct CodeOrganizationTests {
    static let sources = TestPaths.packageRoot.appendingPathComponent("Sources/LayoutLint")

    /// The Swift files of a folder of the library (not its subfolders), with their text.
    static func files(_ folder: String) throws -> [(name: String, text: String)] {
        let dir = sources.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// The text without comments and string literals, so that a name in prose does not count.
    static func code(_ text: String) -> String {
        var out = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
        out = out.replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
        return out
    }

    /// The types declared at the top level of a folder's files.
    static func topLevelTypes(_ folder: String) throws -> [String: String] {
        var out: [String: String] = [:]
        let declaration = try NSRegularExpression(
            pattern: #"^(?:public |internal |private |fileprivate |final |indirect )*(?:struct|enum|class|protocol|typealias|actor) +([A-Z][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        for (name, text) in try files(folder) {
            for m in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                out[String(text[Range(m.range(at: 1), in: text)!])] = "\(folder)/\(name)"
            }
        }
        return out
    }

    /// A pattern or fix asks the condition: `.where(.name, …)`, `.unless(…, .name)`, `.all(.name)`,
    /// `Condition.name`. A property of the same name (`access.isWrite`) does not count.
    static func asks(_ condition: String, in text: String) -> Bool {
        text.range(of: #"([(,]\s*\.|Condition\.)"# + condition + #"\b"#, options: .regularExpression) != nil
    }

    static func mentions(_ name: String, in text: String) -> Bool {
        text.range(of: #"(?<![\w.])"# + name + #"\b"#, options: .regularExpression) != nil
    }

    // MARK: Layering

    /// Facts, structure, sources, configuration and reporters sit below the engine and the front
    /// ends: none of their files names a type the engine or the command line declares.
    @Test(arguments: ["Facts", "Structure", "Source", "Config", "Reporters", "Diagnostics", "Tokens", "Tokenizers", "Support"])
    func lowerFoldersDoNotNameEngineOrCLITypes(_ folder: String) throws {
        let above = try Self.topLevelTypes("Engine").merging(try Self.topLevelTypes("CLI")) { a, _ in a }
        for (name, text) in try Self.files(folder) {
            let body = Self.code(text)
            for (type, home) in above where Self.mentions(type, in: body) {
                Issue.record("\(folder)/\(name) names \(type), declared in \(home)")
            }
        }
    }

    // MARK: Conditions

    /// Every condition declared in `Engine/` (the shared ones) is asked by a rule, a fix or the
    /// engine itself; a condition only one rule asks lives in that rule's file.
    @Test func everySharedConditionIsUsed() throws {
        let declaration = try NSRegularExpression(pattern: #"static (?:let|func) ([a-z][A-Za-z0-9]*)\b[^\n]*Condition\b"#)
        var users = ""
        for folder in ["Rules", "Fixes", "Engine"] { for (_, text) in try Self.files(folder) { users += Self.code(text) } }
        for (name, text) in try Self.files("Engine") {
            for m in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let condition = String(text[Range(m.range(at: 1), in: text)!])
                guard ["all", "any", "not"].contains(condition) == false else { continue }
                #expect(Self.asks(condition, in: users), "Engine/\(name): the condition `\(condition)` is asked by nothing")
            }
        }
    }

    /// No two conditions say the same thing: each summary names one test.
    @Test func conditionSummariesAreDistinct() throws {
        var seen: [String: String] = [:]
        for folder in ["Engine", "Rules"] {
            for (name, text) in try Self.files(folder) {
                let summary = try NSRegularExpression(pattern: #"Condition\("([^"]+)""#)
                for m in summary.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let s = String(text[Range(m.range(at: 1), in: text)!])
                    if let other = seen[s] { Issue.record("'\(s)' in \(folder)/\(name) and \(other)") }
                    seen[s] = "\(folder)/\(name)"
                }
            }
        }
        #expect(seen.count > 40)
    }

    /// A rule's private conditions are declared in its own file only: no rule file declares a
    /// condition that another rule file asks.
    @Test func ruleFilesDoNotShareConditions() throws {
        let rules = try Self.files("Rules")
        let declaration = try NSRegularExpression(pattern: #"static (?:let|func) ([a-z][A-Za-z0-9]*)\b[^\n]*Condition\b"#)
        for (name, text) in rules {
            for m in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let condition = String(text[Range(m.range(at: 1), in: text)!])
                for (other, otherText) in rules where other != name && Self.asks(condition, in: Self.code(otherText)) {
                    Issue.record("\(other) asks `\(condition)`, which \(name) declares")
                }
            }
        }
    }

    // MARK: Lists kept beside the code

    /// The README's rule table lists every rule of the registry, in order, with its name and
    /// whether it is opt-in.
    @Test func readmeRuleTableFollowsTheRegistry() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "<!-- rules-table:start"), let end = readme.range(of: "<!-- rules-table:end -->") else {
            Issue.record("README.md has no rules-table markers")
            return
        }
        let rows = readme[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| LL") }
        let descriptions = RuleRegistry.descriptions
        #expect(rows.count == descriptions.count, "README rule table: \(rows.count) rows for \(descriptions.count) rules")
        for (row, d) in zip(rows, descriptions) {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count >= 3 && cells[0] == d.code && cells[1] == d.name, "README row '\(row)' for \(d.code) \(d.name)")
            #expect(cells.last?.hasPrefix("(opt-in") == d.isOptIn, "README row of \(d.code): opt-in is \(d.isOptIn)")
        }
    }

    /// `--format` offers exactly the report formats, and each has its golden report.
    @Test func formatHelpFollowsTheFormats() throws {
        let help = HelpText.text
        for f in ReportFormat.allCases {
            #expect(help.contains("  " + f.rawValue + " "), "--help does not describe \(f.rawValue)")
            #expect(FileManager.default.fileExists(atPath: TestPaths.fixtures.appendingPathComponent("reports/report." + f.fileExtension).path),
                    "no golden report for \(f.rawValue)")
        }
    }
}
