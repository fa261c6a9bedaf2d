/// Code that cannot run: a method or property that only its own file can reach (Swift
/// `private`/`fileprivate`, a C# member with no access modifier or `private`) and that nothing in
/// the file names. Whatever layout pitfall such a member holds never reaches the screen, and the
/// fix an engineer makes is to delete it, not to change its geometry.
///
/// Left alone (they can run without being named in the file): overrides, Objective-C methods
/// (reached through selectors, headers and categories), Swift `@objc`, `@IBAction`, `dynamic`
/// and attributed members, C# members with an attribute (`[Export]`, `[Action]`), `partial`,
/// `extern` or any access modifier other than `private`, members of a C# `partial` type (another
/// file of the same class may call them), explicit interface implementations
/// (`nint IUITableViewDataSource.RowsInSection`), initializers, and local functions.
enum NeverCalled {
    /// Whether function `f` can only be reached from this file and no token of the file other than
    /// its own name names it.
    static func function(_ f: Int, _ ts: TokenStream, _ s: FileStructure) -> Bool {
        let decl = s.functions[f]
        guard ts.language != .objc, decl.kind == .method || decl.kind == .property, !decl.isOverride, !decl.isExposed,
              let owner = decl.owner, s.function(at: decl.nameToken) == nil else { return false }
        switch ts.language {
        case .swift:
            guard swiftIsFilePrivate(decl.nameToken, ts) else { return false }
        case .csharp:
            guard !ts.isPunct(decl.nameToken - 1, "."), csharpIsPrivate(decl.nameToken, ts),
                  !csharpTypeIsPartial(s.types[owner], ts) else { return false }
        default:
            return false
        }
        let name = decl.name
        for k in 0..<ts.count where k != decl.nameToken && ts.kind(k) == .identifier && ts.name(k) == name {
            return false
        }
        return true
    }

    /// `private func`, `fileprivate var` (also `private(set)` is not enough: the getter is open),
    /// with no attribute that lets the runtime or Interface Builder reach it.
    private static func swiftIsFilePrivate(_ name: Int, _ ts: TokenStream) -> Bool {
        // Back from the declaration keyword before the name over modifiers and attributes.
        var k = name - 1
        guard k >= 0, ts.kind(k) == .identifier else { return false }
        k -= 1
        var isPrivate = false
        while k >= 0 {
            if ts.kind(k) == .atKeyword { return false }
            if ts.isPunct(k, ")"), let o = ts.partner(of: k), o > 0 {
                // `private(set)` limits the setter only.
                if ts.spells(o - 1, "private") || ts.spells(o - 1, "fileprivate") { return false }
                k = o - 1
                continue
            }
            guard ts.kind(k) == .identifier else { break }
            let word = ts.text(k)
            if word == "private" || word == "fileprivate" {
                isPrivate = true
            } else if word == "dynamic" || word == "public" || word == "open" || word == "internal" || word == "package" {
                return false
            } else if !["final", "static", "class", "mutating", "nonmutating", "lazy", "weak", "unowned", "nonisolated", "override",
                        "convenience", "required", "optional", "indirect"].contains(word) {
                break
            }
            k -= 1
        }
        return isPrivate
    }

    /// A C# member whose modifiers (back to the previous `;`, `{` or `}`) name no access other
    /// than `private`, with no attribute and no `partial` or `extern`.
    private static func csharpIsPrivate(_ name: Int, _ ts: TokenStream) -> Bool {
        var k = name - 1
        while k >= 0, !ts.isPunct(k, ";"), !ts.isPunct(k, "{"), !ts.isPunct(k, "}") {
            if ts.isPunct(k, "]") { return false }
            if ["public", "protected", "internal", "partial", "extern", "override", "virtual", "abstract", "new", "event",
                "operator", "implicit", "explicit"].contains(ts.text(k)) { return false }
            k -= 1
        }
        return true
    }

    /// `partial class Foo`: other files may hold more of it.
    private static func csharpTypeIsPartial(_ t: TypeDecl, _ ts: TokenStream) -> Bool {
        var k = t.nameToken - 1
        while k >= 0, !ts.isPunct(k, ";"), !ts.isPunct(k, "{"), !ts.isPunct(k, "}"), !ts.isPunct(k, "]") {
            if ts.spells(k, "partial") { return true }
            k -= 1
        }
        return false
    }
}
