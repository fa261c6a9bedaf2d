import Foundation
import Testing
@testable import LayoutLint

/// The prefilter (`TriggerWords`) and the declarations-only walk it sends files to: a file that
/// none of the enabled rules can fire on is read only for its declarations, and that must change
/// no finding and no declaration.
@Suite struct TriggerWordsTests {
    static let every = TriggerWords(RuleRegistry.all.map { $0.pattern })
    static let defaults = TriggerWords(RuleRegistry.defaults.map { $0.pattern })

    static func mayFire(_ code: String, _ triggers: TriggerWords = defaults) -> Bool {
        triggers.mayFire(in: Array(code.utf8))
    }

    /// Every source under Tests/Fixtures (the rule fixtures, projects, robustness inputs).
    static func fixtureFiles() -> [(path: String, language: Language)] {
        let root = TestPaths.fixtures.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var out: [(String, Language)] = []
        for case let rel as String in walker {
            if let l = Language(path: rel) { out.append((root + "/" + rel, l)) }
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// The declarations as text: every field of every type and member.
    static func rendered(_ d: FileDeclarations) -> String { "\(d.types)\n\(d.functions)" }

    static func bothWalks(_ bytes: [UInt8], _ language: Language) -> (full: String, declarationsOnly: String) {
        let file = SourceFile(path: "T", language: language, bytes: bytes)
        let ts = TokenStream(file: file, tokens: Tokenizer.tokenize(bytes, language: language))
        return (rendered(FileDeclarations(StructurePass.run(ts))), rendered(StructurePass.declarations(ts)))
    }

    // MARK: Which files can fire

    @Test func aFileWithoutAnyRulesWordsCannotFire() {
        #expect(!Self.mayFire("""
            import Foundation
            final class PriceFormatter { func format(_ value: Decimal) -> String { "\\(value)" } }
            """))
        #expect(!Self.mayFire(""))
        #expect(!Self.mayFire("ab"))
    }

    @Test func aMemberOrCallARuleReadsMakesTheFileWorthReading() {
        #expect(Self.mayFire("let w = view.frame.width"))
        #expect(Self.mayFire("var r = View.Frame;"))  // C# spelling
        #expect(Self.mayFire("[self.view setCenter:p];"))  // an Objective-C setter contains the member
        #expect(Self.mayFire("child.layoutSubviews()"))
    }

    @Test func suppressionDirectivesKeepTheFileForUnusedSuppressionReports() {
        #expect(Self.mayFire("// layoutlint:disable:next LL001\nlet x = 1"))
        #expect(Self.mayFire("#pragma warning disable LL001\nclass A {}"))
    }

    @Test func aWordInACommentOrALongerNameErsOnTheSideOfReading() {
        // The search is for bytes: these are read in full and then found clean.
        #expect(Self.mayFire("// the frame of the card\nlet x = 1"))
        #expect(Self.mayFire("let framework = 1"))
    }

    @Test func aRuleWhoseConditionNamesMethodsNeedsThoseMethodsToo() {
        // LL010 looks at `if !flag` guards, but only inside a layout method.
        let onceFlag = TriggerWords([LayoutOnceFlagRule.pattern])
        #expect(!Self.mayFire("func configure() { if !done { addSubview(v); done = true } }", onceFlag))
        #expect(Self.mayFire("override func layoutSubviews() { if !done { addSubview(v); done = true } }", onceFlag))
        // LL017 asks for its call and for a layout pass: the call alone is not enough.
        let invalidation = TriggerWords([LayoutInvalidationInLayoutRule.pattern])
        #expect(!Self.mayFire("func refresh() { setNeedsLayout() }", invalidation))
        #expect(Self.mayFire("override func layoutSubviews() { setNeedsLayout() }", invalidation))
    }

    @Test func aRuleWithNoWordsOfItsOwnReadsEveryFile() {
        // A pattern over `if !flag` guards with no method condition could fire anywhere.
        let anywhere = TriggerWords([Pattern.onceGuards])
        #expect(Self.mayFire("let x = 1", anywhere))
        #expect(!Self.mayFire("let x = 1", TriggerWords([])))
    }

    // MARK: Nothing changes

    /// The full walk and the declarations-only walk find the same types and members, on every
    /// fixture and rule example, in all three languages.
    @Test func theDeclarationsWalkAgreesWithTheFullWalkOnEveryFixture() throws {
        let files = Self.fixtureFiles()
        #expect(files.count > 20)
        for (path, language) in files {
            guard case .success(let bytes) = FileReader.read(path) else { continue }
            let (full, only) = Self.bothWalks(bytes, language)
            #expect(full == only, "declarations differ in \(path)")
        }
        // The rules' examples are fixtures too (rules.md shows them).
        for rule in RuleRegistry.all {
            for example in rule.description.examples {
                let (full, only) = Self.bothWalks(Array(example.parsed.source.utf8), example.language)
                #expect(full == only, "declarations differ in \(rule.description.code) example at line \(example.line)")
            }
        }
    }

    /// ... and on random text: fragments of declarations, bodies, strings, comments and `#if`
    /// in any order and nesting, balanced or not.
    @Test(arguments: Language.allCases)
    func theDeclarationsWalkAgreesWithTheFullWalkOnRandomInput(language: Language) {
        let fragments: [String] = [
            "class ", "struct ", "enum ", "extension ", "protocol ", "func ", "init", "var ", "let ", "for ",
            "@interface ", "@implementation ", "@end\n", "- (void)", "+ (id)", "public ", "override ", "static ",
            "partial ", "void ", "new ", "=> ", "get ", "set ", "namespace ",
            "Card", "UIView", "layoutSubviews", "LayoutSubviews", "frame", "x", "y", "T",
            "{", "}", "(", ")", "[", "]", "<", ">", ":", ";", ",", ".", "=", "?", "!", " ", "\n",
            "\"s\"", "\"\\(x)\"", "@\"o\"", "'c'", "// c\n", "/* c */", "#if DEBUG\n", "#else\n", "#endif\n", "#if 0\n",
        ]
        var rng = SeededGenerator(state: 0x5EED_0000 + UInt64(language.hashValue & 0xFF))
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<(5 + rng.below(120)) { text += fragments[rng.below(fragments.count)] }
            let (full, only) = Self.bothWalks(Array(text.utf8), language)
            #expect(full == only, "declarations differ for: \(text)")
        }
    }

    /// Linting the fixtures with the prefilter gives byte-for-byte the diagnostics linting them
    /// without it gives, with every rule on (opt-in ones included), and the same declarations.
    @Test func thePrefilterChangesNoFindingOnTheFixtures() {
        let inputs = Self.fixtureFiles().map { LintInput(displayPath: $0.path, language: $0.language, source: .path($0.path)) }
        let with = Linter.lint(inputs, rules: RuleRegistry.all, keepDeclarations: true)
        let without = Linter.lint(inputs, rules: RuleRegistry.all, keepDeclarations: true, prefilter: false)
        #expect(!with.diagnostics.isEmpty)
        #expect(with.diagnostics.map { "\($0)" } == without.diagnostics.map { "\($0)" })
        #expect(with.diagnostics.map(\.fingerprint) == without.diagnostics.map(\.fingerprint))
        #expect(with.errors.map(\.path) == without.errors.map(\.path))
        #expect(with.declarations.keys.sorted() == without.declarations.keys.sorted())
        for (path, d) in with.declarations {
            #expect(Self.rendered(d) == Self.rendered(without.declarations[path]!), "declarations differ in \(path)")
        }
        // And some of them were skipped: the fixtures hold files no rule can fire on.
        let skipped = inputs.filter { input in
            guard case .success(let b) = input.utf8() else { return false }
            return !Self.every.mayFire(in: b)
        }
        #expect(!skipped.isEmpty)
    }

    /// Every rule's documented examples, flagged and silent, with and without the prefilter.
    @Test func thePrefilterChangesNoFindingOnTheRuleExamples() {
        for rule in RuleRegistry.all {
            for example in rule.description.examples {
                let source = example.parsed.source
                let file = SourceFile(path: "Example.\(ExampleRunner.extensionFor(example.language))", language: example.language, text: source)
                let input = [LintInput(displayPath: file.path, language: file.language, source: .bytes(file.bytes))]
                let with = Linter.lint(input, rules: [rule]).diagnostics.map { "\($0)" }
                let without = Linter.lint(input, rules: [rule], prefilter: false).diagnostics.map { "\($0)" }
                #expect(with == without, "\(rule.description.code) example at line \(example.line)")
                if example.expectation == .flagged {
                    #expect(TriggerWords([rule.pattern]).mayFire(in: file.bytes), "\(rule.description.code) example at line \(example.line)")
                }
            }
        }
    }
}
