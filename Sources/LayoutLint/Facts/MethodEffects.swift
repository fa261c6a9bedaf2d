/// What a method does, with the methods of the same type it calls: real layout code lives in
/// helpers (`layoutSubviews` calling `setup()`, `updateBottomConstraint()`), so the rules ask
/// "does this statement, with what it calls, add subviews / change constraints / …" instead of
/// looking at tokens. Computed once per file: each function's own effects from the file's facts,
/// then through its calls to same-type methods (the file's `MethodCalls`), a few levels deep.
/// Calls inside closures run later, not when the function does, and give their effects to none.
struct MethodEffects: Sendable {
    struct Kind: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        /// Adds a view to another (`addSubview`, `insertSubview`, `addChild`).
        static let addsSubviews = Kind(rawValue: 1 << 0)
        /// Makes, activates, adds or removes constraints.
        static let changesConstraints = Kind(rawValue: 1 << 1)
        /// `setNeedsLayout()` / `invalidateIntrinsicContentSize()` on the view itself.
        static let invalidatesOwnLayout = Kind(rawValue: 1 << 2)
        /// Writes a frame, bounds, center or transform of a view that is not a local.
        static let writesGeometry = Kind(rawValue: 1 << 3)
        /// Calls the superclass's layout callback (`super.layoutSubviews()`).
        static let callsSuperLayout = Kind(rawValue: 1 << 4)
    }

    /// What a function does at all, and what it does on every run (not under a condition it decides).
    struct Effects: Sendable, Equatable {
        var any: Kind = []
        var always: Kind = []
        /// The views (paths) it hands to Auto Layout through a library that turns off their
        /// autoresizing-mask translation.
        var autoLayoutViews: Set<[String]> = []
    }

    /// The calls that change constraints (with the receiver checks `ConstraintCalls` makes).
    private var own: [Effects] = []
    private var total: [Effects?] = []
    private let calls: MethodCalls

    init() { calls = MethodCalls() }

    init(_ ctx: FileContext) {
        let ts = ctx.tokens, s = ctx.structure, facts = ctx.facts
        calls = facts.derived.methodCalls(ts, s)
        own = Array(repeating: Effects(), count: s.functions.count)
        total = Array(repeating: nil, count: s.functions.count)
        func note(_ kind: Kind, at i: Int) {
            guard let f = s.function(at: i), !MethodCalls.insideClosure(ts, s, i) else { return }
            own[f].any.insert(kind)
            if !Branches.conditional(ts, i, within: s.functions[f].bodyRange) { own[f].always.insert(kind) }
        }
        for c in facts.calls {
            let name = c.methodName
            if ViewTree.addingCalls.contains(name) { note(.addsSubviews, at: c.nameToken) }
            if ConstraintCalls.changesConstraints(c, ctx) { note(.changesConstraints, at: c.nameToken) }
            if ["setNeedsLayout", "SetNeedsLayout", "invalidateIntrinsicContentSize", "InvalidateIntrinsicContentSize"].contains(name),
               c.argumentCount == 0, c.receiver.components.isEmpty, !c.receiver.isSuper {
                note(.invalidatesOwnLayout, at: c.nameToken)
            }
            if Lifecycle.layoutCallNames.contains(name), c.receiver.isSuper { note(.callsSuperLayout, at: c.nameToken) }
        }
        for a in facts.accesses where a.isWrite && [.frame, .bounds, .center, .transform].contains(a.member) && !a.receiver.rootIsLocal {
            // Not a view's geometry: a layout object's bounds, a layer hung in another view.
            if let path = ViewPaths.view(a.receiver), ViewPaths.namesALayoutObject(path, declared: facts.derived.layoutObjectNames(ts)) { continue }
            if let t = s.type(at: a.nameToken), ViewTree.isLayerOfAnotherView(a.receiver, inType: t, ctx) { continue }
            // A layer the method has just made (`self.ring = [CAShapeLayer layer]` before
            // `self.ring.frame = …`): given its first frame, it moves nothing laid out.
            if ViewTree.isLayerMadeEarlierInFunction(a, ctx) { continue }
            note(.writesGeometry, at: a.nameToken)
        }
        for h in facts.derived.autoLayoutHandoffs(ts, s).handoffs where h.function >= 0 && h.function < own.count && h.ownsTheView {
            own[h.function].autoLayoutViews.insert(h.view)
        }
        for a in facts.accesses where a.member == .translatesAutoresizingMaskIntoConstraints && a.isWrite {
            guard let f = s.function(at: a.nameToken), let v = a.value, ts.spells(v.lowerBound, "false") || ts.spells(v.lowerBound, "NO"),
                  let path = ViewPaths.view(a.receiver) else { continue }
            own[f].autoLayoutViews.insert(path)
        }
    }

    /// What function `f` does in its own body, without the methods it calls.
    func ownEffects(of f: Int) -> Effects {
        f >= 0 && f < own.count ? own[f] : Effects()
    }

    /// What function `f` does, with the same-type methods it calls (to `depth` levels).
    mutating func effects(of f: Int, _ ctx: FileContext, depth: Int = 0) -> Effects {
        guard f >= 0, f < own.count else { return Effects() }
        if let known = total[f] { return known }
        var e = own[f]
        // A placeholder against recursion: a method calling itself adds nothing more.
        total[f] = e
        if depth < 6 {
            let body = ctx.structure.functions[f].bodyRange
            for (token, callee) in sites(in: body) where callee != f && !MethodCalls.insideClosure(ctx.tokens, ctx.structure, token) {
                let c = effects(of: callee, ctx, depth: depth + 1)
                e.any.formUnion(c.any)
                if !Branches.conditional(ctx.tokens, token, within: body) { e.always.formUnion(c.always) }
                e.autoLayoutViews.formUnion(c.autoLayoutViews)
            }
        }
        total[f] = e
        return e
    }

    /// The calls to same-type methods in `range` (`MethodCalls.explicitSites`): (call token, callee).
    func sites(in range: ClosedRange<Int>) -> [(Int, Int)] { calls.explicitSites(in: range) }
}

