/// The conditions of the rules that need more than one expression: what else the function or
/// the type does with the same view, and where in the lifecycle the code runs.
extension Condition {
    // MARK: Combinators and access kinds

    public static func all(_ cs: Condition...) -> Condition {
        Condition(cs.map(\.summary).joined(separator: " and ")) { m, ctx in cs.allSatisfy { $0.test(m, ctx) } }
    }

    /// The access assigns the member.
    public static let isWrite = Condition("a write") { m, _ in m.access?.isWrite == true }

    // MARK: Lifecycle

    /// In `loadView`, `viewDidLoad` or `awakeFromNib`: before the first layout pass.
    public static let inSetupMethod = Condition("in a setup method") { m, ctx in
        ctx.function(at: m.anchor).map { Lifecycle.setupMethods.contains($0.name) } ?? false
    }

    /// In `layoutSubviews`, `viewWillLayoutSubviews` or `viewDidLayoutSubviews`.
    public static let inLayoutMethod = Condition("in a layout method", words: Array(Lifecycle.layoutMethods)) { m, ctx in
        ctx.function(at: m.anchor).map { Lifecycle.layoutMethods.contains($0.name) } ?? false
    }

    // MARK: Conversions

    /// A direct argument of any coordinate conversion.
    public static let insideConversion = Condition("inside a coordinate conversion") { m, ctx in
        CoordinateConversion.enclosing(m.first, ctx.tokens, ctx.structure) != nil
    }

    /// `v.convert(v.frame, to: w)`: a view's frame converted as if it were in the view's own space.
    public static let convertedFromItsOwnSpace = Condition("converted from the view's own space") { m, ctx in
        guard let a = m.access, let path = ViewPaths.view(a.receiver),
              let (call, k) = CoordinateConversion.enclosing(a.receiverStart, ctx.tokens, ctx.structure), k == 0,
              call.arguments[0].contains(a.end) else { return false }
        // The same view: the same path, both locals (parameters) or both properties.
        return ViewPaths.view(call.receiver) == path && call.receiver.rootIsLocal == a.receiver.rootIsLocal
    }

    // MARK: The same expression, the same function, the same type

    /// The frame read sits in one expression with a `bounds` read of the same view.
    public static let combinedWithBoundsOfSameView = Condition("combined with the same view's bounds") { m, ctx in
        guard let a = m.access, !a.receiver.isImplicit, let view = ViewPaths.view(a.receiver),
              ctx.facts.index.hasBoundsRead(of: view) else { return false }
        let ts = ctx.tokens
        // Widths and heights are the same in both spaces: only coordinates mix them.
        guard ValueFlow.shape(a, ts) != .length else { return false }
        // Printed side by side (`NSStringFromCGRect(v.frame)`, `"\(v.frame) \(v.bounds)"`) is not combined.
        if Self.insideText(ts, a.nameToken) { return false }
        let statement = Statements.around(ts, a.nameToken)
        let block = Self.innermostBlock(ts, a.nameToken)
        return ctx.facts.index.accesses(namedIn: statement).lazy.map { ctx.facts.accesses[$0] }.contains {
            $0.member == .bounds && !$0.isWrite && statement.contains($0.nameToken) && ValueFlow.shape($0, ts) != .length
                && Self.innermostBlock(ts, $0.nameToken) == block && ViewPaths.same($0, a, ctx.structure)
        }
    }

    /// Token `k` is part of text being made: inside a string interpolation, or an argument of a
    /// call that formats or logs (`NSStringFromCGRect`, `String(describing:)`, `print`, `NSLog`,
    /// `stringWithFormat:`, `Console.WriteLine`, `debugDescription`).
    static func insideText(_ ts: TokenStream, _ k: Int) -> Bool {
        var open = ts.enclosingOpen(k)
        var steps = 0
        while let o = open, steps < 32 {
            steps += 1
            if ts.kind(o) == .interpolationStart { return true }
            var callee = o - 1
            if ts.language == .objc, ts.isPunct(o, "["), let send = ObjCMessages.parse(ts, o) { callee = send.parts.first?.name ?? -1 }
            if ts.kind(callee) == .identifier {
                let n = ts.name(callee).lowercased()
                if n.contains("string") || n.contains("print") || n.contains("log") || n.contains("format")
                    || n.contains("description") || n.contains("writeline") { return true }
            }
            open = ts.enclosingOpen(o)
        }
        return false
    }

