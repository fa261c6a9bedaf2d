import Foundation

/// Conditions more than one rule asks. Conditions only one rule asks live in that rule's file.
extension Condition {
    // MARK: Whose geometry: the own view, a superview, a call without arguments.

    /// The receiver is the own view: `self` (explicit or implicit) in a view; `view` / `self.view`
    /// / `View` / `this.View` in a view controller, where that name is the property, not a local.
    static let receiverIsOwnView = Condition("the receiver is the own view") { m, ctx in
        guard let r = m.access?.receiver ?? m.call?.receiver, !r.isOpaque, !r.rootIsLocal, let own = ownViewPath(ctx) else { return false }
        return r.components == own
    }

    /// In an extension or category of one of UIKit's view or view controller classes
    /// (`extension UIView`, `@implementation UITextField (Padding)`), the receiver is the view the
    /// method is called on: `self` (explicit or implicit) of a view class, `view` / `self.view` of
    /// a controller class. Its frame is in its superview's space there as anywhere.
    static let receiverIsTheExtendedView = Condition("the receiver is the view of an extended UIKit class") { m, ctx in
        guard ctx.role == .foreignExtension, let r = m.access?.receiver ?? m.call?.receiver, !r.isOpaque, !r.rootIsLocal,
              let t = ctx.structure.type(at: m.anchor) else { return false }
        let name = ctx.structure.types[t].name
        guard name.hasPrefix("UI") else { return false }
        if name.hasSuffix("ViewController") || (name.hasSuffix("Controller") && name != "UIPresentationController") {
            return r.components == [ctx.language == .csharp ? "View" : "view"]
        }
        return FrameAccessors.isUIKitViewClass(name) && r.components.isEmpty
    }

    /// The path of the own view from the type's code: itself in a view or window (`[]`), `view`
    /// (C# `View`) in a view controller; nil in any other type.
    static func ownViewPath(_ ctx: RuleContext) -> [String]? {
        switch ctx.role {
        case .view, .window: return []
        case .viewController: return [ctx.language == .csharp ? "View" : "view"]
        default: return nil
        }
    }

    /// The receiver is a superview: `superview`, `x.superview!`, `Superview`, or a local bound to one.
    static let receiverIsSuperview = Condition("the receiver is a superview") { m, _ in
        guard let r = m.access?.receiver ?? m.call?.receiver, !r.isOpaque, let last = r.components.last else { return false }
        if last == "superview" || last == "Superview" { return true }
        return r.components.count == 1 && r.rootIsSuperviewAlias
    }

    /// The view read is a local made in the same function at its container's origin (its frame is
    /// some view's `bounds`, a window's or the screen's rectangle, or a literal rectangle at 0, 0),
    /// and nothing has moved it since: its center is the middle of its own bounds.
    static let readViewMadeAtTheOrigin = Condition("the view read was made at the origin") { m, ctx in
        guard let a = m.access, let view = ViewPaths.view(a.receiver), !view.isEmpty else { return false }
        let ts = ctx.tokens, fn = ctx.structure.function(at: a.nameToken)
        // Outside a function (a `lazy var` initializer's closure), the innermost block around the read.
        let block = Statements.innermostBlock(ts, a.nameToken)
        guard let body = fn.map({ ctx.structure.functions[$0].bodyRange }) ?? ts.partner(of: block).map({ block...$0 }) else { return false }
        // Where the function last gave the view its rectangle before the read: made by a local
        // initializer, made and assigned (`self.overlay = UIView(frame: …)`), or its frame set.
        var placedAt: (token: Int, rect: ClosedRange<Int>)?
        if a.receiver.rootIsLocal, view.count == 1, let l = ctx.structure.local(named: view[0], at: a.receiverStart),
           body.contains(l.nameToken), let value = LinearForm.initializer(of: l.nameToken, ts),
           let rect = Rectangles.constructionFrame(in: value, ts) {
            placedAt = (l.nameToken, rect)
        }
        for w in ctx.facts.index.writes(of: .frame, sameViewAs: a, inFunction: fn).map({ ctx.facts.accesses[$0] })
        where w.isWholeWrite && body.contains(w.nameToken) && w.nameToken < a.receiverStart && w.nameToken > (placedAt?.token ?? -1) {
            if let v = w.value { placedAt = (w.nameToken, v) }
        }
        if let made = ViewTree.assignedConstruction(of: view, before: a.receiverStart, in: body, ts), made.token > (placedAt?.token ?? -1) {
            placedAt = made
        }
        guard let (token, rect) = placedAt, Rectangles.isAtOrigin(rect, ts, ctx.structure) else { return false }
        // Not moved between then and the read: no write of its geometry, and no method sent to it
        // that may place it (`[overlay showFullScreen]`).
        let writes = ctx.facts.index.writes(of: .frame, .center, .bounds, sameViewAs: a, inFunction: fn)
        if writes.lazy.map({ ctx.facts.accesses[$0] }).contains(where: { $0.nameToken > token && $0.nameToken < a.receiverStart }) { return false }
        return !ViewTree.receivesCalls(view, between: token, and: a.receiverStart, ts)
    }

    /// The view read was made, or given its frame, bounds or center, earlier in the same function:
    /// its geometry is a value this code chose, not one layout will change (`show.frame =
    /// hide.frame`; `view.bounds` in a `loadView` that made the view).
    static let readViewPlacedEarlierInFunction = Condition("the view read was placed earlier in the function") { m, ctx in
        guard let a = m.access, !a.receiver.isImplicit, let view = ViewPaths.view(a.receiver), !view.isEmpty else { return false }
        if Transforms.isMadeEarlierInFunction(a, ctx.fileContext) { return true }  // `let calendar = FSCalendar(frame: …)`
        if GeometryWrites.holdsLocalPlacedEarlier(a, view, ctx.fileContext) { return true }
        return !GeometryWrites.earlierInFunction(of: .frame, .bounds, .center, sameViewAs: a, before: a.receiverStart, ctx.fileContext).isEmpty
    }

    /// A call with no arguments.
    static let withoutArguments = Condition("called without arguments") { m, _ in m.call?.argumentCount == 0 }
}
