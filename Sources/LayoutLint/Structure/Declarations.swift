/// What the structure pass finds in one file: types with their bases, function-like members with
/// their bodies, and the locals and parameters visible at each point.

public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, `extension`, `protocol`, actor, interface, record
    /// Objective-C `@interface` / `@implementation` (issue 4).
    case objcClass
}

public struct TypeDecl: Sendable {
    public var name: String
    public var kind: TypeKind
    /// Base and conformance names, last path component, generic arguments dropped.
    public var bases: [String]
    /// C# `static class` (a home for extension methods, never a view).
    public var isStatic: Bool
    public var nameToken: Int
    /// Code-token indexes of the body's `{` and `}`.
    public var bodyOpen: Int
    public var bodyClose: Int
    /// The enclosing type in the same file.
    public var parent: Int?
    /// Objective-C methods declared without a body in an `@interface` (a header's `- (void)layoutUI;`);
    /// in `FileDeclarations.forHierarchy`, every method of the type.
    public var declaredMethods: [String] = []
    /// Set by `FileDeclarations.forHierarchy`: a member says the type is a view or a controller
    /// (`TypeHierarchy.evidence`), its members being no longer kept.
    public var membersSayView = false
    public var membersSayController = false
}

public enum MemberKind: String, Sendable {
    case method, initializer, deinitializer, property, `subscript`
}

public struct FunctionDecl: Sendable {
    /// `layoutSubviews`, `init`, `frame` (a property), C# `LayoutSubviews`, a constructor's type name.
    public var name: String
    public var kind: MemberKind
    public var isOverride: Bool
    public var isStatic: Bool
    /// Parameter names as the body sees them.
    public var parameters: [String]
    /// The last identifier of each parameter's type (`CGRect`), "" where none was read.
    public var parameterTypes: [String] = []
    public var nameToken: Int
    /// Code-token indexes of the first and last token of the body (braces, or `=>` … `;`).
    public var bodyOpen: Int
    public var bodyClose: Int
    /// The type it belongs to, nil for free functions.
    public var owner: Int?
    /// Reachable from outside the type by declaration: Swift `public`, `open`, `internal`,
    /// `@objc`, `@IBAction`; C# `public`, `protected`, `internal`, `virtual`, `abstract`.
    /// Objective-C methods are never marked (their visibility lives in a header).
    public var isExposed = false
    /// A C# method declared without `override` (or an `[Export]` of its own): UIKit calls only
    /// overrides, so whatever its name (`LayoutSubviews()` on a controller), it is no callback.
    public var isNoUIKitCallback = false

    public var bodyRange: ClosedRange<Int> { bodyOpen...max(bodyOpen, bodyClose) }
}

/// A local variable or parameter: visible after its declaration to the end of its scope.
public struct LocalDecl: Sendable {
    public var nameToken: Int
    public var scopeEnd: Int
    /// Declared as `x.superview` (or `x.Superview`): an alias of some view's superview.
    public var isSuperviewAlias: Bool
    /// For a superview alias, the first token of the expression it was bound to
    /// (`cell.contentView.superview`, `[child superview]`), or its own name for `if let superview`.
    public var aliasStart: Int = -1
}

/// What a token means beyond its kind, where the structure pass knows.
enum TokenRole: UInt8, Sendable {
    case none
    /// The name a declaration introduces (type, member, local, parameter).
    case declaredName
    /// An argument or parameter label: `init(frame: …)`.
    case label
    /// A member set inside a C# object initializer: `new UIView { Frame = … }`.
    case initializerMember
    /// A name inside `#selector(…)`, `#keyPath(…)` or C# `nameof(…)`: mentioned, not read.
    case reference
}

