import Testing
@testable import LayoutLint

/// Runs every rule's own examples: flagged ones must report exactly at their `[|…|]` marks, silent
/// ones nothing; every flagged example is also checked in mutated forms.
@Suite struct RuleExamplesTests {
    static let codes = RuleRegistry.all.map { $0.description.code }

    static func rule(_ code: String) -> any Rule.Type { RuleRegistry.rule(named: code)! }

    /// The rules an example of `code` runs with: the rule alone, or for LL900 (which judges other
    /// rules' suppressions) the rule beside the default rules; only `code`'s findings are compared.
    static func lint(_ source: String, _ language: Language, _ code: String) -> [Diagnostic] {
        let rule = Self.rule(code)
        let rules: [any Rule.Type] = rule.pattern.isReportedByTheEngine ? RuleRegistry.defaults + [rule] : [rule]
        return ExampleRunner.lint(source, language, rules: rules).filter { $0.rule == code }
    }

    @Test(arguments: codes)
    func examples(_ code: String) {
        let rule = Self.rule(code)
        for (n, example) in rule.description.examples.enumerated() {
            let (source, ranges) = example.parsed
            let found = Self.lint(source, example.language, code)
            let expected = ranges.map { ExampleRunner.position($0, in: source) }
            let actual = found.map { [$0.line, $0.column, $0.endLine, $0.endColumn] }
            let where_ = SourceLocation(fileID: "LayoutLint/\(example.file.split(separator: "/").last ?? "")",
                                        filePath: example.file, line: example.line, column: 1)
            #expect(actual == expected, "\(code) example \(n) (\(example.expectation)):\n\(ExampleRunner.render(source, found))", sourceLocation: where_)
            if example.expectation == .silent { #expect(ranges.isEmpty, "a silent example has markup", sourceLocation: where_) }
            if example.expectation == .flagged { #expect(!ranges.isEmpty, "a flagged example has no markup", sourceLocation: where_) }

        }
    }

    @Test(arguments: codes)
    func flaggedExamplesInsideCommentsAndStringsAreSilent(_ code: String) {
        let rule = Self.rule(code)
        for example in rule.description.examples where example.expectation == .flagged {
            let source = example.parsed.source
            let inComment = Self.lint(ExampleRunner.commented(source), example.language, code)
            #expect(inComment.isEmpty, "\(code) fires inside a comment:\n\(source)")
            let inString = Self.lint(ExampleRunner.stringified(source, example.language), example.language, code)
            #expect(inString.isEmpty, "\(code) fires inside a string:\n\(source)")
        }
    }

    @Test(arguments: codes)
    func positionsSurviveEmojiAndCRLF(_ code: String) {
        let rule = Self.rule(code)
        for example in rule.description.examples where example.expectation == .flagged {
            let source = example.parsed.source
            let base = Self.lint(source, example.language, code).map { [$0.line, $0.column, $0.endLine, $0.endColumn] }
            let emoji = Self.lint("// 👩🏽‍💻 ñandú — 🇸🇪 layout\n" + source, example.language, code)
                .map { [$0[0] - 1, $0[1], $0[2] - 1, $0[3]] as [Int] }
            #expect(emoji == base, "\(code): positions move after an emoji line")
            let crlf = Self.lint(source.replacingOccurrences(of: "\n", with: "\r\n"), example.language, code)
                .map { [$0.line, $0.column, $0.endLine, $0.endColumn] }
            #expect(crlf == base, "\(code): positions change with CRLF line endings")
        }
    }

    @Test(arguments: codes)
    func aDisableCommentSilencesEveryFlaggedExampleAndIsUsed(_ code: String) {
        let rule = Self.rule(code)
        guard !rule.pattern.isReportedByTheEngine else { return }
        for example in rule.description.examples where example.expectation == .flagged {
            let source = "// layoutlint:disable \(code) - checking the directive\n" + example.parsed.source
            let found = ExampleRunner.lint(source, example.language, rules: [rule, UnusedSuppressionRule.self])
            #expect(found.isEmpty, "\(code): not silenced, or the directive reported as unused:\n\(ExampleRunner.render(source, found))")
            let byName = "// layoutlint:disable \(rule.description.name)\n" + example.parsed.source
            #expect(ExampleRunner.lint(byName, example.language, rules: [rule, UnusedSuppressionRule.self]).isEmpty)
        }
    }

    @Test(arguments: codes)
    func everyRuleIsSilentOnEmptyFiles(_ code: String) {
        for language in Language.allCases {
            #expect(Self.lint("", language, code).isEmpty)
        }
    }
}

private extension Array where Element == Diagnostic {
    func map(_ f: ([Int]) -> [Int]) -> [[Int]] { self.map { f([$0.line, $0.column, $0.endLine, $0.endColumn]) } }
}
