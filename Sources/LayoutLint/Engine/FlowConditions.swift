import Foundation

/// Conditions more than one rule asks. Conditions only one rule asks live in that rule's file.
extension Condition {
    // MARK: What a read feeds: where a geometry value goes, and whether what it reaches is laid out again.

    /// The value read reaches the geometry of a view other than the one read: another view's
    /// frame, center or bounds, the frame of a view being made (`UILabel(frame: …)`), a size
    /// something is laid out by (`itemSize`, `preferredMaxLayoutWidth`), or drawing and paths,
    /// which work in the reading view's own space. Followed through rectangle
    /// arithmetic and locals; a read that is only compared, logged, returned, stored or handed to
    /// another call reaches none.
    static let reachesChildGeometry = Condition("reaches another view's geometry") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                return !ViewPaths.same(target, a, ctx.structure) && !ViewTree.addedToOwnSuperview(target, ctx.fileContext)
                    && !ViewTree.fillsAndFollows(target, ctx.fileContext) && !ViewTree.writtenViewBecomesRootView(target, ctx.fileContext)
                    && !handedToANavigationBar(target, ctx)
                    // A controller's root view's center given to a view it hangs in the window: the
                    // visual middle of the screen the controller fills, and no child of that view.
                    && !(ctx.role == .viewController && a.member == .center && target.member == .center
                         && [["view"], ["View"]].contains(ViewPaths.view(a.receiver) ?? [])
                         && ViewTree.addedToAWindow(target, ctx.fileContext))
                    // In a view's (or window's) own gesture handler the recognizer's view is most often the view itself.
                    && !((ctx.role == .view || ctx.role == .window) && ViewTree.isAGestureRecognizersView(target, ctx.fileContext))
                    // The own center or frame placing a property the view puts into another view's tree
                    // (last: it reads the type's body).
                    && !(ctx.role == .view && ViewPaths.view(a.receiver) == [] && ViewTree.putOnlyIntoOutsideViews(target, ctx.fileContext))
            case .newView(let at):
                // A new window lives in screen space, not in the view's own.
                if ViewTree.constructedTypeName(at: at, ctx.tokens)?.hasSuffix("Window") ?? false { return false }
                // A new view the function adds beside the view, to its superview: a sibling, in the
                // space the own frame is in (`badge = UIView(frame: frame)` … `superview?.addSubview(badge)`).
                if ctx.role == .view, ViewPaths.view(a.receiver) == [], let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext),
                   ViewTree.addedToOwnSuperview(holder.path, inFunctionAt: at, ctx.fileContext) { return false }
                return true
            case .drawing:
                return true
            case .sizing:
                // A size something is laid out by (`itemSize`, `preferredMaxLayoutWidth`, a constraint's constant).
                return true
            case .sourceRect(let source):
                // A popover anchored to the view read, by a rectangle in that view's own space.
                return source.map { ViewPaths.view(a.receiver) == $0 } ?? false
            default:
                return false
            }
        }
    }

    /// The read takes only a width, height or size, which is the same in the view's own space and
    /// its superview's (without a transform).
    static let isLengthRead = Condition("a width, height or size") { m, ctx in
        guard let a = m.access else { return false }
        return ValueFlow.shape(a, ctx.tokens) == .length
    }

    /// An argument of a coordinate conversion that involves the superview:
    /// `superview?.convert(frame, to: …)`, `convert(frame, from: superview)`.
    static let convertedThroughSuperview = Condition("converted through the superview") { m, ctx in
        CoordinateConversion.isConvertedThroughSuperview(m.first, ctx.tokens, ctx.structure)
    }

    /// `v.convert(v.frame, to: w)`, or a point made from `v.frame` and then converted by `v`
    /// (`let bottom = CGPoint(x: view.frame.minX, y: view.frame.maxY)` … `view.convert(bottom, to:
    /// nil)`): a rectangle in the superview's space converted as if it were in the view's own.
    static let convertedFromItsOwnSpace = Condition("converted from the view's own space") { m, ctx in
        guard let a = m.access, let path = ViewPaths.view(a.receiver) else { return false }
        let ts = ctx.tokens
        // The conversion whose first argument holds `first...last` is made by the same view: the
        // same path, both locals (parameters) or both properties.
        // Or, converted by another view, said to come from the view's own space
        // (`window.convert(v.frame, from: v)`): the frame is in `v`'s superview's space.
        func convertedByTheSameView(_ first: Int, through last: Int) -> Bool {
            guard let (call, k) = CoordinateConversion.enclosing(first, ts, ctx.structure), k == 0, call.arguments[0].contains(last) else { return false }
            // `v.convert(r, to: w)` converts from `v`; `v.convert(r, from: w)` converts into `v`,
            // from `w`'s space (the window's when `w` is nil), which is no claim about `v`'s own.
            if !call.convertsFromTheSecondArgument, ViewPaths.view(call.receiver) == path && call.receiver.rootIsLocal == a.receiver.rootIsLocal { return true }
            guard call.convertsFromTheSecondArgument, call.arguments.count > 1,
                  let source = CallArguments.value(ts, call.arguments[1]) else { return false }
            return ViewPaths.expression(ts, source).map(ViewPaths.ivarAsProperty) == ViewPaths.ivarAsProperty(path)
                && ts.kind(source.lowerBound) == .identifier
                && (ctx.structure.local(named: ts.name(source.lowerBound), at: source.lowerBound) != nil) == a.receiver.rootIsLocal
        }
        // The read itself is the argument (its result may go on into a geometry write).
        if convertedByTheSameView(a.receiverStart, through: a.end) { return true }
        return ValueFlow.sinks(of: a, ctx.fileContext).contains { sink in
            guard case .converted(let at) = sink else { return false }
            return convertedByTheSameView(at, through: at)
        }
    }

    /// A geometry read that is part of the value assigned to another view's frame, center or bounds.
    static let feedsAnotherViewsGeometry = Condition("feeds another view's geometry") { m, ctx in
        guard let a = m.access, let target = GeometryWrites.assignmentFed(by: a, ctx.fileContext) else { return false }
        return !ViewPaths.same(target, a, ctx.structure)
    }

    /// Every view the value reaches gets constraints later in the same function: the frame or
    /// center it is given only seeds it until Auto Layout places it.
    static let reachesOnlyViewsConstrainedLater = Condition("reaches only views constrained later in the function") { m, ctx in
        guard let a = m.access else { return false }
        var any = false
        for sink in ValueFlow.sinks(of: a, ctx.fileContext) {
            if case .newView(let at) = sink {
                // `webView = WKWebView(frame: view.frame)` … `setupWebViewConstraints()`.
                guard let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext), let f = ctx.structure.function(at: at) else { return false }
                let body = ctx.structure.functions[f].bodyRange
                let all = ctx.facts.derived.autoLayoutHandoffs(ctx.tokens, ctx.structure)
                let handed = (all.byFunctionAndView[AutoLayoutHandoffs.Key(scope: f, view: holder.path)] ?? []).contains {
                    all.handoffs[$0].token > at
                } || AutoLayoutSeeds.handedToLayoutHelper(holder.path, after: at, in: body, ctx.tokens)
                    || AutoLayoutSeeds.handedToAutoLayoutByALaterHelper(holder.path, after: at, in: body, ctx.fileContext)
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
                        || AutoLayoutSeeds.handedToAutoLayoutByALaterHelper($0, after: target.end, in: ctx.structure.functions[f].bodyRange, ctx.fileContext)
                } ?? false
            } ?? false
            guard constrained || helped else { return false }
            any = true
        }
        return any
    }

    /// The value only makes views that the type hands to Auto Layout (a property made with the
    /// own frame in one helper and pinned by `translatesAutoresizingMaskIntoConstraints = false`
    /// and constraints in another): the constraints replace the whole frame, origin included, on
    /// the first layout pass.
    static let onlySeedsNewViewsHandedToAutoLayout = Condition("only seeds new views handed to Auto Layout") { m, ctx in
        guard let a = m.access else { return false }
        let s = ctx.structure, ts = ctx.tokens
        return Condition.everyGeometrySink(of: a, ctx) { sink in
            guard case .newView(let at) = sink, let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext) else { return false }
            if holder.local { return Condition.isHandedToAutoLayout(path: holder.path, local: true, at: holder.token, ctx) }
            // A property: the function that makes it, or one that pins the property without making
            // an instance of its own (a method that makes and pins another instance says nothing of
            // this one).
            let made = s.function(at: at)
            return Condition.isHandedToAutoLayout(path: holder.path, at: at, ctx) { f in
                f >= 0 && (f == made || !ViewTree.assignsProperty(holder.path, in: s.functions[f].bodyRange, ts))
            }
        }
    }

    /// The value only seeds views being made that then follow their container by themselves: a
    /// flexible autoresizing mask, Auto Layout, or a container that sizes them (a table header, a
    /// background or title view). The size it gives them is not what lays them out.
    static let onlySeedsNewViewsThatFollowTheirContainer = Condition("only seeds new views that follow their container") { m, ctx in
        Condition.everyReachedViewIsLaidOutAgain(m, ctx, byLayoutCallbacks: false, newViewsOnly: true)
    }

    /// The same, where what lays the new views out is not only their autoresizing mask: a table
    /// that sizes its header, Auto Layout, a controller that makes the view its root view. A mask
    /// keeps the margins a view was seeded with, so a seed read while the own view may be
    /// transformed stays wrong; a container that sizes the view replaces the seed whole.
    static let onlySeedsNewViewsTheirContainerSizes = Condition("only seeds new views their container sizes") { m, ctx in
        Condition.everyReachedViewIsLaidOutAgain(m, ctx, byLayoutCallbacks: false, newViewsOnly: true, countingMasks: false)
    }

    /// Messages that size a view or lay it out by its current frame.
    static let layoutMessages: Set<String> = [
        "sizeToFit", "SizeToFit", "layoutIfNeeded", "LayoutIfNeeded", "layoutSubviews", "LayoutSubviews", "sizeThatFits",
        "SizeThatFits", "systemLayoutSizeFitting", "systemLayoutSizeFittingSize", "SystemLayoutSizeFittingSize",
        "setFrame", "setBounds", "setCenter", "drawViewHierarchyInRect", "snapshotView", "resizableSnapshotView",
    ]

    /// Every view the value reaches is a new view that becomes a cell's background or
    /// selected-background view (`selectedBackgroundView = UIView(frame: frame)`, or a local given
    /// to it in the same function): the cell frames those views itself, whatever they start with.
    static let onlySeedsViewsUIKitFrames = Condition("only seeds views UIKit frames itself") { m, ctx in
        guard let a = m.access, let f = ctx.structure.function(at: m.anchor) else { return false }
        return everyGeometrySink(of: a, ctx) { sink in
            guard case .newView(let at) = sink, let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext),
                  holder.path.count == 1 else { return false }
            if !holder.local { return ViewTree.cellFramedSlots.contains(holder.path[0]) }
            return ViewTree.becomesAViewTheCellFrames(holder.path, in: ctx.structure.functions[f].bodyRange, after: at, ctx.tokens)
        }
    }

    /// The value only gives new views their first frame, and the same block assigns each of them a
    /// whole new frame right after (`let page = PageView(frame: frame); page.frame =
    /// frameForPage(at: i)`), before anything reads that view's geometry: the seed is replaced
    /// before any layout or drawing sees it.
    static let onlySeedsNewViewsFramedAgainAtOnce = Condition("only seeds new views framed again at once") { m, ctx in
        guard let a = m.access, let f = ctx.structure.function(at: m.anchor) else { return false }
        let ts = ctx.tokens
        return everyGeometrySink(of: a, ctx) { sink in
            guard case .newView(let at) = sink, let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext) else { return false }
            let made = Statements.around(ts, at)
            let block = Statements.innermostBlock(ts, at)
            // The first whole frame written to that view after it is made, in the same block.
            let later = ctx.facts.index.writes(of: .frame, path: holder.path, inType: ctx.structure.type(at: at)).first {
                ctx.facts.accesses[$0].nameToken > made.upperBound && ctx.structure.function(at: ctx.facts.accesses[$0].nameToken) == f
            }
            guard let w = later.map({ ctx.facts.accesses[$0] }), w.isWholeWrite,
                  Statements.innermostBlock(ts, w.nameToken) == block else { return false }
            // Nothing up to the end of that write uses the new view (its size, `sizeToFit`, a
            // container) but to set a property that is not geometry (`page.tag = i`) or to send
            // it a message that neither sizes nor lays it out (`card.update(for: item)`).
            let end = Statements.around(ts, w.nameToken).upperBound
            for k in (made.upperBound + 1)...max(made.upperBound + 1, end) where ts.kind(k) == .identifier && ts.name(k) == holder.path.last {
                if (w.receiverStart..<w.nameToken).contains(k) || ts.isPunct(k - 1, ".") { continue }
                if ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier, ts.isAssignment(k + 3),
                   !["frame", "Frame", "bounds", "Bounds", "center", "Center"].contains(ts.name(k + 2)) { continue }
                // `card.update(for: item)`, `[card updateWithItem:item]`: a message to the view.
                let message = ts.isPunct(k + 1, ".") && ts.kind(k + 2) == .identifier && ts.isPunct(k + 3, "(") ? k + 2
                    : ts.language == .objc && ts.isPunct(k - 1, "[") && ts.kind(k + 1) == .identifier ? k + 1 : nil
                if let name = message, !Self.layoutMessages.contains(ts.name(name)), !ts.name(name).hasPrefix("convert"),
                   !ts.name(name).hasPrefix("Convert"), GeometryMember(rawValue: ts.name(name)) == nil {
                    continue
                }
                return false
            }
            return true
        }
    }

    /// The read takes the frame's origin (its x, y, min x or min y) and subtracts it
    /// (`screenWidth - frame.origin.x`, `-target.frame.minY`, `y - CGRectGetMinY(v.frame)`): a
    /// position in the superview's space minus the view's origin is that position in the view's
    /// own space, a conversion written by hand (of a child's frame in its parent, say:
    /// `height - holder.frame.minY` is the room below the holder).
    static let subtractsItsOrigin = Condition("subtracts the view's origin") { m, ctx in
        guard let a = m.access, a.member == .frame, !a.isWrite else { return false }
        let ts = ctx.tokens
        // A name for the origin's x or y alone (`x`, `minY`, `Left`, `CGRectGetMinX`).
        func isMinimum(_ name: String) -> Bool {
            let part = ValueFlow.parts(named: name, nil)
            return part == .x || part == .y
        }
        var k = a.end
        while ts.isOperator(k + 1, "?") || ts.isOperator(k + 1, "!") { k += 1 }
        var first = a.receiverStart
        if ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier {
            // `frame.origin.x`, `frame.minY`, `Frame.Top`.
            var part = k + 2
            if ["origin", "Location"].contains(ts.name(part)), ts.isPunct(part + 1, "."), ts.kind(part + 2) == .identifier { part += 2 }
            guard isMinimum(ts.name(part)), !ts.isPunct(part + 1, "."), !ts.isPunct(part + 1, "(") else { return false }
            k = part
        } else if let open = ts.enclosingOpen(a.receiverStart), ts.isPunct(open, "("), ts.partner(of: open) == a.end + 1,
                  open + 1 == a.receiverStart, ts.kind(open - 1) == .identifier, isMinimum(ts.name(open - 1)) {
            // `CGRectGetMinY(v.frame)`.
            first = open - 1
            k = a.end + 1
        } else {
            return false
        }
        // The origin itself is subtracted, not a multiple of it (`width - frame.origin.x * 2` is a margin).
        if ts.isOperator(k + 1, "*") || ts.isOperator(k + 1, "/") { return false }
        return ts.isOperator(first - 1, "-") || ts.isOperator(first - 1, "-=")
    }

    /// Read before the first layout pass (an initializer, `viewDidLoad`, a helper only they call),
    /// the value only seeds views whose whole frame a layout callback of the type sets again
    /// (`containerView.frame = …` in `viewDidLoad` and again in `viewWillLayoutSubviews`): the
    /// seed never reaches the screen, and the read in the layout pass is the one to fix.
    static let onlySeedsViewsTheLayoutPassFramesAgain = Condition("only seeds views a layout pass frames again") { m, ctx in
        guard let a = m.access else { return false }
        if let f = ctx.structure.function(at: m.anchor) {
            // An Objective-C helper's phase comes from callers in this file only while no linted
            // superclass declares it (a hook it calls again later): silence cannot wait for that check.
            // A lazy getter is no hook: it runs when its first caller asks for the view.
            let decl = ctx.structure.functions[f]
            let before = ctx.language == .objc && !LazyGetters.isLazyGetter(decl, ctx.tokens)
                ? Phase.declared(decl).isBeforeLayout : ctx.phase(at: m.anchor).isBeforeLayout
            guard before else { return false }
        } else {
            // A Swift `lazy var` closure runs when the property is first used.
            guard ctx.inLazyInitializer(m.anchor), ctx.phase(at: m.anchor).isBeforeLayout else { return false }
        }
        return everyGeometrySink(of: a, ctx) { sink in
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                guard let path = ViewPaths.view(target.receiver), !path.isEmpty, !target.receiver.rootIsLocal else { return false }
                // While the view is constructed nothing has transformed it, so the size it seeds
                // is the bounds' own: a layout pass that only centres the child puts it right.
                return framedWholeInALayoutPass(path, at: target.nameToken, ctx,
                                                orCentered: target.member == .center || ctx.phase(at: m.anchor) == .construction)
            case .newView(let at):
                guard let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext) else { return false }
                if !holder.local {
                    if framedWholeInALayoutPass(holder.path, at: holder.token, ctx) { return true }
                    // The backing field of a C# lazy property (`pager` of `Pager`): the type frames the property.
                    guard ctx.language == .csharp, holder.path.count == 1, let f = ctx.structure.function(at: holder.token) else { return false }
                    let decl = ctx.structure.functions[f]
                    guard decl.kind == .property, LazyGetters.isBackingField(holder.path[0], of: decl.name),
                          LazyGetters.isLazyGetter(decl, ctx.tokens) else { return false }
                    return framedWholeInALayoutPass([decl.name], at: holder.token, ctx)
                }
                // A local the `lazy var` closure returns is that property's view.
                if holder.path.count == 1, ctx.structure.function(at: holder.token) == nil,
                   let property = ctx.lazyPropertyName(around: holder.token), !property.isEmpty,
                   returnsLocal(holder.path[0], closureAround: holder.token, ctx) {
                    return framedWholeInALayoutPass([property], at: holder.token, ctx)
                }
                // A local the function then keeps in a property (as `viewIsLaidOutAgain` follows it).
                guard holder.path.count == 1, let fn = ctx.structure.function(at: holder.token) else { return false }
                return ViewTree.pathsAssigned(from: holder.path[0], in: ctx.structure.functions[fn].bodyRange, ctx.tokens).contains {
                    framedWholeInALayoutPass($0, at: holder.token, ctx)
                }
            default:
                return false
            }
        }
    }

    /// The written view becomes a navigation bar's item (`ViewTree.becomesABarItem`): in the
    /// writing function, or, for the view a `lazy var` closure makes and returns, anywhere in the
    /// type (its extensions in the file included).
    static func handedToANavigationBar(_ target: MemberAccess, _ ctx: RuleContext) -> Bool {
        if ViewTree.becomesABarItem(target, ctx.fileContext) { return true }
        let s = ctx.structure
        guard let property = ctx.lazyPropertyName(around: target.nameToken), !property.isEmpty,
              let path = ViewPaths.view(target.receiver), path.count == 1, target.receiver.rootIsLocal,
              returnsLocal(path[0], closureAround: target.nameToken, ctx),
              let t = s.type(at: target.nameToken) else { return false }
        return ctx.facts.derived.typeDeclarations(named: s.types[t].name, s).contains { d in
            ClosedRange.checked(s.types[d].bodyOpen, s.types[d].bodyClose).map { ViewTree.becomesABarItem([property], in: $0, ctx.fileContext) } ?? false
        }
    }

    /// The closure of a `lazy var` around token `i` (`= { … }()`) ends by returning the local `name`.
    private static func returnsLocal(_ name: String, closureAround i: Int, _ ctx: RuleContext) -> Bool {
        let ts = ctx.tokens
        guard let o = ctx.assignedClosureOpen(around: i), let close = ts.partner(of: o) else { return false }
        return (o..<close).contains { ts.word($0) == .kReturn && ts.kind($0 + 1) == .identifier && ts.name($0 + 1) == name && ts.enclosingOpen($0) == o }
    }

    /// The value goes somewhere (a comparison, an ordering or another use that places nothing
    /// aside), and every place it goes satisfies `holds`.
    static func everyGeometrySink(of a: MemberAccess, _ ctx: RuleContext, _ holds: (ValueFlow.Sink) -> Bool) -> Bool {
        var any = false
        for sink in ValueFlow.sinks(of: a, ctx.fileContext) {
            switch sink {
            case .comparison, .ordering, .other:
                continue
            default:
                guard holds(sink) else { return false }
                any = true
            }
        }
        return any
    }

    /// A layout callback of the type (or a helper only they call), other than the function
    /// around `i`, assigns the whole frame of the view at `path` (or, for a seeded center,
    /// its center: `spinner.center = view.center` in `viewDidLoad`, centered again in
    /// `viewDidLayoutSubviews`).
    private static func framedWholeInALayoutPass(_ path: [String], at i: Int, _ ctx: RuleContext, orCentered: Bool = false) -> Bool {
        let s = ctx.structure
        let here = s.function(at: i)
        let members: [GeometryMember] = orCentered ? [.frame, .center] : [.frame]
        for member in members {
            for k in ctx.facts.index.writes(of: member, path: path, inType: s.type(at: i)) {
                let w = ctx.facts.accesses[k]
                guard w.isWholeWrite, let f = s.function(at: w.nameToken), f != here else { continue }
                // A center set again from a center (`spinner.center = self.center` there too) is
                // the same value again, not a replacement.
                // (A local that happens to be named `center` is some other point.)
                if member == .center, let v = w.value, v.contains(where: {
                    ctx.tokens.kind($0) == .identifier && ["center", "Center"].contains(ctx.tokens.name($0))
                        && (ctx.tokens.isPunct($0 - 1, ".") || s.local(named: ctx.tokens.name($0), at: $0) == nil)
                }) { continue }
                if ctx.facts.derived.phase(of: f, ctx.tokens, s) == .layout || isCalledByALayoutCallback(f, ctx) { return true }
            }
        }
        return false
    }

    /// A layout callback of the type calls helper `f` directly (`viewDidLayoutSubviews` calls
    /// `repositionSpinner()`, which others call too): what `f` writes is written again in every
    /// layout pass, whatever else calls it.
    private static func isCalledByALayoutCallback(_ f: Int, _ ctx: RuleContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        return ctx.facts.derived.methodCalls(ts, s).callers[f].contains { c in
            c >= 0 && Int(c) != f && ctx.facts.derived.phase(of: Int(c), ts, s) == .layout
        }
    }

    static func everyReachedViewIsLaidOutAgain(_ m: Match, _ ctx: RuleContext, byLayoutCallbacks: Bool, newViewsOnly: Bool = false,
                                               countingMasks: Bool = true) -> Bool {
        guard let a = m.access else { return false }
        let axis = GeometryWrites.originAxis(of: a, ctx.tokens)
        let sinks = ValueFlow.sinks(of: a, ctx.fileContext)
        var any = false
        for sink in sinks {
            switch sink {
            case .geometry(let w):
                let target = ctx.facts.accesses[w]
                if ViewPaths.same(target, a, ctx.structure) { continue }
                guard !newViewsOnly, Condition.writtenViewIsLaidOutAgain(target, ctx, byLayoutCallbacks: byLayoutCallbacks, marginAxis: axis) else { return false }
                any = true
            case .newView(let at):
                if ViewTree.statementAssignsTableHeaderOrFooter(at, ctx.fileContext)
                    || countingMasks && Autoresizing.initializerSetsFlexibleMask(around: at, ctx.fileContext, marginAxis: axis) {
                    any = true
                    continue
                }
                guard let holder = ViewTree.holderOfNewView(around: at, ctx.fileContext),
                      Condition.viewIsLaidOutAgain(path: holder.path, local: holder.local, at: holder.token, ctx,
                                          byLayoutCallbacks: byLayoutCallbacks, marginAxis: axis, countingMasks: countingMasks) else { return false }
                any = true
            case .sizing:
                return false
            default:
                continue
            }
        }
        return any
    }

    static func writtenViewIsLaidOutAgain(_ target: MemberAccess, _ ctx: RuleContext, byLayoutCallbacks: Bool = true,
                               marginAxis: Character? = nil) -> Bool {
        guard let path = ViewPaths.view(target.receiver) else { return false }
        return Condition.viewIsLaidOutAgain(path: path, local: target.receiver.rootIsLocal, at: target.nameToken, ctx,
                              movesOnly: GeometryWrites.movesOnly(target, ctx.fileContext), byLayoutCallbacks: byLayoutCallbacks, marginAxis: marginAxis)
    }

    /// The view at `path` (a local of the function around `i` when `local`) is laid out again:
    /// its frame, center or bounds is written in a layout callback of the type, it gets a flexible
    /// autoresizing mask, it is handed to Auto Layout, or it is a table's header or footer view.
    static func viewIsLaidOutAgain(path: [String], local: Bool, at i: Int, _ ctx: RuleContext, movesOnly: Bool = false,
                               byLayoutCallbacks: Bool = true, marginAxis: Character? = nil, countingMasks: Bool = true) -> Bool {
        let s = ctx.structure, ts = ctx.tokens, index = ctx.facts.index
        if let last = path.last, ViewTree.tableAndBackgroundSlots.contains(last) { return true }
        if ViewPaths.isControllerRootView(path, ts, s, at: i) { return true }
        // An outlet whose nib gives it a flexible mask or constraints follows its container.
        // An outlet whose nib lets its size follow its container (or its position, when the code
        // only moves it) is laid out again, unless the type sets its autoresizing mask itself.
        if !local, path.count == 1, let t = s.type(at: i), ctx.nibs.follows(outlet: path[0], of: s.types[t].name, positionOnly: movesOnly),
           index.writes(of: .autoresizingMask, path: path, inType: t).isEmpty { return true }
        let type = s.type(at: i)
        let fn = s.function(at: i)
        if let fn, ViewTree.becomesAViewItsContainerSizes(path, in: s.functions[fn].bodyRange, after: s.functions[fn].bodyOpen, ts) { return true }
        // A view of the type (made in a lazy getter, say) that some method installs as a table's
        // header or footer, a background or a title view, or hands to a layout helper.
        if !local, path.count == 1, let type, ViewTree.typeHandsOver(path, type: type, ctx.fileContext) { return true }
        if let fn, AutoLayoutSeeds.handedToLayoutHelper(path, after: i, in: s.functions[fn].bodyRange, ts) { return true }
        if let fn, ViewTree.becomesRootView(path, in: s.functions[fn].bodyRange, ts) { return true }
        if local, path.count == 1, let fn {
            // The local is kept in a property later in the function (`self.previewLayer = layer`):
            // that property is what the type lays out again; `self.view = v` makes it the root view,
            // which its parent sizes.
            for kept in ViewTree.pathsAssigned(from: path[0], in: s.functions[fn].bodyRange, ts) {
                if kept == ["view"] || kept == ["View"] { return true }
                if Condition.viewIsLaidOutAgain(path: kept, local: false, at: i, ctx, countingMasks: countingMasks) { return true }
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
                // (Not the function of the read itself: a cell made and framed there is not laid out by it again.)
                guard decl.kind == .method, Phase.declared(decl) == .other, f != fn else { continue }
                if decl.isOverride, !UIKitCatalog.controllerOnlyMethods.contains(decl.name) { return true }
                ctx.assumeNotInherited(derivationOf: f, itself: true)
            }
        }
        for k in index.writes(of: .autoresizingMask, path: path, inType: type) where countingMasks {
            let w = ctx.facts.accesses[k]
            guard relevant(w), let v = w.value else { continue }
            if v.contains(where: { ts.kind($0) == .identifier && Autoresizing.isFlexibleSize(ts.name($0)) }) { return true }
            // The read places the view on an axis whose margins the mask keeps flexible.
            if let axis = marginAxis, v.contains(where: { ts.kind($0) == .identifier && Autoresizing.isFlexibleMargin(ts.name($0), axis: axis) }) {
                return true
            }
            // A mask copied from another view (`node.autoresizingMask = view.autoresizingMask`).
            if v.contains(where: { ts.kind($0) == .identifier && ts.name($0).lowercased().hasSuffix("autoresizingmask") }) { return true }
        }
        return Condition.isHandedToAutoLayout(path: path, local: local, at: i, ctx)
    }

    /// The view at `path` (a local of the function around `i` when `local`) is handed to Auto
    /// Layout: by a library in the vocabulary that takes the view over (SnapKit, Masonry,
    /// PureLayout, TinyConstraints…) in the type (in the function, for a local), by a helper the
    /// function calls, or by `translatesAutoresizingMaskIntoConstraints = false`. Its frame is
    /// then replaced by what the constraints say on the next layout pass.
    static func isHandedToAutoLayout(path: [String], local: Bool, at i: Int, _ ctx: RuleContext) -> Bool {
        let fn = ctx.structure.function(at: i) ?? -1
        return isHandedToAutoLayout(path: path, at: i, ctx) { f in !local || f == fn }
    }

    /// The call of a method of the same type at `site` passes the view at `argument` as a parameter
    /// that the method hands to Auto Layout: it turns off that parameter's autoresizing-mask
    /// translation (`view.translatesAutoresizingMaskIntoConstraints = false`) or pins it with a
    /// library that does (`embedView(renderer, into: view)`, `[self pin:_spinner inside:self.view]`).
    static func handsItsArgumentToAutoLayout(site: Int, callee: Int, argument path: [String], _ ctx: RuleContext) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        let parameters = s.functions[callee].parameters
        guard !path.isEmpty, !parameters.isEmpty else { return false }
        var values: [ClosedRange<Int>?] = []
        if ts.language == .objc {
            guard let open = ts.enclosingOpen(site), ts.isPunct(open, "["), let send = ObjCMessages.parse(ts, open),
                  send.parts.first?.name == site else { return false }
            values = send.parts.map(\.argument)
        } else {
            guard ts.isPunct(site + 1, "("), let close = ts.partner(of: site + 1) else { return false }
            values = CallArguments.split(ts, open: site + 1, close: close).map { CallArguments.value(ts, $0) }
        }
        // Positions match only when every parameter is given (no defaults left out).
        guard values.count == parameters.count else { return false }
        // What the callee's own body hands over (`MethodEffects`), read for the parameter's name.
        let handed = ctx.facts.derived.ownEffects(of: callee, ctx.fileContext).autoLayoutViews
        return values.enumerated().contains { position, value in
            guard let value, ViewPaths.expression(ts, value).map(ViewPaths.ivarAsProperty) == path else { return false }
            return handed.contains([parameters[position]])
        }
    }

    /// The same, counting only what the functions `counts` accepts do (-1: code outside any
    /// function); the function around `i` calling a helper that hands the view over always counts.
    static func isHandedToAutoLayout(path: [String], at i: Int, _ ctx: RuleContext, counting counts: (Int) -> Bool) -> Bool {
        let s = ctx.structure, ts = ctx.tokens
        let type = s.type(at: i), fn = s.function(at: i)
        let handoffs = ctx.facts.derived.autoLayoutHandoffs(ts, s)
        if let ids = handoffs.byTypeAndView[AutoLayoutHandoffs.Key(scope: type ?? -1, view: path)],
           ids.contains(where: { handoffs.handoffs[$0].ownsTheView && counts(handoffs.handoffs[$0].function) }) { return true }
        if let fn, ctx.facts.derived.ownCalls(in: s.functions[fn].bodyRange, ctx.fileContext).contains(where: { site, callee in
            ctx.facts.derived.effects(of: callee, ctx.fileContext).autoLayoutViews.contains(path)
                || handsItsArgumentToAutoLayout(site: site, callee: callee, argument: path, ctx)
        }) { return true }
        return ctx.facts.index.writes(of: .translatesAutoresizingMaskIntoConstraints, path: path, inType: type).contains {
            let w = ctx.facts.accesses[$0]
            guard counts(s.function(at: w.nameToken) ?? -1) else { return false }
            return w.value.map { ts.spells($0.lowerBound, "false") || ts.spells($0.lowerBound, "NO") } == true
        }
    }
}
