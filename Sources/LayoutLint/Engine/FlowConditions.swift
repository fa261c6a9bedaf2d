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
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                return !ViewPaths.same(target, a, ctx.structure) && !Self.addedToOwnSuperview(target, ctx)
                    && !Self.fillsAndFollows(target, ctx) && !Self.becomesTheRootView(target, ctx)
            case .newView(let at):
                // A new window lives in screen space, not in the view's own.
                return !(Self.constructedTypeName(at: at, ctx.tokens)?.hasSuffix("Window") ?? false)
            case .drawing:
                return true
            default:
                return false
            }
        }
    }

    /// The function makes the target the controller's root view (`cfgView.frame = view.frame;
    /// self.view = cfgView`): it takes the old root view's place, in the same space.
    static func becomesTheRootView(_ target: MemberAccess, _ ctx: RuleContext) -> Bool {
        guard let path = ViewPaths.view(target.receiver), !path.isEmpty, let fn = ctx.structure.function(at: target.nameToken) else { return false }
        return becomesRootView(path, in: ctx.structure.functions[fn].bodyRange, ctx.tokens)
    }

    /// The write gives the view a rectangle at the origin (`CGRect(x: 0, y: 0, width: …, height: …)`)
    /// and the same function gives it a flexible width and height: it fills its container and
    /// follows it, and the size is only a seed.
    static func fillsAndFollows(_ target: MemberAccess, _ ctx: RuleContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        guard target.member == .frame, let v = target.value, let open = v.first(where: { ts.isPunct($0, "(") }),
              let close = ts.partner(of: open), close <= v.upperBound else { return false }
        let args = CallArguments.split(ts, open: open, close: close)
        let zeroOrigin: Bool
        if args.count == 4 {
            zeroOrigin = args.prefix(2).allSatisfy { a in ts.kind(a.upperBound) == .number && Double(ts.text(a.upperBound).filter { "0123456789.".contains($0) }) == 0 }
        } else if args.count == 2, let first = args.first {
            zeroOrigin = first.contains { ts.kind($0) == .identifier && ["zero", "Empty", "CGPointZero"].contains(ts.name($0)) }
        } else {
            zeroOrigin = false
        }
        guard zeroOrigin else { return false }
        let fn = s.function(at: target.nameToken)
        return ctx.facts.index.writes(of: .autoresizingMask, sameViewAs: target, inFunction: fn).lazy.map { ctx.facts.accesses[$0] }.contains { w in
            guard let value = w.value, ViewPaths.same(w, target, s) else { return false }
            let names = value.filter { ts.kind($0) == .identifier }.map { ts.name($0).lowercased() }
            let width = names.contains { $0.contains("flexiblewidth") || $0.contains("flexibledimensions") || $0 == "all" }
            let height = names.contains { $0.contains("flexibleheight") || $0.contains("flexibledimensions") || $0 == "all" }
            return width && height
        }
    }

    /// The class a new view made around token `i` is an instance of: `UIWindow(frame: …)`,
    /// `new UIWindow(rect)`, `[[UIWindow alloc] initWithFrame:…]`.
    static func constructedTypeName(at i: Int, _ ts: TokenStream) -> String? {
        var open = ts.enclosingOpen(i)
        var steps = 0
        while let o = open, steps < 4 {
            steps += 1
            if ts.isPunct(o, "("), ts.kind(o - 1) == .identifier { return ts.name(o - 1) }
            if ts.isPunct(o, "["), ts.isPunct(o + 1, "["), ts.kind(o + 2) == .identifier { return ts.name(o + 2) }  // [[X alloc] init…]
            open = ts.enclosingOpen(o)
        }
        return nil
    }

    /// The function adds the target's view to the own view's superview (`[superview addSubview:
    /// self.sibling]` after `superview = self.superview`): a sibling, in the same space as the
    /// own frame, not a child.
    static func addedToOwnSuperview(_ target: MemberAccess, _ ctx: RuleContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        guard let view = ViewPaths.view(target.receiver), !view.isEmpty, let fn = s.function(at: target.nameToken) else { return false }
        let body = s.functions[fn].bodyRange
        // C# `Superview.Add(blur)` / `Superview.AddSubview(blur)`.
        var k = body.lowerBound
        while k < body.upperBound {
            if ts.word(k) == .Superview || ts.word(k) == .superview, !ts.isPunct(k - 1, "."), ts.isPunct(k + 1, ".") || ts.isOperator(k + 1, "?"),
               let call = (k + 2...k + 3).first(where: { ["Add", "AddSubview", "addSubview"].contains(ts.kind($0) == .identifier ? ts.name($0) : "") }),
               ts.isPunct(call + 1, "("), let close = ts.partner(of: call + 1), close > call + 2,
               ViewPaths.expression(ts, (call + 2)...(close - 1)).map(ViewPaths.ivarAsProperty) == view { return true }
            k += 1
        }
        return ctx.facts.index.calls(inType: s.type(at: target.nameToken)).lazy.map { ctx.facts.calls[$0] }.contains { c in
            guard body.contains(c.nameToken), Lifecycle.treeBuilding.contains(c.methodName),
                  let argument = c.arguments.first, !c.receiver.isOpaque,
                  let arg = CallArguments.value(ts, argument) else { return false }
            guard ViewPaths.expression(ts, arg) == view else { return false }
            let r = c.receiver.components
            if r == ["superview"] || r == ["Superview"] { return true }
            if r.count == 1, c.receiver.rootIsSuperviewAlias, let l = s.local(named: r[0], at: c.receiverStart) {
                return ViewPaths.superviewOwner(l, ts, s) == []
            }
            return false
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
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .geometry(let w):
                // Written back to the superview itself (`r.origin = superview.frame.origin;
                // superview.frame = r`): the same space.
                if ViewPaths.same(ctx.facts.accesses[w], a, ctx.structure) { return false }
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
            guard Lifecycle.treeBuilding.contains(c.methodName),
                  let argument = c.arguments.first, let arg = CallArguments.value(ts, argument) else { return false }
            if arg.count == 1, ts.word(arg.lowerBound) == .kSelf || ts.word(arg.lowerBound) == .kThis { return true }
            guard arg.count == 1, ts.kind(arg.lowerBound) == .identifier,
                  let local = s.local(named: ts.name(arg.lowerBound), at: arg.lowerBound) else { return false }
            return Self.declaresInstance(of: typeName, local.nameToken, ts)
        }
    }

    /// The user drags the view: a method of the type that handles a pan gesture or moving touches
    /// writes a center, frame or transform (a picture-in-picture window, a swipe-to-reveal cell, a
    /// draggable badge). Where it sits is the view's own state, kept by the view, not a layout its
    /// owner computes.
    public static let typeIsDraggedByTheUser = Condition("the user drags the view") { m, ctx in
        guard let t = ctx.structure.type(at: m.anchor) else { return false }
        let s = ctx.structure
        let handlers = ctx.facts.derived.members(of: t, s).map { s.functions[$0] }.filter { f in
            f.parameterTypes.contains { $0.hasSuffix("PanGestureRecognizer") } || ["touchesMoved", "TouchesMoved"].contains(f.name)
        }
        // The writes inside each handler's body, found by position.
        return handlers.contains { f in
            ctx.facts.index.accesses(namedIn: f.bodyRange).contains { k in
                let a = ctx.facts.accesses[k]
                return a.isWrite && (a.member == .center || a.member == .frame || a.member == .transform)
            }
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

extension Condition {
    // MARK: Before the first layout pass

    /// A controller's `loadView` / `viewDidLoad` (or a helper called only from them), or a view's
    /// `awakeFromNib`: the views exist with the sizes the nib or initializer gave them, and no
    /// layout pass has run.
    public static let beforeFirstLayoutPass = Condition("before the first layout pass") { m, ctx in
        if ctx.phase(at: m.anchor) == .setup { return true }
        guard let f = ctx.function(at: m.anchor) else { return false }
        return f.name == "awakeFromNib" || f.name == "AwakeFromNib"
    }

    /// The value read reaches something that is laid out by it: another view's frame, center or
    /// bounds, a new view's frame, or a size (`itemSize`, a constraint's constant).
    public static let reachesLaidOutGeometry = Condition("reaches another view's geometry or a size") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .geometry(let w): return !ViewPaths.same(ctx.facts.accesses[w], a, ctx.structure)
            case .newView, .sizing: return true
            default: return false
            }
        }
    }

    /// The view read is a local made in the same function at its container's origin (its frame is
    /// some view's `bounds`, a window's or the screen's rectangle, or a literal rectangle at 0, 0),
    /// and nothing has moved it since: its center is the middle of its own bounds.
    public static let readViewMadeAtTheOrigin = Condition("the view read was made at the origin") { m, ctx in
        guard let a = m.access, a.receiver.rootIsLocal, a.receiver.components.count == 1,
              let l = ctx.structure.local(named: a.receiver.components[0], at: a.receiverStart),
              let fn = ctx.structure.function(at: a.nameToken), ctx.structure.functions[fn].bodyRange.contains(l.nameToken),
              let value = LinearForm.initializer(of: l.nameToken, ctx.tokens) else { return false }
        let ts = ctx.tokens
        // The frame argument of the construction.
        guard let open = value.first(where: { ts.isPunct($0, "(") }), let close = ts.partner(of: open), close <= value.upperBound,
              let argument = CallArguments.split(ts, open: open, close: close).first,
              let arg = CallArguments.value(ts, argument) else { return false }
        let names = arg.filter { ts.kind($0) == .identifier }.map { ts.name($0) }
        let atOrigin: Bool
        if let last = names.last, ["bounds", "Bounds"].contains(last) {
            atOrigin = true
        } else if names.contains(where: { $0.lowercased().contains("window") || $0.lowercased().contains("screen") }) {
            atOrigin = names.last == "frame" || names.last == "Frame" || names.last == "bounds" || names.last == "Bounds"
        } else if names.contains(where: { ["zero", "Empty", "CGRectZero"].contains($0) }) && names.count <= 2 {
            atOrigin = true
        } else if let r = arg.first(where: { ts.isPunct($0, "(") }), let rc = ts.partner(of: r) {
            let coords = CallArguments.split(ts, open: r, close: rc).prefix(2)
            atOrigin = coords.count == 2 && coords.allSatisfy { c in
                let last = c.upperBound
                return ts.kind(last) == .number && (ts.text(last) == "0" || ts.text(last).hasPrefix("0.0") || ts.text(last) == "0f")
            }
        } else {
            atOrigin = false
        }
        guard atOrigin else { return false }
        // Not moved between its making and the read.
        let writes = ctx.facts.index.writes(of: .frame, .center, .bounds, sameViewAs: a, inFunction: fn)
        return !writes.lazy.map { ctx.facts.accesses[$0] }.contains { $0.nameToken > l.nameToken && $0.nameToken < a.receiverStart }
    }

    /// The view read was made, or given its frame, bounds or center, earlier in the same function:
    /// its geometry is a value this code chose, not one layout will change (`show.frame =
    /// hide.frame`; `view.bounds` in a `loadView` that made the view).
    public static let readViewPlacedEarlierInFunction = Condition("the view read was placed earlier in the function") { m, ctx in
        guard let a = m.access, !a.receiver.isImplicit, let view = ViewPaths.view(a.receiver), !view.isEmpty else { return false }
        if Transforms.isMadeEarlierInFunction(a, ctx.fileContext) { return true }  // `let calendar = FSCalendar(frame: …)`
        let s = ctx.structure, index = ctx.facts.index
        if Self.holdsLocalPlacedEarlier(a, view, ctx) { return true }
        let writes = index.writes(of: .frame, .bounds, .center, sameViewAs: a, inFunction: s.function(at: a.nameToken))
        return writes[..<index.firstPosition(in: writes, after: a.receiverStart)].lazy.map { ctx.facts.accesses[$0] }.contains {
            $0.nameToken < a.receiverStart && ViewPaths.same($0, a, s)
        }
    }

    /// The view read is an outlet that its nib pins at a fixed size to its container's top-left
    /// corner, without constraints: layout never changes its frame, so reading it early is safe
    /// (and a width or height read is safe whenever the nib fixes the size).
    public static let readViewKeepsItsNibFrame = Condition("the view read keeps its nib frame") { m, ctx in
        guard let a = m.access, !a.receiver.rootIsLocal, let view = ViewPaths.view(a.receiver), view.count == 1,
              let t = ctx.structure.type(at: a.nameToken) else { return false }
        let cls = ctx.structure.types[t].name
        if ctx.nibs.keepsNibFrame(outlet: view[0], of: cls) { return true }
        // Its width or height alone (or its bounds, whose origin is zero), when the nib fixes its size.
        let sizeOnly = ValueFlow.shape(a, ctx.tokens) == .length || a.member == .bounds
        return sizeOnly && ctx.nibs.keepsNibSize(outlet: view[0], of: cls)
    }

    /// The path read was last assigned a local of the same function (`self.prevButton = button`)
    /// that had been made or given its frame before that assignment.
    static func holdsLocalPlacedEarlier(_ a: MemberAccess, _ view: [String], _ ctx: RuleContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        guard let fn = s.function(at: a.nameToken) else { return false }
        let body = s.functions[fn].bodyRange
        // The last `path = local` before the read.
        var assignment: (token: Int, local: String)?
        var k = body.lowerBound + 1
        while k < a.receiverStart {
            if ts.isOperator(k, "="), ts.isAssignment(k), ts.kind(k + 1) == .identifier, Statements.end(ts, from: k + 1) == k + 1,
               let start = ViewPaths.pathStart(ts, endingAt: k - 1), ViewPaths.expression(ts, start...(k - 1)) == view,
               let l = s.local(named: ts.name(k + 1), at: k + 1), body.contains(l.nameToken) {
                assignment = (k, ts.name(k + 1))
            }
            k += 1
        }
        guard let (at, local) = assignment else { return false }
        // The local's frame, bounds or center written before that assignment (a construction with a
        // frame argument is a write the value flow sees as a new view; a plain write is a fact).
        for member: GeometryMember in [.frame, .bounds, .center] {
            for w in ctx.facts.index.writes(of: member, path: [local], inType: s.type(at: at)) {
                let write = ctx.facts.accesses[w]
                if write.nameToken < at, s.function(at: write.nameToken) == fn { return true }
            }
        }
        return false
    }

    /// Every view the value reaches is laid out again later: the type sets its frame in a layout
    /// callback, gives it a flexible autoresizing mask or hands it to Auto Layout, or it is a
    /// table's header or footer view (whose width the table sets).
    public static let reachedViewsAreLaidOutAgain = Condition("the views it reaches are laid out again") { m, ctx in
        reachedViewsAreLaidOutAgain(m, ctx, byLayoutCallbacks: true)
    }

    /// The value only seeds views being made that then follow their container by themselves: a
    /// flexible autoresizing mask, Auto Layout, or a container that sizes them (a table header, a
    /// background or title view). The size it gives them is not what lays them out.
    public static let onlySeedsNewViewsThatFollowTheirContainer = Condition("only seeds new views that follow their container") { m, ctx in
        reachedViewsAreLaidOutAgain(m, ctx, byLayoutCallbacks: false, newViewsOnly: true)
    }

    static func reachedViewsAreLaidOutAgain(_ m: Match, _ ctx: RuleContext, byLayoutCallbacks: Bool, newViewsOnly: Bool = false) -> Bool {
        guard let a = m.access else { return false }
        let axis = Self.originAxis(of: a, ctx.tokens)
        let sinks = ValueFlow.sinks(of: a, ctx.fileContext)
        var any = false
        for sink in sinks {
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                if ViewPaths.same(target, a, ctx.structure) { continue }
                guard !newViewsOnly, Self.isLaidOutAgain(target, ctx, byLayoutCallbacks: byLayoutCallbacks, marginAxis: axis) else { return false }
                any = true
            case .newView(let at):
                if Self.statementAssignsTableHeaderOrFooter(at, ctx) || Self.initializerSetsFlexibleMask(around: at, ctx, marginAxis: axis) {
                    any = true
                    continue
                }
                guard let holder = Self.holderOfNewView(around: at, ctx),
                      Self.isLaidOutAgain(path: holder.path, local: holder.local, at: holder.token, ctx,
                                          byLayoutCallbacks: byLayoutCallbacks, marginAxis: axis) else { return false }
                any = true
            case .sizing:
                return false
            default:
                continue
            }
        }
        return any
    }

    static func isLaidOutAgain(_ target: MemberAccess, _ ctx: RuleContext, byLayoutCallbacks: Bool = true,
                               marginAxis: Character? = nil) -> Bool {
        guard let path = ViewPaths.view(target.receiver) else { return false }
        return isLaidOutAgain(path: path, local: target.receiver.rootIsLocal, at: target.nameToken, ctx,
                              movesOnly: movesOnly(target, ctx), byLayoutCallbacks: byLayoutCallbacks, marginAxis: marginAxis)
    }

    /// Which origin coordinate the read feeds when it sits in the `x` or `y` argument of a
    /// rectangle being built (`CGRect(x: (w - 100) / 2, …)`, `CGRectMake(…)`, `new CGRect(…)`).
    static func originAxis(of a: MemberAccess, _ ts: TokenStream) -> Character? {
        var open = ts.enclosingOpen(a.nameToken)
        var steps = 0
        while let o = open, steps < 8 {
            steps += 1
            if ts.isPunct(o, "("), ts.word(o - 1) == .CGRect || ts.word(o - 1) == .CGRectMake || ts.word(o - 1) == .RectangleF,
               let close = ts.partner(of: o) {
                let args = CallArguments.split(ts, open: o, close: close)
                guard args.count == 4, let index = args.firstIndex(where: { $0.contains(a.nameToken) }) else { return nil }
                return index == 0 ? "x" : index == 1 ? "y" : nil
            }
            open = ts.enclosingOpen(o)
        }
        return nil
    }

    /// A mask option that keeps a view placed on `axis` as its container resizes: a flexible left
    /// or right margin for `x`, top or bottom for `y` (C# `FlexibleMargins` for both).
    static func isFlexibleMargin(_ name: String, axis: Character) -> Bool {
        let n = name.lowercased()
        if n.contains("flexiblemargins") { return true }
        return axis == "x" ? (n.contains("leftmargin") || n.contains("rightmargin")) : (n.contains("topmargin") || n.contains("bottommargin"))
    }

    /// The write only moves its view: its value is a local copied from the same view's frame
    /// whose size the function leaves alone or sets to constants (`var f = v.Frame; f.X = …;
    /// v.Frame = f`).
    static func movesOnly(_ w: MemberAccess, _ ctx: RuleContext) -> Bool {
        let ts = ctx.tokens, s = ctx.structure
        guard w.member == .frame, w.isWholeWrite, let v = w.value, v.count == 1, ts.kind(v.lowerBound) == .identifier,
              let l = s.local(named: ts.name(v.lowerBound), at: v.lowerBound), let fn = s.function(at: w.nameToken),
              let start = Optional(l.nameToken + 1), ts.isOperator(start, "="),
              let view = ViewPaths.view(w.receiver) else { return false }
        let end = Statements.end(ts, from: start + 1)
        guard end >= start + 1, ViewPaths.expression(ts, (start + 1)...max(start + 1, end - 2)) == view,
              ts.word(end) == .frame || ts.word(end) == .Frame else { return false }
        let name = ts.name(l.nameToken)
        let sizeWords: Set<String> = ["size", "Size", "width", "Width", "height", "Height"]
        for k in Range.upTo(end, w.nameToken) where k > s.functions[fn].bodyOpen {
            if ts.kind(k) == .identifier, ts.name(k) == name, ts.isPunct(k + 1, "."), sizeWords.contains(ts.name(k + 2)),
               ts.isAssignment(k + 3) {
                // A constant size (`f.Width = 400f`) is not one the value read gave it.
                let valueStart = k + 4
                let valueEnd = Statements.end(ts, from: valueStart)
                let constant = ts.isOperator(k + 3, "=") && valueEnd >= valueStart
                    && (valueStart...valueEnd).allSatisfy { ts.kind($0) == .number || ts.kind($0) == .operator }
                if !constant { return false }
            }
            if ts.kind(k) == .identifier, ts.name(k) == name, ts.isOperator(k + 1, "="), ts.isAssignment(k + 1) { return false }
        }
        return true
    }

    /// A table's header and footer and a background view: whatever frame a view is given there,
    /// its container sizes it.
    static let tableAndBackgroundSlots: Set<String> = [
        "tableHeaderView", "tableFooterView", "TableHeaderView", "TableFooterView", "backgroundView", "BackgroundView",
    ]

    /// The view at `path` (a local of the function around `i` when `local`) is laid out again:
    /// its frame, center or bounds is written in a layout callback of the type, it gets a flexible
    /// autoresizing mask, it is handed to Auto Layout, or it is a table's header or footer view.
    static func isLaidOutAgain(path: [String], local: Bool, at i: Int, _ ctx: RuleContext, movesOnly: Bool = false,
                               byLayoutCallbacks: Bool = true, marginAxis: Character? = nil) -> Bool {
        let s = ctx.structure, ts = ctx.tokens, index = ctx.facts.index
        if let last = path.last, Self.tableAndBackgroundSlots.contains(last) { return true }
        if ViewPaths.isControllerRootView(path, ts, s, at: i) { return true }
        // An outlet whose nib gives it a flexible mask or constraints follows its container.
        // An outlet whose nib lets its size follow its container (or its position, when the code
        // only moves it) is laid out again, unless the type sets its autoresizing mask itself.
        if !local, path.count == 1, let t = s.type(at: i), ctx.nibs.follows(outlet: path[0], of: s.types[t].name, positionOnly: movesOnly),
           index.writes(of: .autoresizingMask, path: path, inType: t).isEmpty { return true }
        let type = s.type(at: i)
        let fn = s.function(at: i)
        if let fn, Self.becomesAViewItsContainerSizes(path, in: s.functions[fn].bodyRange, after: s.functions[fn].bodyOpen, ts) { return true }
        if let fn, AutoLayoutSeeds.handedToLayoutHelper(path, after: i, in: s.functions[fn].bodyRange, ts) { return true }
        if let fn, Self.becomesRootView(path, in: s.functions[fn].bodyRange, ts) { return true }
        if local, path.count == 1, let fn {
            // The local is kept in a property later in the function (`self.previewLayer = layer`):
            // that property is what the type lays out again; `self.view = v` makes it the root view,
            // which its parent sizes.
            for kept in Self.pathsAssigned(from: path[0], in: s.functions[fn].bodyRange, ts) {
                if kept == ["view"] || kept == ["View"] { return true }
                if isLaidOutAgain(path: kept, local: false, at: i, ctx) { return true }
            }
        }
        func relevant(_ w: MemberAccess) -> Bool { !local || s.function(at: w.nameToken) == fn }
        for member: GeometryMember in [.frame, .center, .bounds] {
            for k in index.writes(of: member, path: path, inType: type) {
                let w = ctx.facts.accesses[k]
                guard byLayoutCallbacks, relevant(w), let f = s.function(at: w.nameToken) else { continue }
                if ctx.facts.derived.phase(of: f, ts, s) == .layout { return true }
                // A hook the superclass declares (`override func layoutUI()`) runs when the
                // superclass calls it, after setup as far as this type can tell. In Objective-C an
                // override has no keyword: the engine drops the finding if a linted superclass
                // declares the method.
                let decl = s.functions[f]
                guard decl.kind == .method, Phase.declared(decl) == .other else { continue }
                if decl.isOverride, !UIKitCatalog.controllerOnlyMethods.contains(decl.name) { return true }
                ctx.assumeNotInherited(derivationOf: f, itself: true)
            }
        }
        for k in index.writes(of: .autoresizingMask, path: path, inType: type) {
            let w = ctx.facts.accesses[k]
            guard relevant(w), let v = w.value else { continue }
            if v.contains(where: { ts.kind($0) == .identifier && Self.isFlexibleSize(ts.name($0)) }) { return true }
            // The read places the view on an axis whose margins the mask keeps flexible.
            if let axis = marginAxis, v.contains(where: { ts.kind($0) == .identifier && Self.isFlexibleMargin(ts.name($0), axis: axis) }) {
                return true
            }
            // A mask copied from another view (`node.autoresizingMask = view.autoresizingMask`).
            if v.contains(where: { ts.kind($0) == .identifier && ts.name($0).lowercased().hasSuffix("autoresizingmask") }) { return true }
        }
        return index.writes(of: .translatesAutoresizingMaskIntoConstraints, path: path, inType: type).contains {
            let w = ctx.facts.accesses[$0]
            return relevant(w) && w.value.map { ts.spells($0.lowerBound, "false") || ts.spells($0.lowerBound, "NO") } == true
        }
    }

    /// In `body`, the view at `path` (or its `view`, for a node or controller) becomes the
    /// controller's root view (`self.view = _node.view`), which the controller's parent sizes.
    static func becomesRootView(_ path: [String], in body: ClosedRange<Int>, _ ts: TokenStream) -> Bool {
        guard !path.isEmpty else { return false }
        var k = body.lowerBound + 1
        while k < body.upperBound {
            if ts.word(k) == .view || ts.word(k) == .View, ts.isOperator(k + 1, "="), ts.isAssignment(k + 1),
               ts.word(k - 2) == .kSelf || ts.word(k - 2) == .kThis || !ts.isPunct(k - 1, ".") {
                let end = Statements.end(ts, from: k + 2)
                if end >= k + 2, let value = ViewPaths.expression(ts, (k + 2)...end),
                   value == path || value == path + ["view"] || value == path + ["View"] { return true }
            }
            k += 1
        }
        return false
    }

    /// The paths that `name` is assigned to in `body` (`self.previewLayer = name`, `self.view = name`).
    static func pathsAssigned(from name: String, in body: ClosedRange<Int>, _ ts: TokenStream) -> [[String]] {
        var out: [[String]] = []
        var k = body.lowerBound + 2
        while k < body.upperBound {
            if ts.kind(k) == .identifier, ts.name(k) == name, ts.isOperator(k - 1, "="), ts.isAssignment(k - 1),
               Statements.end(ts, from: k) == k, let start = ViewPaths.pathStart(ts, endingAt: k - 2) {
                let explicit = ts.word(start) == .kSelf || ts.word(start) == .kThis  // `self.previewLayer = previewLayer`
                if let p = ViewPaths.expression(ts, start...(k - 2)), !p.isEmpty, p != [name] || explicit { out.append(p) }
            }
            k += 1
        }
        return out
    }

    /// In `body`, the view at `path` becomes a view its container sizes: a table's header or
    /// footer (the table sets its width), a background view, a navigation item's title view
    /// (`tableView.tableHeaderView = container`, `[table setTableFooterView:container]`).
    static func becomesAViewItsContainerSizes(_ path: [String], in body: ClosedRange<Int>, after i: Int, _ ts: TokenStream) -> Bool {
        guard path.count == 1 else { return false }  // a local or a property of the type
        let names: Set<String> = ["tableHeaderView", "tableFooterView", "TableHeaderView", "TableFooterView",
                                  "backgroundView", "BackgroundView", "selectedBackgroundView", "SelectedBackgroundView",
                                  "titleView", "TitleView"]
        var k = i + 1
        while k < body.upperBound {
            if ts.kind(k) == .identifier {
                let n = ts.name(k)
                if names.contains(n), ts.isAssignment(k + 1), ts.spells(k + 1, "="), ts.kind(k + 2) == .identifier,
                   ts.name(k + 2) == path[0], Statements.end(ts, from: k + 2) == k + 2 { return true }
                if (n == "setTableHeaderView" || n == "setTableFooterView"), ts.isPunct(k + 1, ":"),
                   ts.kind(k + 2) == .identifier, ts.name(k + 2) == path[0], ts.isPunct(k + 3, "]") { return true }
            }
            k += 1
        }
        return false
    }

    /// An autoresizing option that makes a view follow its container's size.
    static func isFlexibleSize(_ name: String) -> Bool {
        let n = name.lowercased()
        return n.contains("flexiblewidth") || n.contains("flexibleheight") || n.contains("flexibledimensions")
            || n.contains("widthsizable") || n.contains("heightsizable") || n == "all"
    }

    /// The view a new view made around token `i` is kept in: the path assigned by the statement
    /// (`self.tableView = UITableView(frame: …)`, `let webView = …`), and whether it is a local.
    static func holderOfNewView(around i: Int, _ ctx: RuleContext) -> (path: [String], local: Bool, token: Int)? {
        let ts = ctx.tokens
        let statement = Statements.around(ts, i)
        var k = statement.lowerBound
        while k < i {
            if ts.isAssignment(k), ts.spells(k, "=") {
                guard let start = ViewPaths.pathStart(ts, endingAt: k - 1),
                      let path = ViewPaths.expression(ts, start...(k - 1)) else { return nil }
                let isDeclaration = ctx.structure.role(k - 1) == .declaredName
                let local = isDeclaration || (path.count == 1 && ctx.structure.local(named: path[0], at: start) != nil && ts.word(start) != .kSelf)
                return (local ? path : ViewPaths.ivarAsProperty(path), local, k - 1)
            }
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "["), p < i { k = p + 1; continue }
            k += 1
        }
        return nil
    }

    /// A C# object initializer after the construction around `i` sets a flexible mask:
    /// `new UIView(View.Frame) { AutoresizingMask = UIViewAutoresizing.FlexibleDimensions }`.
    static func initializerSetsFlexibleMask(around i: Int, _ ctx: RuleContext, marginAxis: Character? = nil) -> Bool {
        let ts = ctx.tokens
        let statement = Statements.around(ts, i)
        for k in statement where ts.isPunct(k, "{") {
            guard let close = ts.partner(of: k), close > k else { continue }
            var sawMask = false
            for j in k...close {
                if ts.word(j) == .AutoresizingMask || ts.word(j) == .autoresizingMask { sawMask = true }
                if sawMask, ts.kind(j) == .identifier, isFlexibleSize(ts.name(j)) { return true }
                if sawMask, let axis = marginAxis, ts.kind(j) == .identifier, isFlexibleMargin(ts.name(j), axis: axis) { return true }
            }
        }
        return false
    }

    /// The statement around token `i` assigns a table's header or footer view.
    static func statementAssignsTableHeaderOrFooter(_ i: Int, _ ctx: RuleContext) -> Bool {
        let ts = ctx.tokens
        return Statements.around(ts, i).contains { k in
            ts.kind(k) == .identifier && ["tableHeaderView", "tableFooterView", "TableHeaderView", "TableFooterView",
                                           "setTableHeaderView", "setTableFooterView"].contains(ts.name(k))
        }
    }
}

