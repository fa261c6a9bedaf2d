import Testing
@testable import LayoutLint

/// Runs every rule's own examples: flagged ones must report exactly at their `[|…|]` marks, silent
/// ones nothing; every flagged example is also checked in mutated forms.
@Suite struct RuleExamplesTests {
    static let codes = RuleRegistry.all.map { $0.description.code }

    static func rule(_ code: String) -> any Rule.Type { RuleRegistry.rule(named: code)! }

    @Test(arguments: codes)
    func examples(_ code: String) {
        let rule = Self.rule(code)
        for (n, example) in rule.description.examples.enumerated() {
            let (source, ranges) = example.parsed
            let found = ExampleRunner.lint(source, example.language, rules: [rule])
            let expected = ranges.map { ExampleRunner.position($0, in: source) }
            let actual = found.map { [$0.line, $0.column, $0.endLine, $0.endColumn] }
            let where_ = SourceLocation(fileID: "LayoutLint/\(example.file.split(separator: "/").last ?? "")",
                                        filePath: example.file, line: example.line, column: 1)
            #expect(actual == expected, "\(code) example \(n) (\(example.expectation)):\n\(ExampleRunner.render(source, found))", sourceLocation: where_)
            if example.expectation == .silent { #expect(ranges.isEmpty, "a silent example has markup", sourceLocation: where_) }
            if example.expectation == .flagged { #expect(!ranges.isEmpty, "a flagged example has no markup", sourceLocation: where_) }
            #expect(found.allSatisfy { $0.rule == code })
        }
    }

    @Test(arguments: codes)
    func flaggedExamplesInsideCommentsAndStringsAreSilent(_ code: String) {
        let rule = Self.rule(code)
        for example in rule.description.examples where example.expectation == .flagged {
            let source = example.parsed.source
            let inComment = ExampleRunner.lint(ExampleRunner.commented(source), example.language, rules: [rule])
            #expect(inComment.isEmpty, "\(code) fires inside a comment:\n\(source)")
            let inString = ExampleRunner.lint(ExampleRunner.stringified(source, example.language), example.language, rules: [rule])
            #expect(inString.isEmpty, "\(code) fires inside a string:\n\(source)")
        }
    }

    @Test(arguments: codes)
    func positionsSurviveEmojiAndCRLF(_ code: String) {
        let rule = Self.rule(code)
        for example in rule.description.examples where example.expectation == .flagged {
            let source = example.parsed.source
            let base = ExampleRunner.lint(source, example.language, rules: [rule]).map { [$0.line, $0.column, $0.endLine, $0.endColumn] }
            let emoji = ExampleRunner.lint("// 👩🏽‍💻 ñandú — 🇸🇪 layout\n" + source, example.language, rules: [rule])
                .map { [$0[0] - 1, $0[1], $0[2] - 1, $0[3]] as [Int] }
            #expect(emoji == base, "\(code): positions move after an emoji line")
            let crlf = ExampleRunner.lint(source.replacingOccurrences(of: "\n", with: "\r\n"), example.language, rules: [rule])
                .map { [$0.line, $0.column, $0.endLine, $0.endColumn] }
            #expect(crlf == base, "\(code): positions change with CRLF line endings")
        }
    }

    @Test(arguments: codes)
    func everyRuleIsSilentOnEmptyFiles(_ code: String) {
        for language in Language.allCases {
            #expect(ExampleRunner.lint("", language, rules: [Self.rule(code)]).isEmpty)
        }
    }
}

private extension Array where Element == Diagnostic {
    func map(_ f: ([Int]) -> [Int]) -> [[Int]] { self.map { f([$0.line, $0.column, $0.endLine, $0.endColumn]) } }
}
