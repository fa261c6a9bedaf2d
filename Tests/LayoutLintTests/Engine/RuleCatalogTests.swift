import Foundation
import Testing
@testable import LayoutLint

/// Keeps the rule files, the registry, the codes and names, and rules.md in step.
@Suite struct RuleCatalogTests {
    @Test func everyRuleFileIsRegisteredAndNamedAfterItsRule() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.rulesFolder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        let registered = RuleRegistry.all.map { rule -> String in
            let d = rule.description
            let title = d.name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect(String(describing: rule) == title + "Rule", "\(d.code): type should be \(title)Rule")
            return "\(d.code)\(title).swift"
        }
        #expect(files == registered.sorted())
    }

    @Test func codesAreUniqueAndNamesAreKebabCase() {
        let codes = RuleRegistry.descriptions.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes == codes.sorted())
        for d in RuleRegistry.descriptions {
            #expect(d.code.range(of: #"^LL[0-9]{3}$"#, options: .regularExpression) != nil)
            #expect(d.name.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil)
            #expect(d.summary.hasSuffix("."), "\(d.code): the summary is a full sentence")
            #expect(!d.rationale.isEmpty && !d.fix.isEmpty)
        }
    }

    @Test func everyRuleHasFlaggedAndAtLeastAsManySilentExamplesInEveryLanguage() {
        for d in RuleRegistry.descriptions {
            for language in Language.allCases {
                let ex = d.examples.filter { $0.language == language }
                let flagged = ex.filter { $0.expectation == .flagged }.flatMap { $0.parsed.ranges }.count
                let silent = ex.filter { $0.expectation == .silent }.count
                #expect(flagged >= 1, "\(d.code) has no flagged \(language) example")
                // Silent cases: silent examples plus the comment and string mutations are extra; the
                // examples alone must already balance the flagged ones.
                #expect(ex.filter { $0.expectation == .silent }.count >= ex.filter { $0.expectation == .flagged }.count,
                        "\(d.code): fewer silent than flagged \(language) examples")
                #expect(silent >= 1)
            }
        }
    }

    @Test func messagesDoNotEndWithAPeriod() {
        for rule in RuleRegistry.all {
            for e in rule.description.examples where e.expectation == .flagged {
                for d in ExampleRunner.lint(e.parsed.source, e.language, rules: RuleRegistry.defaults + [rule]) {
                    #expect(!d.message.hasSuffix("."), "\(d.rule): \(d.message)")
                }
            }
        }
    }

    @Test func rulesDocumentIsUpToDate() throws {
        let url = TestPaths.packageRoot.appendingPathComponent("rules.md")
        let generated = RulesDocument.markdown()
        if TestPaths.updating { try generated.write(to: url, atomically: true, encoding: .utf8) }
        let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(current == generated, "rules.md is out of date: run LAYOUTLINT_UPDATE=1 swift test")
        for d in RuleRegistry.descriptions { #expect(current.contains("## \(d.code) \(d.name)")) }
    }
}
