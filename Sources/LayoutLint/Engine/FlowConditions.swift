/// The conditions that say what a geometry read feeds and when its code runs, in the words the
/// rules' documentation uses: "reaches a child's geometry", "a length read while the view is
/// being constructed".
extension Condition {
    // MARK: What a read feeds

    /// The value read reaches the geometry of a view other than the one read: another view's
    /// frame, center or bounds, the frame of a view being made (`UILabel(frame: …)`), or drawing
    /// and paths, which work in the reading view's own space. Followed through rectangle
    /// arithmetic and locals; a read that is only compared, logged, returned, stored or handed to
    /// another call reaches none.
    public static let reachesChildGeometry = Condition("reaches another view's geometry") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.sinks(of: a, ctx).contains { sink in
            switch sink {
            case .geometry(let w):
                return !ViewPaths.same(ctx.facts.accesses[w], a, ctx.structure)
            case .newView, .drawing:
                return true
            default:
                return false
            }
        }
    }

    /// A superview's frame (`superview.frame`, `cell.superview.frame`, a local bound to one)
    /// reaches the geometry of the view it contains or of that view's children: it is in the
    /// grandparent's space there. A local bound to *another* view's superview feeding an
    /// unrelated view says nothing about containment.
    public static let superviewFrameReachesItsSubtree = Condition("a superview's frame reaches the view it contains") { m, ctx in
        guard let a = m.access, let r = Optional(a.receiver), !r.isOpaque else { return false }
        // Whose superview: the receiver minus its last component, or a local alias's source.
        var owner: [String]?
        if let last = r.components.last, last == "superview" || last == "Superview" {
            owner = Array(r.components.dropLast())
        } else if r.components.count == 1, r.rootIsSuperviewAlias,
                  let l = ctx.structure.local(named: r.components[0], at: a.receiverStart) {
            owner = ViewPaths.superviewOwner(l, ctx.tokens, ctx.structure)
        }
        guard let child = owner else { return false }
        return ValueFlow.sinks(of: a, ctx).contains { sink in
            switch sink {
            case .geometry(let w):
                guard child.count > 0 else { return true }  // the own superview: the view and its children
                guard let target = ViewPaths.view(ctx.facts.accesses[w].receiver) else { return false }
                return target == child
            case .newView, .drawing:
                return child.isEmpty
            default:
                return false
            }
        }
    }

    /// The read takes only a width, height or size, which is the same in the view's own space and
    /// its superview's (without a transform).
    public static let isLengthRead = Condition("a width, height or size") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.shape(a, ctx.tokens) == .length
    }

    // MARK: When the code runs

    /// In an initializer, `awakeFromNib`, or a helper the type calls only from them: no owner
    /// has placed the view and no transform has been set yet.
    public static let duringConstruction = Condition("while the view is constructed") { m, ctx in
        ctx.phase(at: m.anchor) == .construction
    }

    /// In a layout callback or a helper the type calls only from one.
    public static let duringLayout = Condition("during a layout pass") { m, ctx in
        ctx.phase(at: m.anchor) == .layout
    }

    /// Before the first layout pass: construction, `loadView`, `viewDidLoad`, or their helpers.
    public static let beforeLayout = Condition("before the first layout pass") { m, ctx in
        ctx.phase(at: m.anchor).isBeforeLayout
    }
}

extension Condition {
    // MARK: Repeats

    /// An earlier statement of the same function already writes the same member of the same view
    /// (`var f = frame; f.size.height = h; frame = f` is one decision): one finding per function.
    public static let writtenEarlierInFunction = Condition("written earlier in the function") { m, ctx in
        guard let a = m.access, a.isWrite else { return false }
        let s = ctx.structure
        let fn = s.function(at: a.nameToken)
        let index = ctx.facts.index
        let writes = index.writes(of: .frame, .center, sameViewAs: a, inFunction: fn)
        let before = writes[..<index.firstPosition(in: writes, after: a.nameToken - 1)]
        return before.lazy.map { ctx.facts.accesses[$0] }.contains { w in
            w.nameToken < a.nameToken && ViewPaths.same(w, a, s) && s.compiledTogether(w.nameToken, a.nameToken)
        }
    }
}

extension Condition {
    // MARK: Views that place themselves

    /// The type puts itself into the view tree: some method of it adds `self` (or an instance of
    /// the type it has just made) to a view or window, as HUDs, toasts, popups and overlays do.
    /// Such a view is its own owner: it sizes and places itself in the container it chose.
    public static let typeAddsItselfToAView = Condition("the type adds itself to a view") { m, ctx in
        guard let t = ctx.structure.type(at: m.anchor) else { return false }
        let ts = ctx.tokens, s = ctx.structure
        let typeName = s.types[t].name
        return ctx.facts.index.calls(inType: t).lazy.map { ctx.facts.calls[$0] }.contains { c in
            guard Lifecycle.treeBuilding.contains(c.name.split(separator: ":").first.map(String.init) ?? c.name),
                  var arg = c.arguments.first else { return false }
            if ts.isPunct(arg.lowerBound + 1, ":"), arg.lowerBound + 2 <= arg.upperBound { arg = (arg.lowerBound + 2)...arg.upperBound }
            if arg.count == 1, ts.word(arg.lowerBound) == .kSelf || ts.word(arg.lowerBound) == .kThis { return true }
            guard arg.count == 1, ts.kind(arg.lowerBound) == .identifier,
                  let local = s.local(named: ts.name(arg.lowerBound), at: arg.lowerBound) else { return false }
            return Self.declaresInstance(of: typeName, local.nameToken, ts)
        }
    }

    /// The local declared at `name` holds an instance of `typeName`: `MyHUD *hud`, `let hud =
    /// MyHUD(…)`, `var hud = new MyHUD(…)`, `[[self alloc] init…]`, `Self(…)`.
    static func declaresInstance(of typeName: String, _ name: Int, _ ts: TokenStream) -> Bool {
        var k = name - 1
        if ts.isOperator(k, "*") { k -= 1 }
        if ts.kind(k) == .identifier, ts.name(k) == typeName { return true }
        var e = name + 1
        if ts.isPunct(e, ":") { e += 2 }  // `let hud: MyHUD = …`
        if ts.kind(e - 1) == .identifier, ts.name(e - 1) == typeName { return true }
        guard ts.isOperator(e, "=") else { return false }
        let end = Statements.end(ts, from: e + 1)
        guard e + 1 <= end else { return false }
        for j in (e + 1)...min(end, e + 24) {
            if ts.kind(j) == .identifier, ts.name(j) == typeName || ts.spells(j, "Self") { return true }
            if ts.word(j) == .kSelf, ts.spells(j + 1, "alloc") { return true }
        }
        return false
    }
}
