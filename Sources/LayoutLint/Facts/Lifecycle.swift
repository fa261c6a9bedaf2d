/// When in a view's or view controller's life a function runs. The rules ask this instead of
/// listing method names: an own frame read in an initializer is harmless, the same read in a
/// layout pass is the bug.
public enum Phase: Sendable, Equatable {
    /// An initializer (`init(frame:)`, `init?(coder:)`, a C# constructor, `initWith…:`),
    /// `awakeFromNib`, or a helper of the type called only from them: before any owner or
    /// transform exists.
    case construction
    /// A view controller's `loadView` / `viewDidLoad`, or a helper called only from them (and
    /// from construction): the view exists but has not been laid out.
    case setup
    /// A layout callback (`layoutSubviews`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
    /// `layoutSublayers(of:)`) or a helper called only from them.
    case layout
    /// `draw(_:)`, `drawRect:`, `Draw(CGRect)`, `draw(in:)` or a helper called only from them.
    case drawing
    /// A property's getter, setter or observers.
    case accessor
    /// Anything else: actions, animations, configuration, helpers called from several places.
    case other

    /// Runs before the first layout pass has given the view its final geometry.
    public var isBeforeLayout: Bool { self == .construction || self == .setup }

    /// Which runs first in a view's life: construction, setup, layout, drawing, then the rest.
    var lifecycleOrder: Int {
        switch self {
        case .construction: return 0
        case .setup: return 1
        case .layout: return 2
        case .drawing: return 3
        case .other: return 4
        case .accessor: return 5
        }
    }
}

/// The UIKit callbacks whose timing the rules care about, one row each: the phase it runs in
/// and its spelling in each language (an Objective-C selector with its colons). Every question
/// of "when does this run" reads this table: a function's declared phase, the layout methods
/// LL010 looks in, the callbacks LL006 must not see called.
enum Lifecycle {
    struct Callback: Sendable {
        let phase: Phase
        let swift: String?
        let csharp: [String]
        let objc: [String]
        /// Who receives it: a view controller (`viewDidLoad`), or a view or layer (`layoutSubviews`).
        var controller = false
        /// A layout callback of a view or view controller (`layoutSubviews`,
        /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`), not a layer's.
        var viewLayout = false
        /// Sent as a nib finishes loading the object (`awakeFromNib`): its views have the nib's sizes.
        var fromNib = false

        var spellings: [String] { (swift.map { [$0] } ?? []) + csharp + objc }
    }

    static let callbacks: [Callback] = [
        Callback(phase: .construction, swift: "awakeFromNib", csharp: ["AwakeFromNib"], objc: ["awakeFromNib"], fromNib: true),
        Callback(phase: .construction, swift: nil, csharp: [], objc: ["awakeAfterUsingCoder:"]),
        Callback(phase: .setup, swift: "loadView", csharp: ["LoadView"], objc: ["loadView"], controller: true),
        Callback(phase: .setup, swift: "viewDidLoad", csharp: ["ViewDidLoad"], objc: ["viewDidLoad"], controller: true),
        Callback(phase: .layout, swift: "layoutSubviews", csharp: ["LayoutSubviews"], objc: ["layoutSubviews"], viewLayout: true),
        Callback(phase: .layout, swift: "viewWillLayoutSubviews", csharp: ["ViewWillLayoutSubviews"], objc: ["viewWillLayoutSubviews"], controller: true, viewLayout: true),
        Callback(phase: .layout, swift: "viewDidLayoutSubviews", csharp: ["ViewDidLayoutSubviews"], objc: ["viewDidLayoutSubviews"], controller: true, viewLayout: true),
        Callback(phase: .layout, swift: "layoutSublayers", csharp: ["LayoutSublayersOfLayer", "LayoutSublayers"],
                 objc: ["layoutSublayersOfLayer:", "layoutSublayers"]),
        Callback(phase: .drawing, swift: "draw", csharp: ["Draw"], objc: ["drawRect:"]),
        Callback(phase: .drawing, swift: nil, csharp: ["DrawInContext"], objc: ["drawInContext:"]),
        Callback(phase: .drawing, swift: nil, csharp: ["DrawLayer"], objc: ["drawLayer:inContext:"]),
    ]

    /// Every spelling of the callbacks of `phase`.
    static func names(_ phase: Phase) -> Set<String> {
        Set(callbacks.filter { $0.phase == phase }.flatMap(\.spellings))
    }

    /// The phase a method of this name runs in when UIKit calls it, if it is one of the callbacks.
    static func phase(ofCallback name: String) -> Phase? { byName[name] }
    private static let byName: [String: Phase] = {
        var map: [String: Phase] = [:]
        for c in callbacks { for s in c.spellings { map[s] = c.phase } }
        return map
    }()

    /// The layout callbacks of views and view controllers, in every spelling.
    static let viewLayoutCallbacks: Set<String> = Set(callbacks.filter(\.viewLayout).flatMap(\.spellings))

    /// The names a call of a layout callback spells (an Objective-C selector's first part).
    static let layoutCallNames: Set<String> = Set(callbacks.filter { $0.phase == .layout }.flatMap(\.spellings).map(\.selectorHead))

    /// The names a call of a view's or layer's layout callback spells: a view controller has none
    /// of these, so a controller's `[self layoutSubviews]` calls a method of its own.
    static let viewAndLayerLayoutCallNames: Set<String> =
        Set(callbacks.filter { $0.phase == .layout && !$0.controller }.flatMap(\.spellings).map(\.selectorHead))

    /// The callbacks a nib sends as it finishes loading the object.
    static let nibAwakening: Set<String> = Set(callbacks.filter(\.fromNib).flatMap(\.spellings))
}

extension Phase {
    /// UIKit's layout and loading callbacks, which take no argument.
    private static let takingNothing: Set<String> = [
        "layoutSubviews", "LayoutSubviews", "viewDidLayoutSubviews", "ViewDidLayoutSubviews",
        "viewWillLayoutSubviews", "ViewWillLayoutSubviews", "viewDidLoad", "ViewDidLoad", "loadView", "LoadView",
    ]

    /// The phase a function's own declaration says, before looking at who calls it.
    static func declared(_ f: FunctionDecl) -> Phase {
        switch f.kind {
        case .initializer: return .construction
        case .property, .subscript: return .accessor
        case .deinitializer: return .other
        case .method: break
        }
        guard let phase = Lifecycle.phase(ofCallback: f.name) else { return .other }
        // UIKit passes every drawing callback the rectangle or context to draw in: a `draw()` or
        // `Draw()` taking nothing is the type's own method (its callers decide its phase).
        if phase == .drawing, f.parameters.isEmpty, !f.name.contains(":") { return .other }
        // And UIKit's layout and loading callbacks take nothing and are overrides (in C#):
        // `LayoutSubviews(orientation, animate)` or a controller's own `void LayoutSubviews()` is a
        // method of the type's own that happens to share the name.
        if Self.takingNothing.contains(f.name), !f.parameters.isEmpty || f.isNoUIKitCallback { return .other }
        return phase
    }
}
