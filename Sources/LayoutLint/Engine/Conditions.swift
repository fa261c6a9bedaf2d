/// The shared conditions of the pattern vocabulary. Each one is named after what it checks, so a
/// rule's pattern reads as its definition.
extension Condition {
    // MARK: Where the code is

    /// Inside a view type (windows included).
    public static let inView = Condition("inside a view") { _, ctx in ctx.role == .view || ctx.role == .window }
    /// Inside a view that places itself (a window, a map annotation view).
    public static let inWindow = Condition("inside a window") { _, ctx in ctx.role == .window }
    /// Inside a test case: a class (or one around it) built on `XCTestCase`, `QuickSpec` or another
    /// `…TestCase`, or named like a test suite (`…Tests`, `…Test`, `…Spec`).
    public static let inTestCase = Condition("inside a test case") { m, ctx in
        let s = ctx.structure
        var t = s.type(at: m.anchor)
        while let k = t {
            let decl = s.types[k]
            if decl.bases.contains(where: { $0.hasSuffix("TestCase") || $0 == "QuickSpec" || $0 == "AsyncSpec" }) { return true }
            if decl.kind != .extension, decl.name.hasSuffix("Tests") || decl.name.hasSuffix("Test") || decl.name.hasSuffix("Spec") {
                return true
            }
            t = decl.parent
        }
        return false
    }
    /// Inside a view controller.
    public static let inViewController = Condition("inside a view controller") { _, ctx in ctx.role == .viewController }
    /// Inside an extension of a type the linted files do not declare (`extension UIView`).
    public static let inForeignExtension = Condition("inside an extension of a UIKit class") { _, ctx in ctx.role == .foreignExtension }

    /// Inside the type's own property named like `member` (its getter, setter or observers).
    public static func insideOwnProperty(_ member: GeometryMember) -> Condition {
        Condition("inside the type's own `\(member.rawValue)` property") { m, ctx in
            guard let f = ctx.function(at: m.anchor) else { return false }
            return f.kind == .property && f.name.lowercased() == member.rawValue.lowercased()
        }
    }

    // MARK: Receivers

    /// The receiver is the own view: `self` (explicit or implicit) in a view; `view` / `self.view`
    /// / `View` / `this.View` in a view controller, where that name is the property, not a local.
    public static let receiverIsOwnView = Condition("the receiver is the own view") { m, ctx in
        guard let r = m.access?.receiver ?? m.call?.receiver, !r.isOpaque else { return false }
        switch ctx.role {
        case .view, .window:
            return r.isSelf
        case .viewController:
            return r.components.count == 1 && r.components[0] == (ctx.language == .csharp ? "View" : "view") && !r.rootIsLocal
        default:
            return false
        }
    }

    /// The receiver is a superview: `superview`, `x.superview!`, `Superview`, or a local bound to one.
    public static let receiverIsSuperview = Condition("the receiver is a superview") { m, _ in
        guard let r = m.access?.receiver ?? m.call?.receiver, !r.isOpaque, let last = r.components.last else { return false }
        if last == "superview" || last == "Superview" { return true }
        return r.components.count == 1 && r.rootIsSuperviewAlias
    }

    /// Through `super.` / `base.` from inside the override of the same method.
    public static let throughSuperFromOwnOverride = Condition("through super from its own override") { m, ctx in
        guard let c = m.call, c.receiver.isSuper, c.receiver.components.isEmpty,
              let f = ctx.function(at: c.nameToken) else { return false }
        return f.name == c.name
    }

    /// Inside UIKit's own class reimplemented (`@implementation UIScrollView` in a UIKit clone such
    /// as Chameleon, not a category or a subclass): that code is the framework, not its user.
    public static let insideUIKitItself = Condition("inside a reimplementation of UIKit") { m, ctx in
        let s = ctx.structure
        var k = s.type(at: m.anchor)
        while let i = k {
            let decl = s.types[i]
            if decl.kind == .class || decl.kind == .objcClass,
               UIKitCatalog.views.contains(decl.name) || UIKitCatalog.viewControllers.contains(decl.name) { return true }
            k = decl.parent
        }
        return false
    }

