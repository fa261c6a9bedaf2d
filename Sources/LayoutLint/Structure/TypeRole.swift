/// What the type around a piece of code is, as far as the layout rules care.
public enum TypeRole: String, Sendable, CaseIterable {
    /// A view (its chain reaches UIView), excluding windows.
    case view
    /// A view that places itself, so legitimately sizes itself: a window or a map annotation view
    /// (and their subclasses).
    case window
    /// A view controller.
    case viewController
    /// An extension of a type that the linted files do not declare (`extension UIView { … }`):
    /// helpers that the owner of a view calls.
    case foreignExtension
    /// Anything else, or no type at all.
    case other
}