extension Condition {
    // MARK: Pixel alignment

    /// The view whose frame the rectangle becomes has its frame rounded later in the same function
    /// (`v.frame = v.frame.integral`, `v.frame = CGRectIntegral(v.frame)`).
    public static let frameRoundedLaterInFunction = Condition("the frame is rounded later in the function") { m, ctx in
        guard let o = m.origin else { return false }
        let ts = ctx.tokens, s = ctx.structure, index = ctx.facts.index
        var target: MemberAccess?
        if let w = index.geometryWrite(feeding: o.anchor) {
            target = ctx.facts.accesses[w]
        } else if ts.word(o.anchor - 2) == .frame || ts.word(o.anchor - 2) == .Frame {
            target = index.accesses(namedIn: (o.anchor - 2)...(o.anchor - 2)).first.map { ctx.facts.accesses[$0] }
        }
        guard let t = target, t.member == .frame else { return false }
        let writes = index.writes(of: .frame, sameViewAs: t, inFunction: s.function(at: t.nameToken))
        // A later write that rounds the frame itself (`v.frame = v.frame.integral`,
        // `CGRectIntegral(v.frame)`), on a path that can follow this one (not the other arm of an if).
        return writes[index.firstPosition(in: writes, after: o.constructionEnd)...].lazy.map { ctx.facts.accesses[$0] }.contains { w in
            guard ViewPaths.same(w, t, s), let v = w.value, !Branches.exclusive(ts, o.anchor, w.nameToken) else { return false }
            let readsItsFrame = index.accesses(namedIn: v).contains { r in
                let a = ctx.facts.accesses[r]
                return a.member == .frame && !a.isWrite && ViewPaths.same(a, t, s)
            }
            return readsItsFrame && v.contains { ts.kind($0) == .identifier && PixelAlignment.isRoundingName(ts.name($0)) }
        }
    }
}