    /// The frame of a container feeds the frame or center of a child that the same type adds to
    /// that container (`container.addSubview(child)` … `child.frame = container.frame`).
    public static let feedsChildOfThatContainer = Condition("feeds a child added to that view") { m, ctx in
        guard let a = m.access, let container = ViewPaths.view(a.receiver), !container.isEmpty,
              let target = Self.assignmentFed(by: a, ctx), let child = ViewPaths.view(target.receiver),
              !ViewPaths.same(target, a, ctx.structure) else { return false }  // its own frame written back
        return Self.typeAdds(child, to: container, around: a.nameToken, ctx)
    }

    /// The value read from a container reaches the geometry of a view that the same type adds
    /// to that container (`contentView.addSubview(label)` … `label.center = contentView.center`).
    public static let reachesChildOfThatContainer = Condition("reaches a child added to that view") { m, ctx in
        guard let a = m.access, let container = ViewPaths.view(a.receiver), !container.isEmpty else { return false }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            guard case .geometry(let w) = sink, let child = ViewPaths.view(ctx.facts.accesses[w].receiver) else { return false }
            return Self.typeAdds(child, to: container, around: a.nameToken, ctx)
        }
    }

    /// Some method of the type around token `i` adds `child` to `container` (`addSubview`,
    /// `insertSubview`, `addChild`, in every spelling).
    static func typeAdds(_ child: [String], to container: [String], around i: Int, _ ctx: RuleContext) -> Bool {
        ctx.facts.derived.viewsAdded(inType: ctx.structure.type(at: i), ctx.facts, ctx.tokens, ctx.structure).contains([container, child])
    }

    /// A center combined, in one statement, with a coordinate of the same view's own space: its
    /// `bounds` origin or its `contentOffset` (`collectionView.center.x + collectionView.contentOffset.x`).
    public static let combinedWithOwnSpaceOfSameView = Condition("combined with the same view's own space") { m, ctx in
        guard let a = m.access, !a.receiver.isImplicit, let view = ViewPaths.view(a.receiver), !view.isEmpty else { return false }
        let ts = ctx.tokens
        let statement = Statements.around(ts, a.nameToken)
        for k in statement where ts.kind(k) == .identifier && ts.isPunct(k - 1, ".") {
            let name = ts.name(k)
            guard name == "contentOffset" || name == "ContentOffset" else { continue }
            if let (r, _) = FactExtractor.receiver(ts, ctx.structure, dot: k - 1), ViewPaths.view(r) == view { return true }
        }
        return ctx.facts.index.accesses(namedIn: statement).lazy.map { ctx.facts.accesses[$0] }.contains {
            $0.member == .bounds && !$0.isWrite && ValueFlow.shape($0, ts) == .coordinate && ViewPaths.same($0, a, ctx.structure)
        }
    }

    /// A geometry read that is part of the value assigned to another view's frame, center or bounds.
    public static let feedsAnotherViewsGeometry = Condition("feeds another view's geometry") { m, ctx in
        guard let a = m.access, let target = Self.assignmentFed(by: a, ctx) else { return false }
        return !ViewPaths.same(target, a, ctx.structure)
    }

    /// The view that receives the value is given a flexible autoresizing mask in the same function.
    public static let assignedViewFollowsAutoresizing = Condition("the assigned view follows its superview") { m, ctx in
        guard let a = m.access, let target = Self.assignmentFed(by: a, ctx) else { return false }
        let fn = ctx.structure.function(at: a.nameToken)
        let ts = ctx.tokens
        return ctx.facts.index.writes(of: .autoresizingMask, sameViewAs: target, inFunction: fn)
            .lazy.map { ctx.facts.accesses[$0] }.contains { w in
            guard let v = w.value, ViewPaths.same(w, target, ctx.structure) else { return false }
            return v.contains { k in
                let t = ts.kind(k) == .identifier ? ts.name(k).lowercased() : ""
                return t.contains("flexiblewidth") || t.contains("flexibleheight") || t.contains("flexibledimensions")
            }
        }
    }

    /// Reads the screen's bounds: `UIScreen.main.bounds`, `window.screen.bounds`.
    public static let readsScreen = Condition("reads the screen") { m, _ in
        m.access?.receiver.components.contains { $0.lowercased().contains("screen") } == true
    }

    /// An earlier statement of the same function gave the view a transform that is not the identity.
    public static let afterNonIdentityTransformInFunction = Condition("after a non-identity transform in the function") { m, ctx in
        guard let a = m.access, let t = Transforms.lastWrite(before: a, ctx.fileContext), let v = t.value else { return false }
        return !Transforms.isIdentity(ctx.tokens, v) && !Transforms.keepsFrameExact(ctx.tokens, v)
    }

    /// Some method of the type gives the same view a transform that is not the identity.
    /// Only transforms that can apply count: not one undone later in its own function (an
    /// animation's endpoint reset in the completion), not in a category or extension of a UIKit
    /// class (a bag of unrelated helpers), not on a view made just before in the write's own
    /// function, and not when the write's function puts the identity back first.
    public static let transformedElsewhereInType = Condition("transformed elsewhere in the type") { m, ctx in
        guard let a = m.access, ctx.role != .foreignExtension else { return false }
        let s = ctx.structure
        let type = s.type(at: a.nameToken)
        let transformed = ctx.facts.index.writes(of: .transform, sameViewAs: a, inType: type).lazy.map { ctx.facts.accesses[$0] }.contains { t in
            Transforms.isWholeWrite(t) && ViewPaths.same(t, a, s) && s.compiledTogether(t.nameToken, a.nameToken)
                && !Transforms.isIdentity(ctx.tokens, t.value!) && !Transforms.keepsFrameExact(ctx.tokens, t.value!)
                && !Transforms.isUndoneLater(t, ctx.fileContext)
                && !Branches.exclusive(ctx.tokens, t.nameToken, a.nameToken)
        }
        guard transformed else { return false }
        if let last = Transforms.lastWrite(before: a, ctx.fileContext), let v = last.value, Transforms.isIdentity(ctx.tokens, v) { return false }
        return !Transforms.isMadeEarlierInFunction(a, ctx.fileContext)
    }

    /// The type hands the same view to Auto Layout: anchors or a constraint DSL (SnapKit, Masonry,
    /// PureLayout, Cartography, TinyConstraints, Anchorage), or `translatesAutoresizingMaskIntoConstraints
    /// = false`. A frame written before the view is handed over, or before constraints are installed
    /// on it, later in the same function only seeds it (an animation's start, a first size) and does
    /// not count.
    public static let viewUsesAutoLayoutInType = Condition("the view uses Auto Layout") { m, ctx in
        guard let a = m.access else { return false }
        let s = ctx.structure
        let type = s.type(at: a.nameToken)
        let fn = s.function(at: a.nameToken)
        let ts = ctx.tokens
        let constraints = AutoLayoutSeeds.constraintTokens(for: a, ctx.fileContext)
        // Seeding: constraints are installed on the view, or (re)activated, later in the same function.
        // Not when they only center it: then the size the frame gave is replaced by the intrinsic one.
        let later = constraints.filter { s.function(at: $0) == fn && $0 > a.nameToken }
        if !later.isEmpty, later.allSatisfy({ AutoLayoutSeeds.onlyCenters($0, ts) }), a.member == .frame { return true }
        if !later.isEmpty { return false }
        if let fn, AutoLayoutSeeds.activatesConstraints(after: a.end, in: s.functions[fn].bodyRange, ts, ctx.facts.derived) { return false }
        // `translatesAutoresizingMaskIntoConstraints = false` alone counts only in a type that speaks
        // Auto Layout somewhere (constraints, anchors, a DSL or a pin helper): with none, nothing
        // constrains the view and it keeps the frame it is given.
        let tamic = constraints.isEmpty && !AutoLayoutSeeds.typeSpeaksAutoLayout(type, ctx.fileContext) ? [] :
            ctx.facts.index.writes(of: .translatesAutoresizingMaskIntoConstraints, sameViewAs: a, inType: type)
        let handoffs = constraints + tamic
            .map { ctx.facts.accesses[$0] }.filter { w in
                w.isWholeWrite && w.value.map { ($0.count == 1 && (ts.spells($0.lowerBound, "false") || ts.spells($0.lowerBound, "NO"))) } == true
                    && ViewPaths.same(w, a, s)
            }.map(\.nameToken)
        return handoffs.contains { t in
            guard s.compiledTogether(t, a.nameToken) else { return false }
            return !(s.function(at: t) == fn && a.nameToken < t)
        }
    }

    /// Every view the value reaches gets constraints later in the same function: the frame or
    /// center it is given only seeds it until Auto Layout places it.
    public static let reachesOnlyViewsConstrainedLater = Condition("reaches only views constrained later in the function") { m, ctx in
        guard let a = m.access else { return false }
        var any = false
        for sink in ValueFlow.sinks(of: a, ctx.fileContext) {
            if case .newView(let at) = sink {
                // `webView = WKWebView(frame: view.frame)` … `setupWebViewConstraints()`.
                guard let holder = Condition.holderOfNewView(around: at, ctx), let f = ctx.structure.function(at: at) else { return false }
                let body = ctx.structure.functions[f].bodyRange
                let all = ctx.facts.derived.autoLayoutHandoffs(ctx.tokens, ctx.structure)
                let handed = (all.byFunctionAndView[AutoLayoutHandoffs.Key(scope: f, view: holder.path)] ?? []).contains {
                    all.handoffs[$0].token > at
                } || AutoLayoutSeeds.handedToLayoutHelper(holder.path, after: at, in: body, ctx.tokens)
                guard handed else { return false }
                any = true
                continue
            }
            guard case .geometry(let w) = sink else { continue }
            let target = ctx.facts.accesses[w]
            if ViewPaths.same(target, a, ctx.structure) { continue }
            let fn = ctx.structure.function(at: target.nameToken)
            let constrained = AutoLayoutSeeds.constraintTokens(for: target, ctx.fileContext).contains {
                ctx.structure.function(at: $0) == fn && $0 > target.nameToken
            }
            let helped = fn.map { f in
                ViewPaths.view(target.receiver).map {
                    AutoLayoutSeeds.handedToLayoutHelper($0, after: target.end, in: ctx.structure.functions[f].bodyRange, ctx.tokens)
                } ?? false
            } ?? false
            guard constrained || helped else { return false }
            any = true
        }
        return any
    }

    // MARK: Anchor points and centers

    /// A literal UIKit anchor point other than (0.5, 0.5): `CGPoint(x: 0, y: 0.5)`, `.zero`,
    /// `CGPointMake(0, 0)`, C# `new CGPoint(0, 0.5f)`, `CGPoint.Empty`. Computed points are not judged.
    public static let offCenterAnchorPoint = Condition("an anchor point other than the center") { m, ctx in
        guard let v = m.access?.value else { return false }
        let ts = ctx.tokens
        let names = v.filter { ts.kind($0) == .identifier }.map { ts.name($0) }
        let pointWords: Set<String> = ["CGPoint", "CGPointMake", "PointF", "new", "x", "y", "zero", "Empty", "CGPointZero"]
        guard names.allSatisfy(pointWords.contains) else { return false }
        let numbers = v.filter { ts.kind($0) == .number }.map { Double(ts.text($0).filter { "0123456789.".contains($0) }) }
        if numbers.isEmpty { return names.contains { ["zero", "Empty", "CGPointZero"].contains($0) } }
        return numbers.count == 2 && numbers.contains { $0 != 0.5 }
    }

    /// No later statement of the function sets the same view's position, center, frame or bounds
    /// (setting bounds afterwards builds the geometry around the new anchor: nothing jumps).
    public static let notRepositionedAfterwards = Condition("not repositioned afterwards") { m, ctx in
        guard let a = m.access else { return false }
        let s = ctx.structure
        let fn = s.function(at: a.nameToken)
        let index = ctx.facts.index
        let writes = index.writes(of: .position, .center, .frame, .bounds, sameViewAs: a, inFunction: fn)
        return !writes[index.firstPosition(in: writes, after: a.nameToken)...]
            .lazy.map { ctx.facts.accesses[$0] }.contains { w in
            ViewPaths.same(w, a, s) && s.compiledTogether(w.nameToken, a.nameToken)
        }
    }

    /// A read whose value is only compared (`if view.frame.origin.x > 0`).
    public static let onlyCompared = Condition("only compared") { m, ctx in
        guard let a = m.access, !a.isWrite else { return false }
        let sinks = ValueFlow.sinks(of: a, ctx.fileContext)
        return !sinks.isEmpty && sinks.allSatisfy { $0 == .comparison }
    }

    /// Every transform the type gives the view only scales or moves it (`CGAffineTransformMakeScale`,
    /// `translatedBy`), with no rotation: its frame is still the upright on-screen rectangle.
    public static let onlyScaledOrMoved = Condition("only scaled or moved") { m, ctx in
        guard let a = m.access else { return false }
        let ts = ctx.tokens, s = ctx.structure
        let writes = ctx.facts.index.writes(of: .transform, sameViewAs: a, inType: s.type(at: a.nameToken))
            .map { ctx.facts.accesses[$0] }.filter { ViewPaths.same($0, a, s) }
        return !writes.isEmpty && writes.allSatisfy { w in
            guard let v = w.value else { return false }
            if Transforms.isIdentity(ts, v) { return true }
            let names = v.filter { ts.kind($0) == .identifier }.map { ts.name($0).lowercased() }
            return names.contains { $0.contains("scale") || $0.contains("translat") }
                && !names.contains { $0.contains("rotat") || $0.contains("concat") || $0.contains("invert") }
        }
    }

    /// A center assigned from a halved length or a rectangle's middle (`/ 2`, `* 0.5`, `midX`).
    public static let centerFromHalving = Condition("a center from a halved length") { m, ctx in
        m.access.flatMap { PixelAlignment.unroundedCenter($0, ctx.fileContext) } != nil
    }

    // MARK: One-time guards

    /// The view the guard checks for is also removed and cleared in the same function
    /// (`[_separator removeFromSuperview]; _separator = nil;` in another arm): it follows state on
    /// every pass, it is not set up once.
    public static let guardedViewAlsoRemoved = Condition("the view is also removed in the function") { m, ctx in
        guard let g = m.onceGuard, let fn = ctx.structure.function(at: g.keyword) else { return false }
        let ts = ctx.tokens
        let body = ctx.structure.functions[fn].bodyRange
        return body.contains { k in
            guard !g.guarded.contains(k), ts.kind(k) == .identifier, ts.name(k) == g.flag else { return false }
            if ts.isOperator(k + 1, "="), ts.isAssignment(k + 1), ["nil", "null", "NULL"].contains(ts.text(k + 2)) { return true }
            // `[flag removeFromSuperview]`, `flag.removeFromSuperview()`, C# `flag.RemoveFromSuperview()`.
            let next = ts.isPunct(k + 1, ".") || ts.isOperator(k + 1, "?") ? k + 2 : k + 1
            return ts.kind(next) == .identifier && ["removeFromSuperview", "RemoveFromSuperview"].contains(ts.name(next))
        }
    }

    /// The guarded code sets its flag and adds subviews or child controllers.
    public static let guardedCodeBuildsViewTreeOnce = Condition("one-time view-tree setup") { m, ctx in
        guard let g = m.onceGuard else { return false }
        return OnceGuards.setsFlag(g, ctx.tokens) && OnceGuards.buildsViewTree(g, ctx.tokens)
    }

    // MARK: Helpers

    /// The write whose assigned value contains this access, if any.
    static func assignmentFed(by a: MemberAccess, _ ctx: RuleContext) -> MemberAccess? {
        ctx.facts.index.geometryWrite(feeding: a.nameToken).map { ctx.facts.accesses[$0] }
    }

    static func innermostBlock(_ ts: TokenStream, _ i: Int) -> Int {
        var open = ts.enclosingOpen(i)
        while let o = open, !ts.isPunct(o, "{") { open = ts.enclosingOpen(o) }
        return open ?? -1
    }
}
