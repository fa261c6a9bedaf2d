/// The facts about geometry that the rules query: reads and writes of UIKit geometry members,
/// calls of the layout methods, and the origin components of rectangles being built.

/// The UIKit geometry members layoutlint follows.
public enum GeometryMember: String, Sendable, CaseIterable {
    case frame, bounds, center, transform, superview, autoresizingMask
    case translatesAutoresizingMaskIntoConstraints, anchorPoint, position
    /// Insets that are zero until the view is in a window and laid out.
    case safeAreaInsets, layoutMargins

    /// The member a word names in `language`: C# spells UIKit members in Pascal case (a lower-case
    /// `frame` there is a field or local), Swift and Objective-C in camel case.
    init?(_ w: Word, in language: Language) {
        guard let m = GeometryMember(w) else { return nil }
        guard w.isPascalCase == (language == .csharp) else { return nil }
        self = m
    }

    /// Hashes the case, not its raw string (the default for a `String` enum): members are set
    /// elements and dictionary keys in every lookup of the fact index and the patterns.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    private var ordinal: UInt8 {
        switch self {
        case .frame: return 0
        case .bounds: return 1
        case .center: return 2
        case .transform: return 3
        case .superview: return 4
        case .autoresizingMask: return 5
        case .translatesAutoresizingMaskIntoConstraints: return 6
        case .anchorPoint: return 7
        case .position: return 8
        case .safeAreaInsets: return 9
        case .layoutMargins: return 10
        }
    }

    init?(_ w: Word) {
        switch w {
        case .frame, .Frame: self = .frame
        case .bounds, .Bounds: self = .bounds
        case .center, .Center: self = .center
        case .transform, .Transform: self = .transform
        case .superview, .Superview: self = .superview
        case .autoresizingMask, .AutoresizingMask: self = .autoresizingMask
        case .translatesAutoresizingMaskIntoConstraints, .TranslatesAutoresizingMaskIntoConstraints:
            self = .translatesAutoresizingMaskIntoConstraints
        case .anchorPoint, .AnchorPoint: self = .anchorPoint
        case .position, .Position: self = .position
        case .safeAreaInsets, .SafeAreaInsets: self = .safeAreaInsets
        case .layoutMargins, .LayoutMargins: self = .layoutMargins
        default: return nil
        }
    }

    /// The member's spelling in `language`.
    public func spelling(in language: Language) -> String {
        guard language == .csharp else { return rawValue }
        return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

/// The expression an access goes through, normalised: `self.child`, `child` and `this.Child`
/// give the components `["child"]` / `["Child"]`; `self`, `this`, `super` and `base` are dropped.
public struct Receiver: Sendable, Hashable {
    public var components: [String] = []
    /// Nothing was written before the member (`frame`, C# `Frame`).
    public var isImplicit = false
    /// Rooted at `super` / `base`.
    public var isSuper = false
    /// Something layoutlint does not describe: a parenthesised expression, a cast, a literal.
    public var isOpaque = false
    /// The root component is a local variable or parameter.
    public var rootIsLocal = false
    /// The root component is a local bound to some view's superview.
    public var rootIsSuperviewAlias = false

    /// The receiver itself (no component): the own object, explicitly or implicitly.
    public var isSelf: Bool { components.isEmpty && !isOpaque }
}

public struct MemberAccess: Sendable {
    public let member: GeometryMember
    /// Code-token index of the member's name.
    public let nameToken: Int
    /// Code-token index of the first token of the receiver (the name itself when implicit).
    public let receiverStart: Int
    public let receiver: Receiver
    /// Assigned (`=`, `+=`, …), directly or through a sub-member (`frame.origin.y += 10`).
    public let isWrite: Bool
    /// For a write: the code-token range of the assigned value (after the operator).
    public let value: ClosedRange<Int>?
    /// For a write through a sub-member (`frame.origin.y = …`), false; true for the member itself.
    public let isWholeWrite: Bool
    /// The last token of the access as written: the name, or the `]` of an Objective-C message send.
    public var end: Int
    /// A bare name that is the rectangle the initializer handed to its superclass (`init(frame:)`'s
    /// `frame` after `super.init(frame: frame)`): the own frame, spelled as a parameter.
    public var isConstructionFrame = false

    init(member: GeometryMember, nameToken: Int, receiverStart: Int, receiver: Receiver, isWrite: Bool,
         value: ClosedRange<Int>?, isWholeWrite: Bool, end: Int? = nil) {
        self.member = member
        self.nameToken = nameToken
        self.receiverStart = receiverStart
        self.receiver = receiver
        self.isWrite = isWrite
        self.value = value
        self.isWholeWrite = isWholeWrite
        self.end = end ?? nameToken
    }
}

/// A call of a method by name, e.g. `layoutSubviews()`, `super.layoutSubviews()`.
public struct CallFact: Sendable {
    public let name: String
    public let nameToken: Int
    public let receiverStart: Int
    public let receiver: Receiver
    public let argumentCount: Int
    /// Code-token index of the closing parenthesis (or bracket of a message send).
    public let close: Int
    /// The arguments' code-token ranges.
    public let arguments: [ClosedRange<Int>]

    /// The name without an Objective-C selector's colons and later parts (`addSubview:` →
    /// `addSubview`).
    public var methodName: String { name.selectorHead }
}

/// One origin coordinate of a rectangle being built or moved: the `x:` and `y:` of
/// `CGRect(x:y:width:height:)`, the first two arguments of C# `new CGRect(x, y, w, h)`, the `X =`
/// and `Y =` of an initializer, the right side of `frame.origin.x = …`.
public struct OriginComponent: Sendable {
    /// `x` or `y`.
    public let axis: String
    /// Code-token range of the expression.
    public let first: Int
    public let last: Int
    /// The token that names the rectangle construction (`CGRect`, `RectangleF`, `origin`).
    public let anchor: Int
    /// The construction's closing token (for `.integral` after it), or `last`.
    public let constructionEnd: Int
}

/// A one-time guard: `if !didSetup { … }`, `if (!_configured)`, `guard !done else { return }`.
public struct OnceGuard: Sendable {
    /// The `if` or `guard` token.
    public let keyword: Int
    /// The last token of the condition.
    public let conditionEnd: Int
    /// The flag's name (`didSetup`, `_configured`).
    public let flag: String
    /// The code the guard lets through once: the `if` body, or the rest of the block after a `guard`.
    public let guarded: ClosedRange<Int>
    /// The check is that the view `flag` has no superview yet (`if label.superview == nil {`):
    /// the guarded code attaches it, and it stays attached on every later pass.
    public var attaches = false
    /// For `view.superview != container`: the container's token (the view is moved into it).
    public var container: Int?
    /// A flag that says "not done yet" and the guarded code clears (`if (_firstTime) { _firstTime = false; … }`).
    public var clears = false
}

public struct FileFacts: Sendable {
    public internal(set) var accesses: [MemberAccess] = []
    public internal(set) var calls: [CallFact] = []
    public internal(set) var origins: [OriginComponent] = []
    public internal(set) var onceGuards: [OnceGuard] = []
    /// Reads through accessors of the frame declared perhaps in another file (`FrameAccessors`):
    /// candidates only, kept apart from `accesses` so that no rule takes them for `frame` itself.
    public internal(set) var accessorReads: [MemberAccess] = []
    /// The same through other views (`contentView.qmui_width`, `FrameAccessors.readsOfOtherViews`).
    public internal(set) var accessorReadsOfOtherViews: [MemberAccess] = []
    /// The frame accessors this file declares (`FrameAccessors.declared`), for the run's declarations.
    public internal(set) var frameAccessorsDeclared: [String: Bool] = [:]
    /// Lookups over the facts above, set once extraction is done.
    var index = FactIndex()
    /// Facts computed the first time a condition asks (phases, calls between methods).
    let derived = DerivedFacts()
}
