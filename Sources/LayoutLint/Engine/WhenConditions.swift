import Foundation

/// Conditions more than one rule asks. Conditions only one rule asks live in that rule's file.
extension Condition {
    // MARK: When the code runs: the phase of the function around a match (read from `Lifecycle`), and
    // whether it runs only under a condition or inside a closure.

    /// In an initializer, `awakeFromNib`, or a helper the type calls only from them: no owner
    /// has placed the view and no transform has been set yet.
    static let duringConstruction = Condition("while the view is constructed") { m, ctx in
        ctx.phase(at: m.anchor) == .construction
    }

    /// Before the first layout pass: construction, `loadView`, `viewDidLoad`, or their helpers.
    static let beforeLayout = Condition("in construction or setup, before the first layout pass") { m, ctx in
        ctx.phase(at: m.anchor).isBeforeLayout
    }

    /// In a layout callback or a helper only layout callbacks call (`Phase.layout`).
    static let inLayoutPass = Condition("in a layout pass", words: Array(Lifecycle.names(.layout))) { m, ctx in ctx.phase(at: m.anchor) == .layout }

    /// Inside a closure, block or lambda of its function: it runs when that runs (a completion,
    /// an animation, an async hop), not as part of the pass.
    static let insideClosure = Condition("inside a closure") { m, ctx in
        MethodCalls.insideClosure(ctx.tokens, ctx.structure, m.anchor)
    }

    /// In the closure that initializes a Swift lazy stored property (`lazy var bar: UIView = { … }()`):
    /// it runs once, on the first use, however often the code that uses it runs.
    static let inALazyInitializer = Condition("in a lazy property's initializer") { m, ctx in
        ctx.inLazyInitializer(m.anchor)
    }

    /// Runs only under a condition decided in its function: an `if`/`else` arm, a `switch` case,
    /// after a `guard`, a braceless `if (…) …;`. A pass that acts only when something changed converges.
    /// In a helper whose phase comes from its callers, every call of it in the file is itself
    /// under a condition (`guard !hasExtendedEdges else { return }; hasExtendedEdges = true;
    /// … makeSeparator()`): what the helper does runs only when that condition holds.
    static let underACondition = Condition("under a condition") { m, ctx in
        guard let f = ctx.structure.function(at: m.anchor) else { return false }
        return conditional(m.anchor, in: f, ctx, depth: 0)
    }

    /// In its own function, only under `if` arms that test for something being there, which
    /// nothing there assigns (`if let model = model { … }`, `if (self.task) { … }`): once the thing is
    /// set, the arm runs every time the function does (`Branches.onlyUnderPresenceTests`).
    static let onlyUnderPresenceTests = Condition("only under tests that something is there") { m, ctx in
        guard let f = ctx.structure.function(at: m.anchor) else { return false }
        return Branches.onlyUnderPresenceTests(ctx.tokens, m.anchor, within: ctx.structure.functions[f].bodyRange)
    }

    private static func conditional(_ i: Int, in f: Int, _ ctx: RuleContext, depth: Int) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        if Branches.conditional(ts, i, within: s.functions[f].bodyRange) { return true }
        // Only through helpers the engine derived a phase for: a callback or an exposed method
        // runs whenever UIKit or another type calls it.
        guard depth < 4, Phase.declared(s.functions[f]) == .other,
              ctx.facts.derived.phase(of: f, ts, s) != .other else { return false }
        let sites = ctx.facts.derived.methodCalls(ts, s).sites.filter { Int($0.callee) == f }
        guard !sites.isEmpty else { return false }
        return sites.allSatisfy { site in
            let k = Int(site.token)
            guard let caller = s.function(at: k), caller != f, !MethodCalls.insideClosure(ts, s, k) else { return false }
            return conditional(k, in: caller, ctx, depth: depth + 1)
        }
    }
}

extension Condition {
    // MARK: What a helper does

    /// The match is a call of the type's own method that does `kind` (on every run, when
    /// `always`), with the methods it calls in turn; and that method is not itself a `phase`
    /// method, where what it does is reported where it happens.
    static func callsAHelperThat(_ kind: MethodEffects.Kind, always: Bool = true, outside phase: Phase) -> Condition {
        Condition("calls a helper that does it") { m, ctx in
            guard let (_, callee) = m.helperCall else { return false }
            let effects = ctx.facts.derived.effects(of: callee, ctx.fileContext)
            guard (always ? effects.always : effects.any).contains(kind) else { return false }
            return ctx.facts.derived.phase(of: callee, ctx.tokens, ctx.structure) != phase
        }
    }
}
