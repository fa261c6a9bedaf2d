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

    init(_ ts: TokenStream) {
        self.ts = ts
        out.roles = [TokenRole](repeating: .none, count: ts.count)
    }

    mutating func addLocal(_ nameToken: Int, scopeEnd: Int, superviewAlias: Bool = false) {
        guard ts.kind(nameToken) == .identifier else { return }
        out.roles[nameToken] = .declaredName
        out.locals[ts.name(nameToken), default: []].append(
            LocalDecl(nameToken: nameToken, scopeEnd: scopeEnd, isSuperviewAlias: superviewAlias))
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
        conditionalBranches()
        // Functions are filled outermost first so that nested ones win.
        let order = out.functions.indices.sorted { out.functions[$0].bodyOpen < out.functions[$1].bodyOpen }
        out.functionAt = PaintedRuns(n, order.compactMap { k in
            let f = out.functions[k]
            return f.bodyOpen < n ? (f.bodyOpen...min(max(f.bodyOpen, f.bodyClose), n - 1), Int32(k)) : nil
        })
        return out
    }

    /// Assigns every token its `#if` branch.
    private mutating func conditionalBranches() {
        let n = ts.count
        // Without directives every token is in branch 0: `branchAt` stays empty, read as 0.
        guard ts.code.contains(where: { $0.kind == .directive }) else { return }
        out.branchAt = [Int32](repeating: 0, count: n)
        var stack: [FileStructure.BranchStep] = []
        // `#if`s nested deeper than `maxBranchDepth` (no real code) are not tracked, nor their
        // `#else`s and `#endif`s, so that each directive costs at most that much.
        var untracked = 0
        var ids: [[FileStructure.BranchStep]: Int32] = [[]: 0]
        var conditions: [UInt64: Int32] = [:]
        var current: Int32 = 0
        for i in 0..<n {
            if ts.code[i].kind == .directive {
                switch Self.directiveWord(ts, i) {
                case "if" where stack.count >= Self.maxBranchDepth:
                    untracked += 1
                case "if":
                    let key = Self.directiveCondition(ts, i)
                    let id = conditions[key] ?? Int32(conditions.count)
                    conditions[key] = id
                    stack.append(.init(block: id, branch: 0))
                case "elseif", "elif", "else":
                    if untracked == 0, !stack.isEmpty { stack[stack.count - 1].branch += 1 }
                case "endif":
                    if untracked > 0 { untracked -= 1 } else if !stack.isEmpty { stack.removeLast() }
                default:
                    break
                }
                if let id = ids[stack] { current = id } else {
                    current = Int32(out.branches.count)
                    ids[stack] = current
                    out.branches.append(stack)
                }
            }
            out.branchAt[i] = current
        }
    }

    static let maxBranchDepth = 64

    /// A hash of the condition of an `#if`, spaces left out: Swift's follows the `#if` token on its
    /// line, C#'s and Objective-C's is the rest of the directive token (up to a `//` comment).
    static func directiveCondition(_ ts: TokenStream, _ i: Int) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let bytes = ts.file.bytes
        func add(_ range: Range<Int>) -> Bool {
            var previous: UInt8 = 0
            for k in range {
                let b = bytes[k]
                if b == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return false }
                previous = b
                if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A { continue }
                h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3
            }
            return true
        }
        _ = add(ts.code[i].range)
        if ts.language == .swift {
            var k = i + 1
            while k < ts.count, !ts.code[k].flags.contains(.atStartOfLine) { _ = add(ts.code[k].range); k += 1 }
        }
        return h
    }

    /// `if`, `elseif`, `elif`, `else`, `endif`, … for a directive token (`#if DEBUG`, `# else`).
    static func directiveWord(_ ts: TokenStream, _ i: Int) -> String {
        var word = ""
        var started = false
        for b in ts.file.bytes[ts.code[i].range].dropFirst() {
            if b == 0x20 || b == 0x09 { if started { break } else { continue } }
            guard ByteClass.isASCIILetter(b) else { break }
            started = true
            word.append(Character(Unicode.Scalar(b)))
        }
        return word
    }
}