    /// The call is not UIKit's: the type around it is built on AppKit (`NSScrollView`), is a view
    /// controller calling its own `layoutSubviews` (controllers have none), or declares a method of
    /// that name of its own that overrides nothing (a private C# or Swift `LayoutSubviews()`).
    public static let notUIKitsCallback = Condition("not UIKit's callback") { m, ctx in
        guard let c = m.call, let t = ctx.structure.type(at: c.nameToken) else { return false }
        let s = ctx.structure
        var k: Int? = t
        while let i = k {
            if s.types[i].bases.contains(where: UIKitCatalog.isAppKit) { return true }
            k = s.types[i].parent
        }
        // A controller has no `layoutSubviews`: `[self layoutSubviews]` there calls its own method.
        if c.receiver.components.isEmpty, !c.receiver.isSuper, ctx.role == .viewController,
           ["layoutSubviews", "LayoutSubviews", "layoutSublayers", "LayoutSublayers"].contains(c.name) { return true }
        guard ctx.language != .objc, c.receiver.components.isEmpty, !c.receiver.isSuper else { return false }
        return ctx.facts.derived.members(of: t, s).contains { k in
            let f = s.functions[k]
            return f.name == c.name && !f.isOverride && f.kind == .method && f.parameters.isEmpty
        }
    }

    /// A mock expectation rather than a call (OCMock: `[[[layer expect] andForwardToRealObject] layoutSublayers]`,
    /// `OCMExpect([view layoutSubviews])`).
    public static let mockExpectation = Condition("a mock expectation") { m, ctx in
        guard let c = m.call else { return false }
        let words: Set<String> = ["expect", "stub", "reject", "verify", "andForwardToRealObject", "andDo", "andReturn",
                                  "OCMExpect", "OCMStub", "OCMReject", "OCMVerify"]
        let ts = ctx.tokens
        if let open = ts.enclosingOpen(c.receiverStart), ts.isPunct(open, "("), ts.kind(open - 1) == .identifier,
           words.contains(ts.name(open - 1)) { return true }
        return Range.upTo(c.receiverStart, c.nameToken).contains { ts.kind($0) == .identifier && words.contains(ts.name($0)) }
    }

    /// The value written is what the caller passed: a parameter of the enclosing function, or a
    /// parameter's frame (`self.frame = layoutAttributes.frame` in `apply(_:)`, `Frame = frame`
    /// in `Show(CGRect frame)`). The owner chose that geometry; the view only applies it.
    public static let assigningWhatTheCallerPassed = Condition("assigning what the caller passed") { m, ctx in
        guard let a = m.access, let v = a.value, let f = ctx.function(at: a.nameToken) else { return false }
        let ts = ctx.tokens
        guard ts.kind(v.lowerBound) == .identifier, f.parameters.contains(ts.name(v.lowerBound)) else { return false }
        if v.count == 1 { return true }
        return v.count == 3 && ts.isPunct(v.lowerBound + 1, ".") && GeometryMember(ts.word(v.lowerBound + 2)) == a.member
    }

    /// A call with no arguments.
    public static let withoutArguments = Condition("called without arguments") { m, _ in m.call?.argumentCount == 0 }

    // MARK: Conversions

    /// An argument of a coordinate conversion that involves the superview:
    /// `superview?.convert(frame, to: …)`, `convert(frame, from: superview)`.
    public static let convertedThroughSuperview = Condition("converted through the superview") { m, ctx in
        CoordinateConversion.isConvertedThroughSuperview(m.first, ctx.tokens, ctx.structure)
    }

    // MARK: Pixel alignment

    /// The rectangle whose origin this is becomes a view's frame.
    public static let becomesViewFrame = Condition("becomes a view's frame") { m, ctx in
        guard let o = m.origin else { return false }
        return PixelAlignment.becomesFrame(o, ctx.fileContext)
    }

