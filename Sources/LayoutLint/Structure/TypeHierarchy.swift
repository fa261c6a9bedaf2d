/// The types of every linted file, merged by name (Swift extensions, C# partial classes), with
/// what each one is: a view, a view controller, or neither. Built from declarations only.
/// The declarations of one file: all the hierarchy needs, kept after the file's tokens are gone.
public struct FileDeclarations: Sendable {
    public var types: [TypeDecl]
    public var functions: [FunctionDecl]
    /// Accessors of a view's frame this file declares in an extension or category of a UIKit
    /// view class (`width` → a length, `left` → a coordinate): `FrameAccessors.declared`.
    public var frameAccessors: [String: Bool] = [:]
    /// Names this file defines as the main screen's size (`ScreenNames.declared`).
    public var screenNames: [String: Set<String>] = [:]

    public init(_ s: FileStructure) {
        types = s.types
        functions = s.functions
    }

    init(types: [TypeDecl], functions: [FunctionDecl]) {
        self.types = types
        self.functions = functions
    }

    /// Only what `TypeHierarchy` reads, for holding every file's declarations until the run
    /// resolves them: the types, with what their members tell folded in (method names into
    /// `declaredMethods`, which the hierarchy reads the same way, and `TypeHierarchy.evidence`
    /// into `membersSayView` / `membersSayController`), and no members. The members and their
    /// parameter lists were most of what a large run kept in memory.
    var forHierarchy: FileDeclarations {
        var kept = types
        for f in functions {
            guard let owner = f.owner else { continue }
            if f.kind == .method { kept[owner].declaredMethods.append(f.name) }
            let says = TypeHierarchy.evidence(of: f, ownerKind: types[owner].kind)
            if says.view { kept[owner].membersSayView = true }
            if says.controller { kept[owner].membersSayController = true }
        }
        var out = FileDeclarations(types: kept, functions: [])
        out.frameAccessors = frameAccessors
        out.screenNames = screenNames
        return out
    }
}

public struct TypeHierarchy: Sendable {
    public enum Category: Sendable, Equatable {
        case view
        case window
        case viewController
        case other
    }

    struct Summary: Sendable {
        var bases: [String] = []
        /// Declared with `class` (or `record`, `interface`...) somewhere in the linted files, not only extended.
        var hasPrimaryDeclaration = false
        var isValueType = false
        /// Declared somewhere as a class with a base: a value type of the same name elsewhere is
        /// another type (`Config.StackView` beside the `StackView` control), not this one.
        var isClassWithBase = false
        var isStatic = false
        /// Member names that say "view" or "view controller" when the base is out of sight.
        var viewEvidence = false
        var controllerEvidence = false
        /// The methods declared or implemented on the type (Objective-C: full selectors).
        var methods: Set<String> = []
    }

    private(set) var summaries: [String: Summary] = [:]
    private var categories: [String: Category] = [:]
    /// Classes the project names as views or controllers (frameworks outside the linted files).
    private let project: ProjectClasses

    /// `methodsOfInterest`: the only method names `inherits(_:into:)` will be asked about (nil:
    /// all of them); the others are not recorded.
    public init(_ files: [FileDeclarations], project: ProjectClasses = ProjectClasses(), methodsOfInterest: Set<String>? = nil) {
        self.project = project
        // Each summary is changed in place (one lookup, no copy of its sets), and a member adds
        // to its type's only when it says something.
        for s in files {
            for t in s.types {
                Self.update(&summaries, t.name) { sum in
                    for base in t.bases where !sum.bases.contains(base) { sum.bases.append(base) }
                    if t.kind != .extension { sum.hasPrimaryDeclaration = true }
                    if t.kind == .struct || t.kind == .enum || t.kind == .protocol || t.kind == .interface { sum.isValueType = true }
                    if (t.kind == .class || t.kind == .objcClass) && !t.bases.isEmpty { sum.isClassWithBase = true }
                    if t.isStatic { sum.isStatic = true }
                    for m in t.declaredMethods where methodsOfInterest?.contains(m) ?? true { sum.methods.insert(m) }
                    if t.membersSayView { sum.viewEvidence = true }
                    if t.membersSayController { sum.controllerEvidence = true }
                }
            }
            for f in s.functions {
                guard let owner = f.owner else { continue }
                let recordsMethod = f.kind == .method && (methodsOfInterest?.contains(f.name) ?? true)
                let says = Self.evidence(of: f, ownerKind: s.types[owner].kind)
                guard recordsMethod || says.view || says.controller else { continue }
                Self.update(&summaries, s.types[owner].name) { sum in
                    if recordsMethod { sum.methods.insert(f.name) }
                    if says.view { sum.viewEvidence = true }
                    if says.controller { sum.controllerEvidence = true }
                }
            }
        }
        // Each name is resolved on its own (`resolve` reads no other result): any order will do.
        for name in summaries.keys { categories[name] = resolve(name, visiting: []) }
    }

