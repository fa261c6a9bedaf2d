/// Builds a file's `FileStructure` from its tokens: one front end per language, one model.
public enum StructurePass {
    public static func run(_ ts: TokenStream) -> FileStructure {
        var b = StructureBuilder(ts)
        switch ts.language {
        case .swift: SwiftStructure.build(&b)
        case .csharp: CSharpStructure.build(&b)
        case .objc: ObjCStructure.build(&b)
        }
        return b.finish()
    }

    /// Only what other files need to know about this one: its types and members, found by the
    /// same walk as `run` (so they are the same), without the locals, the token roles' lookups,
    /// the compile conditions and the position indexes that only rules read.
    public static func declarations(_ ts: TokenStream) -> FileDeclarations {
        var b = StructureBuilder(ts, keepsLocals: false)
        switch ts.language {
        case .swift: SwiftStructure.build(&b)
        case .csharp: CSharpStructure.build(&b)
        case .objc: ObjCStructure.build(&b)
        }
        return FileDeclarations(types: b.out.types, functions: b.out.functions)
    }
}

/// An open `{` in a front end's walk: its span, its role and the innermost type body at or around
/// it (-1: none), so that asking for the enclosing type costs nothing however deep the blocks nest.
/// Kept small: 100,000-deep nesting holds 100,000 of them.
struct OpenBlock<Role> {
    let open: Int32, close: Int32
    let role: Role
    let innerType: Int32

    /// `typeBody`: the type whose body this block is, if it is one.
    init(open: Int, close: Int, role: Role, typeBody: Int32?, outer: OpenBlock?) {
        self.open = Int32(truncatingIfNeeded: open)
        self.close = Int32(truncatingIfNeeded: close)
        self.role = role
        innerType = typeBody ?? outer?.innerType ?? -1
    }
}

/// The state shared by the language front ends while they scan.
struct StructureBuilder {
    let ts: TokenStream
    var out = FileStructure()
    /// False for a declarations-only walk: locals are marked as declared names (the walk reads
    /// that) but not recorded.
    let keepsLocals: Bool

    init(_ ts: TokenStream, keepsLocals: Bool = true) {
        self.ts = ts
        self.keepsLocals = keepsLocals
        out.roles = [TokenRole](repeating: .none, count: ts.count)
    }

    mutating func addLocal(_ nameToken: Int, scopeEnd: Int, superviewAlias: Bool = false, aliasStart: Int = -1) {
        guard ts.kind(nameToken) == .identifier else { return }
        out.roles[nameToken] = .declaredName
        guard keepsLocals else { return }
        out.locals[ts.name(nameToken), default: []].append(
            LocalDecl(nameToken: nameToken, scopeEnd: scopeEnd, isSuperviewAlias: superviewAlias,
                      aliasStart: superviewAlias ? aliasStart : -1))
    }

    mutating func mark(_ i: Int, _ role: TokenRole) {
        if i >= 0 && i < out.roles.count { out.roles[i] = role }
    }

    /// The closing index of a bracket, clamped to the last token.
    func close(of i: Int) -> Int { min(ts.partner(of: i) ?? i, ts.count - 1) }

    /// True when `i` is a `.ident` chain ending in `superview`, read from `start` to `end` (inclusive):
    /// `child.superview`, `self.superview!`, `view.Superview`, `superview as? UIView`.
    func isSuperviewChain(from start: Int, to end: Int) -> Bool {
        var last: Word = .none
        var i = start
        while i <= end {
            switch ts.kind(i) {
            case .identifier:
                if ts.word(i) == .kAs || ts.word(i) == .kIs { return last == .superview || last == .Superview }
                last = ts.word(i)
            case .punctuation where ts.isPunct(i, "."):
                break
            case .operator where ts.isPunct(i, "?") || ts.isPunct(i, "!"):
                break
            default:
                return false
            }
            i += 1
        }
        return last == .superview || last == .Superview
    }

    mutating func finish() -> FileStructure {
        let n = ts.count
        out.indexLocals()
        out.typeAt = PaintedRuns(n, out.types.indices.compactMap { k in
            let t = out.types[k]
            return t.bodyOpen < n && t.bodyOpen <= t.bodyClose ? (t.bodyOpen...min(t.bodyClose, n - 1), Int32(k)) : nil
        })
        out.compileConditions = CompileConditions(ts)
        // Functions are filled outermost first so that nested ones win.
        let order = out.functions.indices.sorted { out.functions[$0].bodyOpen < out.functions[$1].bodyOpen }
        out.functionAt = PaintedRuns(n, order.compactMap { k in
            let f = out.functions[k]
            return f.bodyOpen < n ? (f.bodyOpen...min(max(f.bodyOpen, f.bodyClose), n - 1), Int32(k)) : nil
        })
        return out
    }
}
