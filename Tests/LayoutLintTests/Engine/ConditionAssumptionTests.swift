import Testing
@testable import LayoutLint

/// A verdict keeps only what the conditions that decided it assumed (that a method is not
/// inherited, that the type descends from a class), so the order conditions are written in
/// `.all(…)` and `.any(…)` does not change which findings the engine drops later.
@Suite struct ConditionAssumptionTests {
    static func context() -> (RuleContext, Match) {
        let file = SourceFile(path: "T.swift", language: .swift, text: "class V: UIView { func f() { child.frame = frame } }")
        let ts = TokenStream(file: file, tokens: Tokenizer.tokenize(file.bytes, language: .swift))
        let s = StructurePass.run(ts)
        let ctx = RuleContext(file: file, tokens: ts, structure: s, facts: FactExtractor.extract(ts, s))
        let read = ctx.facts.accesses.first { !$0.isWrite }!
        return (ctx, Match(access: read, ctx))
    }

    /// A condition that assumes `layoutLabels` is the type's own method and answers `answer`.
    static func assumingOwnHelper(_ answer: Bool) -> Condition {
        Condition("assumes") { _, ctx in ctx.roleProbe.assumedNotInherited.insert("layoutLabels"); return answer }
    }
    /// A condition that requires a cell ancestor and answers `answer`.
    static func requiringCell(_ answer: Bool) -> Condition {
        Condition("cell") { _, ctx in ctx.requireAncestor(["UITableViewCell"]); return answer }
    }
    static let yes = Condition("yes") { _, _ in true }
    static let no = Condition("no") { _, _ in false }

    static func evaluate(_ c: Condition) -> (Bool, RoleProbe.Assumptions) {
        let (ctx, m) = context()
        let answer = c.test(m, ctx)
        return (answer, ctx.roleProbe.assumptions)
    }

    @Test func aConditionThatHeldBeforeTheOneThatFailedAssumesNothing() {
        for c in [Condition.all(Self.assumingOwnHelper(true), Self.no), .all(Self.no, Self.assumingOwnHelper(true))] {
            let (answer, kept) = Self.evaluate(c)
            #expect(!answer)
            #expect(kept.notInherited.isEmpty)
        }
        let (answer, kept) = Self.evaluate(.all(Self.requiringCell(true), Self.no))
        #expect(!answer)
        #expect(kept.ancestors == nil)
    }

    @Test func theConditionThatFailedKeepsWhatItAssumed() {
        let (answer, kept) = Self.evaluate(.all(Self.yes, Self.assumingOwnHelper(false)))
        #expect(!answer)
        #expect(kept.notInherited == ["layoutLabels"])
    }

    @Test func everyConditionOfAHoldingAllKeepsWhatItAssumed() {
        let (answer, kept) = Self.evaluate(.all(Self.assumingOwnHelper(true), Self.requiringCell(true), Self.yes))
        #expect(answer)
        #expect(kept.notInherited == ["layoutLabels"])
        #expect(kept.ancestors == ["UITableViewCell"])
    }

    @Test func aFailedAlternativeBeforeTheOneThatHeldAssumesNothing() {
        for c in [Condition.any(Self.assumingOwnHelper(false), Self.yes), .any(Self.yes, Self.assumingOwnHelper(false))] {
            let (answer, kept) = Self.evaluate(c)
            #expect(answer)
            #expect(kept.notInherited.isEmpty)
        }
        let (answer, kept) = Self.evaluate(.any(Self.requiringCell(false), Self.yes))
        #expect(answer)
        #expect(kept.ancestors == nil)
    }

    @Test func whenNoAlternativeHoldsEachKeepsWhatItAssumed() {
        let (answer, kept) = Self.evaluate(.any(Self.assumingOwnHelper(false), Self.requiringCell(false), Self.no))
        #expect(!answer)
        #expect(kept.notInherited == ["layoutLabels"])
        #expect(kept.ancestors == ["UITableViewCell"])
    }

    @Test func nestedConditionsKeepOnlyTheDecidingPath() {
        // The exclusion fails because its second part does; the first part's assumption goes.
        let (answer, kept) = Self.evaluate(.not(.all(.any(Self.no, Self.assumingOwnHelper(true)), Self.no)))
        #expect(answer)
        #expect(kept.notInherited.isEmpty)
    }
}