    /// What a member says its type is when the type's base is out of sight: overriding (or, in
    /// Objective-C, implementing) a method only a view or only a controller has, or a view's
    /// `init(frame:)` (C# `MyView(CGRect frame) : base(frame)`).
    static func evidence(of f: FunctionDecl, ownerKind: TypeKind) -> (view: Bool, controller: Bool) {
        let mayOverride = f.isOverride || ownerKind == .objcClass
        let overridesView = mayOverride && UIKitCatalog.viewOnlyMethods.contains(f.name)
        let frameInit = f.kind == .initializer && f.parameters.first?.lowercased() == "frame"
            && ["CGRect", "RectangleF", "NSRect"].contains(f.parameterTypes.first ?? "")
            && (f.isOverride || f.name != "init")  // Swift's UIView subclasses must write `override`
        return (overridesView || frameInit, mayOverride && UIKitCatalog.controllerOnlyMethods.contains(f.name))
    }

    @inline(__always)
    private static func update(_ summaries: inout [String: Summary], _ name: String, _ body: (inout Summary) -> Void) {
        body(&summaries[name, default: Summary()])
    }

    /// What the type named `name` is.
    public func category(of name: String) -> Category {
        if let c = categories[name] { return c }
        return known(name) ?? .other
    }

    /// The role of the type declared as `t`: an extension of a type that is not declared in the
    /// linted files is a foreign extension; otherwise the category of its name.
    public func role(of t: TypeDecl) -> TypeRole {
        if t.kind == .extension || t.kind == .protocol {
            if t.kind == .protocol || !isDeclared(t.name) { return .foreignExtension }
        }
        // A struct or an enum is never a view, whatever class shares its name.
        if t.kind == .struct || t.kind == .enum { return .other }
        switch category(of: t.name) {
        case .view: return .view
        case .window: return .window
        case .viewController: return .viewController
        case .other: return .other
        }
    }

    /// True when a superclass of `type` declared in the linted files (at any depth) declares or
    /// implements `method`: the superclass may call it at any time, whatever the subclass does.
    /// Protocols do not count: a delegate method runs when its caller asks, not as the class's own hook.
    public func inherits(_ method: String, into type: String) -> Bool {
        var seen: Set<String> = [type]
        var queue = summaries[type]?.bases ?? []
        while let base = queue.popLast() {
            guard seen.insert(base).inserted, let sum = summaries[base], !sum.isValueType else { continue }
            if sum.methods.contains(method) { return true }
            queue += sum.bases
        }
        return false
    }