public struct FileStructure: Sendable {
    public internal(set) var types: [TypeDecl] = []
    public internal(set) var functions: [FunctionDecl] = []
    var locals: [String: [LocalDecl]] = [:]
    /// For each local of `locals[name]` (sorted by name token once the pass is done): the index
    /// of the nearest earlier one of the same name whose scope contains it, or -1.
    var localParents: [String: [Int32]] = [:]
    var roles: [TokenRole] = []
    /// For each code token, the innermost type and function it is inside (-1 for none), as runs.
    var typeAt = PaintedRuns()
    var functionAt = PaintedRuns()
    /// Which `#if` arm each token sits in, and which arms can compile together.
    var compileConditions = CompileConditions() {
        didSet { togetherMemo = PairMemo(); impliesMemo = PairMemo() }
    }
    private var togetherMemo = PairMemo()
    /// `compiledWhenever` by pair of arms: a file has few arms and many questions about them.
    private var impliesMemo = PairMemo()

    /// False when no build compiles both tokens: they sit in arms of `#if` blocks whose
    /// conditions exclude each other (`#if X` … `#else`, `#if X` and `#if !X`, a macro the file
    /// defines as 0).
    func compiledTogether(_ a: Int, _ b: Int) -> Bool {
        let c = compileConditions
        guard a >= 0, b >= 0, a < c.armAt.count, b < c.armAt.count else { return true }
        let x = c.armAt[a], y = c.armAt[b]
        if x == 0 && y == 0 { return true }
        return togetherMemo.answer(min(x, y), max(x, y)) { c.together(a, b) }
    }

    /// True when every build that compiles token `a` also compiles token `b` (`b` is not in an
    /// `#if` arm that `a` can be built without).
    func compiledWhenever(_ a: Int, alsoCompiles b: Int) -> Bool {
        let c = compileConditions
        guard a >= 0, b >= 0, a < c.armAt.count, b < c.armAt.count else { return true }
        let x = c.armAt[a], y = c.armAt[b]
        if x == y || y == 0 { return true }
        return impliesMemo.answer(x, y) { c.implies(a, b) }
    }

    func type(at i: Int) -> Int? {
        let k = typeAt[i]
        return k >= 0 ? Int(k) : nil
    }

    func function(at i: Int) -> Int? {
        let k = functionAt[i]
        return k >= 0 ? Int(k) : nil
    }

    func role(_ i: Int) -> TokenRole { i >= 0 && i < roles.count ? roles[i] : .none }

    /// The local or parameter named `name` visible at token `i`, if any.
    /// The innermost local `name` in scope at token `i`: the one declared last before `i` whose
    /// scope reaches `i`. Found by a binary search and a walk out through the enclosing
    /// same-named locals, so a file declaring the same name a million times stays linear.
    func local(named name: String, at i: Int) -> LocalDecl? {
        guard let list = locals[name], let parents = localParents[name] else { return nil }
        // Over the indices: reading one field, not copying each probed declaration.
        var k = list.indices.partitionPoint { list[$0].nameToken < i } - 1
        while k >= 0 {
            if i <= list[k].scopeEnd { return list[k] }
            if k > 0, list[k - 1].nameToken == list[k].nameToken { k -= 1; continue }
            k = Int(parents[k])
        }
        return nil
    }

    /// Sorts the locals by name token and links each to its enclosing namesake.
    mutating func indexLocals() {
        for (name, list) in locals {
            // A token recorded twice: the first record wins, as it did in a scan in order.
            let sorted = list.enumerated().sorted { ($0.element.nameToken, -$0.offset) < ($1.element.nameToken, -$1.offset) }.map(\.element)
            var parents = [Int32](repeating: -1, count: sorted.count)
            var open: [Int] = []
            for (k, l) in sorted.enumerated() {
                while let top = open.last, sorted[top].scopeEnd < l.nameToken { open.removeLast() }
                // Only a namesake declared strictly before counts (the old scan's `nameToken < i`).
                var p = open.count - 1
                while p >= 0, sorted[open[p]].nameToken >= l.nameToken { p -= 1 }
                parents[k] = p >= 0 ? Int32(open[p]) : -1
                open.append(k)
            }
            locals[name] = sorted
            localParents[name] = parents
        }
    }
}
