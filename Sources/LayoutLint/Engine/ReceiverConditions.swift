import Foundation

/// Conditions more than one rule asks. Conditions only one rule asks live in that rule's file.
extension Condition {
    // MARK: Whose geometry: the own view, a superview, a call without arguments.

    /// The receiver is the own view: `self` (explicit or implicit) in a view; `view` / `self.view`
    /// / `View` / `this.View` in a view controller, where that name is the property, not a local.
    static let receiverIsOwnView = Condition("the receiver is the own view") { m, ctx in
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
    static let receiverIsSuperview = Condition("the receiver is a superview") { m, _ in
        guard let r = m.access?.receiver ?? m.call?.receiver, !r.isOpaque, let last = r.components.last else { return false }
        if last == "superview" || last == "Superview" { return true }
        return r.components.count == 1 && r.rootIsSuperviewAlias
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
