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

    /// A call with no arguments.
    static let withoutArguments = Condition("called without arguments") { m, _ in m.call?.argumentCount == 0 }
}