/// Which calls change constraints: activation and deactivation (`NSLayoutConstraint.activate`),
/// adding and removing them, and the constraint DSLs' make and remake. A call of the type's own
/// method of the same name (`addConstraints()` with no arguments, declared by the type) is not
/// UIKit's.
enum ConstraintCalls {
    static let names: Set<String> = [
        "activate", "deactivate", "activateConstraints", "deactivateConstraints", "ActivateConstraints", "DeactivateConstraints",
        "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
        "AddConstraint", "AddConstraints", "RemoveConstraint", "RemoveConstraints",
        "makeConstraints", "remakeConstraints", "mas_makeConstraints", "mas_remakeConstraints",
    ]

    /// The calls that make one constraint from an anchor (`a.constraint(equalTo: b)`, C#
    /// `a.ConstraintEqualTo(b)`, `[a constraintEqualToAnchor:b]`): they change the constraints only
    /// when the new constraint is activated on the spot (`….isActive = true`, `….Active = true`,
    /// `….active = YES`).
    static let makingOne: Set<String> = [
        "constraint", "constraintEqualToAnchor", "constraintGreaterThanOrEqualToAnchor", "constraintLessThanOrEqualToAnchor",
        "constraintEqualToConstant", "ConstraintEqualTo", "ConstraintGreaterThanOrEqualTo", "ConstraintLessThanOrEqualTo",
        "ConstraintEqualToAnchor", "ConstraintGreaterThanOrEqualToAnchor", "ConstraintLessThanOrEqualToAnchor",
    ]

    /// Every name `changesConstraints` may accept.
    static let allNames: Set<String> = names.union(makingOne)

    static func changesConstraints(_ c: CallFact, _ ctx: FileContext) -> Bool {
        let name = c.methodName
        if makingOne.contains(name) { return activatedOnTheSpot(c, ctx.tokens) }
        guard names.contains(name) else { return false }
        switch name {
        case "activate", "deactivate", "activateConstraints", "deactivateConstraints", "ActivateConstraints", "DeactivateConstraints":
            return c.receiver.components.last == "NSLayoutConstraint"
        case "makeConstraints", "remakeConstraints":
            return c.receiver.components.last == "snp"
        default:
            // UIKit's take the constraints as an argument; the type's own method of that name may not.
            if c.argumentCount == 0, c.receiver.components.isEmpty, !c.receiver.isSuper { return false }
            return true
        }
    }

    /// The constraint the call makes is activated in the same expression: `).isActive = true`,
    /// `).Active = true`, `].active = YES` (with any modifiers between: `.priority(…)` is not one).
    private static func activatedOnTheSpot(_ c: CallFact, _ ts: TokenStream) -> Bool {
        // Swift's `constraint` is also an ordinary name: it must be called with an argument.
        guard c.argumentCount > 0 else { return false }
        let k = c.close + 1
        guard ts.isPunct(k, "."), ts.kind(k + 1) == .identifier, ["isActive", "Active", "active"].contains(ts.name(k + 1)),
              ts.isAssignment(k + 2), ts.spells(k + 2, "=") else { return false }
        return ts.spells(k + 3, "true") || ts.spells(k + 3, "YES")
    }
}