    /// True when `type`'s chain of superclasses, followed through the linted files, reaches one of
    /// `classes` (UIKit's or the project's). A chain that leaves the linted files at a name it
    /// does not know counts when that name ends like one of `classes` (`SwipeTableViewCell` for
    /// `UITableViewCell`).
    public func descends(_ type: String, fromAnyOf classes: Set<String>) -> Bool {
        var seen: Set<String> = []
        var queue = [type]
        let suffixes = classes.map { $0.hasPrefix("UI") ? String($0.dropFirst(2)) : $0 }
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            if classes.contains(name), name != type { return true }
            if let sum = summaries[name], sum.hasPrimaryDeclaration || !sum.bases.isEmpty {
                queue += sum.bases
            } else if name != type, known(name) == nil, suffixes.contains(where: { name.hasSuffix($0) }) {
                return true
            }
        }
        return false
    }

    /// True when `name` is declared (not only extended) in the linted files.
    public func isDeclared(_ name: String) -> Bool { summaries[name]?.hasPrimaryDeclaration == true }

    /// The class `name` is declared in the linted files and is none of UIKit's views, controllers
    /// or layers: its chain of superclasses reaches none of `roots`, nothing names it a view or a
    /// controller. A class declared with no base at all must also show nothing a view or a
    /// controller overrides (a C# partial class may name its base in a file not linted).
    public func isPlainClass(_ name: String, roots: Set<String>) -> Bool {
        guard let sum = summaries[name], sum.hasPrimaryDeclaration, !sum.isValueType || sum.isClassWithBase else { return false }
        if sum.bases.isEmpty, sum.viewEvidence || sum.controllerEvidence { return false }
        return category(of: name) == .other && !descends(name, fromAnyOf: roots)
    }

    private func known(_ name: String) -> Category? {
        if let c = project.category(of: name) { return c }
        return Self.catalogued(name)
    }

    private static func catalogued(_ name: String) -> Category? {
        if let c = catalog[name] { return c }
        if UIKitCatalog.isAppKit(name) { return .other }
        return nil
    }

    /// UIKit's classes by name, one lookup: a window is a window before it is a view.
    private static let catalog: [String: Category] = {
        var c: [String: Category] = [:]
        for n in UIKitCatalog.viewControllers { c[n] = .viewController }
        for n in UIKitCatalog.views { c[n] = .view }
        for n in UIKitCatalog.windows { c[n] = .window }
        return c
    }()

    /// `visiting`: the names on the way here (a chain of bases is short; a cycle ends it).
    private func resolve(_ name: String, visiting: [String]) -> Category {
        if let k = known(name) { return k }
        guard let sum = summaries[name], !visiting.contains(name) else { return .other }
        if sum.isValueType && !sum.isClassWithBase || sum.isStatic { return .other }
        var leavesLintedFiles = false
        var unknownBases: [String] = []
        for base in sum.bases {
            let c = resolve(base, visiting: visiting + [name])
            if c != .other { return c }
            if summaries[base]?.hasPrimaryDeclaration != true, known(base) == nil {
                leavesLintedFiles = true
                unknownBases.append(base)
            }
        }
        // The chain leaves the linted files at an unknown name: judge by what the class overrides,
        // then by the conventional suffix of the unknown base's name.
        unknownBases.removeAll { UIKitCatalog.notViews.contains($0) }
        if leavesLintedFiles, !unknownBases.isEmpty {
            if sum.controllerEvidence { return .viewController }
            if sum.viewEvidence { return .view }
        }
        for base in unknownBases {
            if base.hasSuffix("ViewController") || base.hasSuffix("Controller") && base.contains("View") { return .viewController }
            if base.hasSuffix("View") || base.hasSuffix("Cell") || base.hasSuffix("Button") || base.hasSuffix("Label") {
                return .view
            }
        }
        return .other
    }
}

/// The view and view controller classes a project gets from frameworks outside the linted files
/// (`view-classes` and `controller-classes` in `.layoutlint.yml`): exact names, or prefixes
/// ending in `*` (`ASDisplayNode*`).
public struct ProjectClasses: Sendable, Equatable {
    public var views: [String] = []
    public var controllers: [String] = []

    public init(views: [String] = [], controllers: [String] = []) {
        self.views = views
        self.controllers = controllers
    }

    func category(of name: String) -> TypeHierarchy.Category? {
        if controllers.contains(where: { Self.matches($0, name) }) { return .viewController }
        if views.contains(where: { Self.matches($0, name) }) { return .view }
        return nil
    }

    static func matches(_ pattern: String, _ name: String) -> Bool {
        pattern.hasSuffix("*") ? name.hasPrefix(pattern.dropLast()) : pattern == name
    }
}