extension Condition {
    // MARK: Anchor points

    /// The view or layer is made in the same function before its anchor point is set: nothing
    /// has positioned it yet, so nothing can jump (`let ring = CAShapeLayer()`; `ring.anchorPoint = .zero`).
    public static let madeEarlierInFunction = Condition("made earlier in the function") { m, ctx in
        guard let a = m.access else { return false }
        return Transforms.isMadeEarlierInFunction(a, ctx.fileContext)  // `ring.layer.anchorPoint`: the view is the one made
    }

    /// The receiver is the own view or its layer (`layer.anchorPoint` in a view).
    public static let receiverIsOwnViewOrItsLayer = Condition("the own view or its layer") { m, ctx in
        guard let r = m.access?.receiver, !r.isOpaque, ctx.role == .view || ctx.role == .window else { return false }
        return r.components.isEmpty || r.components == ["layer"] || r.components == ["Layer"]
    }

    /// A later call in the same function reaches a method of the type that sets the same view's
    /// position, center, frame or bounds (`[self updateRingPosition]`): it is put back there.
    public static let repositionedThroughOwnMethod = Condition("repositioned by a method of the type") { m, ctx in
        guard let a = m.access, let fn = ctx.structure.function(at: a.nameToken) else { return false }
        let s = ctx.structure, ts = ctx.tokens
        let end = s.functions[fn].bodyClose
        guard a.end + 1 <= end else { return false }
        let calls = ctx.facts.derived.methodCalls(ts, s)
        if calls.callees(in: (a.end + 1)...end).contains(where: { callee in
            !ctx.facts.index.writes(of: .position, .center, .frame, .bounds, sameViewAs: a, inFunction: callee).isEmpty
        }) { return true }
        // A method sent to the same layer or view next that says it places it
        // (`layer.updateLayerFrame(…)`, `[shape setFramePosition:…]`, `ring.layoutIfNeeded()`).
        guard let view = ViewPaths.view(a.receiver) else { return false }
        // A method of the type handed the view or its layer, that positions its parameters
        // (`[self foldLayers:left.layer rightSide:right.layer]` setting `rightSide.position`).
        if Self.passedToOwnPositioningMethod(view, after: a.end, before: end, ctx) { return true }
        var k = a.end + 1
        while k < end {
            if ts.kind(k) == .identifier, ts.isPunct(k - 1, ".") || ts.language == .objc {
                let n = ts.name(k).lowercased()
                if n.contains("frame") || n.contains("position") || n.contains("layout") {
                    if ts.isPunct(k - 1, "."), let start = ViewPaths.pathStart(ts, endingAt: k - 2),
                       ViewPaths.expression(ts, start...(k - 2)) == view { return true }
                    if ts.language == .objc, let open = ts.enclosingOpen(k), ts.isPunct(open, "["),
                       let send = ObjCMessages.parse(ts, open), send.parts.first?.name == k,
                       let r = Optional(ObjCMessages.receiver(ts, s, send.receiver)), ViewPaths.view(r) == view { return true }
                }
            }
            k += 1
        }
        return false
    }

