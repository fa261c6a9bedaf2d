/// What Interface Builder files (`.storyboard`, `.xib`) say about the views a class gets through
/// outlets: how each one follows its container (its autoresizing mask) or whether Auto Layout
/// places it. Built once per run from the nibs found beside the sources, and read by the rules
/// that need to know whether a view is laid out again after setup code ran.
public struct NibIndex: Sendable {
    /// One outlet's view as a nib describes it.
    public struct OutletView: Sendable, Equatable {
        /// The autoresizing mask's flexible parts, when the nib gives one.
        public var flexibleWidth = false, flexibleHeight = false
        public var flexibleLeft = false, flexibleRight = false, flexibleTop = false, flexibleBottom = false
        /// The nib gives the view an autoresizing mask (an `<autoresizingMask>` element).
        public var hasMask = false
        /// Constraints place it (`translatesAutoresizingMaskIntoConstraints="NO"`, or a constraint names it).
        public var usesAutoLayout = false
        /// Constant width and height constraints of its own fix its size.
        public var fixedWidth = false, fixedHeight = false

        public init() {}

        /// Its frame changes when its container's size does: a flexible size or a flexible
        /// leading or top margin, or constraints.
        public var followsItsContainer: Bool {
            usesAutoLayout || flexibleWidth || flexibleHeight || flexibleLeft || flexibleTop
        }

        /// Its size changes with its container's: a flexible width or height, or constraints.
        public var sizeFollowsItsContainer: Bool { usesAutoLayout || flexibleWidth || flexibleHeight }

        /// Its frame is the nib's until code changes it: a mask that pins it to the top-left
        /// corner at a fixed size, and no constraints.
        public var keepsItsNibFrame: Bool { hasMask && !followsItsContainer }
    }

    /// Every nib that connects the outlet gives it a fixed size (a mask without a flexible width or
    /// height, or constant width and height constraints of its own), wherever its margins put it.
    public func keepsNibSize(outlet property: String, of className: String) -> Bool {
        let v = views(outlet: property, of: className)
        return !v.isEmpty && v.allSatisfy { view in
            if view.usesAutoLayout { return view.fixedWidth && view.fixedHeight }
            return view.hasMask && !view.flexibleWidth && !view.flexibleHeight
        }
    }

    /// Class name → outlet property → the views it is connected to (one per scene or nib).
    private var outlets: [String: [String: [OutletView]]] = [:]

    public init() {}

    public var isEmpty: Bool { outlets.isEmpty }

    /// Some nib connects an outlet of this class: its view comes from a nib or storyboard.
    public func hasOutlets(of className: String) -> Bool { outlets[className] != nil }

    /// The views a class's outlet is connected to in every nib that connects it.
    public func views(outlet property: String, of className: String) -> [OutletView] {
        if let v = outlets[className]?[property] { return v }
        // Objective-C reads an outlet through its instance variable: `_avatar` for `avatar`.
        if property.hasPrefix("_") { return outlets[className]?[String(property.dropFirst())] ?? [] }
        return []
    }

    mutating func add(_ view: OutletView, outlet property: String, of className: String) {
        outlets[className, default: [:]][property, default: []].append(view)
    }

    mutating func merge(_ other: NibIndex) {
        for (cls, props) in other.outlets {
            for (p, views) in props { outlets[cls, default: [:]][p, default: []] += views }
        }
    }

    /// Every nib that connects the outlet says it follows its container (in size, or when
    /// `positionOnly`, in position too).
    public func follows(outlet property: String, of className: String, positionOnly: Bool = false) -> Bool {
        let v = views(outlet: property, of: className)
        return !v.isEmpty && v.allSatisfy { positionOnly ? $0.followsItsContainer : $0.sizeFollowsItsContainer }
    }

    /// Every nib that connects the outlet pins it at a fixed size to the top-left corner.
    public func keepsNibFrame(outlet property: String, of className: String) -> Bool {
        let v = views(outlet: property, of: className)
        return !v.isEmpty && v.allSatisfy(\.keepsItsNibFrame)
    }
}