    /// The rectangle becomes the frame of a layer that only paints a fill, border or path (a dot,
    /// a selection circle, a shape layer), or of a snapshot made for a transition: its edges are
    /// anti-aliased wherever it sits, or it is gone when the transition ends. Layers named for text,
    /// images or video are not among them.
    public static let placesAShapeLayer = Condition("places a layer that paints only a shape") { m, ctx in
        guard let o = m.origin, let target = Self.frameWrite(of: o, ctx) else { return false }
        guard !target.receiver.isOpaque, let last = target.receiver.components.last else { return false }
        let name = last.lowercased()
        if ["text", "image", "player", "content", "video", "label", "title"].contains(where: { name.contains($0) }) { return false }
        if name.hasSuffix("layer"), name != "layer" { return true }
        // A snapshot made for a transition (`snapshotView(afterScreenUpdates:)`), gone once it ends.
        if target.receiver.rootIsLocal, target.receiver.components.count == 1,
           let l = ctx.structure.local(named: last, at: target.receiverStart),
           Statements.around(ctx.tokens, l.nameToken).contains(where: { ctx.tokens.kind($0) == .identifier && ctx.tokens.name($0).lowercased().contains("snapshotview") }) {
            return true
        }
        // A local declared or made as a plain or shape layer (`let dot = CALayer()`).
        guard target.receiver.rootIsLocal, target.receiver.components.count == 1,
              let l = ctx.structure.local(named: last, at: target.receiverStart) else { return false }
        let ts = ctx.tokens
        return Statements.around(ts, l.nameToken).contains { k in
            guard ts.kind(k) == .identifier else { return false }
            let n = ts.name(k)
            return ["CALayer", "CAShapeLayer", "CAGradientLayer"].contains(n) || (n.lowercased().hasPrefix("layer") && ts.isPunct(k + 1, "("))
                || (n.hasSuffix("Layer") && ts.isPunct(k + 1, "(") && !n.contains("Text") && !n.contains("Player"))
        }
    }

    /// The frame write an origin ends in: the write whose value holds it, or, for a local
    /// rectangle (`let r = CGRect(…)`, `r.origin.x = …`), the first later `v.frame = r`.
    static func frameWrite(of o: OriginComponent, _ ctx: RuleContext) -> MemberAccess? {
        if let w = ctx.facts.index.geometryWrite(feeding: o.anchor) { return ctx.facts.accesses[w] }
        let ts = ctx.tokens, s = ctx.structure
        var nameToken: Int?
        if ts.isPunct(o.anchor - 1, "."), ts.kind(o.anchor - 2) == .identifier { nameToken = o.anchor - 2 }
        else if ts.isOperator(o.anchor - 1, "="), ts.kind(o.anchor - 2) == .identifier { nameToken = o.anchor - 2 }
        else if ts.word(o.anchor - 1) == .kNew, ts.isOperator(o.anchor - 2, "="), ts.kind(o.anchor - 3) == .identifier { nameToken = o.anchor - 3 }
        guard let nt = nameToken, let fn = s.function(at: o.anchor) else { return nil }
        let name = ts.name(nt)
        return ctx.facts.accesses.first { a in
            a.member == .frame && a.isWrite && a.isWholeWrite && a.nameToken > o.anchor && s.function(at: a.nameToken) == fn
                && a.value.map { $0.count == 1 && ts.kind($0.lowerBound) == .identifier && ts.name($0.lowerBound) == name } == true
        }
    }

    /// The origin component halves something (`/ 2`, `* 0.5`) without rounding the result.
    public static let halvedWithoutRounding = Condition("halved without pixel rounding") { m, ctx in
        guard let o = m.origin else { return false }
        return PixelAlignment.unroundedHalving(o, ctx.tokens, ctx.structure,
                                               constants: ctx.facts.derived.integerConstants(ctx.tokens)) != nil
    }
}