    /// Between `start` and `end`, the view at `path` (or its layer) is an argument of a call to a
    /// method of the same type that writes the position, center or frame of one of its parameters.
    static func passedToOwnPositioningMethod(_ path: [String], after start: Int, before end: Int, _ ctx: RuleContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        guard let t = s.type(at: start), start < end else { return false }
        let names = ctx.facts.derived.positioningMethods(inType: t, ctx.facts, s)
        guard !names.isEmpty else { return false }
        var k = start + 1
        while k < end {
            if ts.kind(k) == .identifier, names.contains(ts.name(k)), ts.isPunct(k + 1, "(") || ts.isPunct(k + 1, ":") {
                // The arguments up to the end of the call.
                let close = ts.isPunct(k + 1, "(") ? (ts.partner(of: k + 1) ?? k) : (ts.enclosingOpen(k).flatMap { ts.partner(of: $0) } ?? k)
                var j = k + 2
                while j < close {
                    if ts.kind(j) == .identifier, let st = ViewPaths.pathStart(ts, endingAt: j), st >= k + 2,
                       let p = ViewPaths.expression(ts, st...j), p == path || p == path + ["layer"] || p == path + ["Layer"] { return true }
                    j += 1
                }
            }
            k += 1
        }
        return false
    }

    /// The type's layout callback places the same layer or view again (its frame, position,
    /// center or bounds), so whatever the anchor point moved is put right on every layout pass.
    public static let placedAgainInLayout = Condition("placed again in a layout callback") { m, ctx in
        guard let a = m.access, let path = ViewPaths.view(a.receiver), !a.receiver.rootIsLocal else { return false }
        let s = ctx.structure, ts = ctx.tokens
        let type = s.type(at: a.nameToken)
        for member: GeometryMember in [.frame, .position, .center, .bounds] {
            for k in ctx.facts.derived.writesInLayout(of: member, path: path, inType: type, ctx.facts, ts, s) {
                let w = ctx.facts.accesses[k]
                if s.function(at: w.nameToken) != s.function(at: a.nameToken), s.compiledWhenever(a.nameToken, alsoCompiles: w.nameToken) {
                    return true
                }
            }
        }
        return false
    }
}
