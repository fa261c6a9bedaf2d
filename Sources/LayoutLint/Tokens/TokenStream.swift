/// A file's tokens as the structure pass and the rules see them: code tokens (comments set aside,
/// for suppressions), each bracket paired with its partner, and identifiers recognised by word.
public struct TokenStream: Sendable {
    public let file: SourceFile
    /// Every token except comments, in order.
    public let code: [Token]
    /// Comments, in order.
    public let comments: [Token]
    /// For each code token: the index of its partner bracket (`(`↔`)`, `[`↔`]`, `{`↔`}`,
    /// interpolation start↔end), or -1. An unclosed opener is paired with the end of the stream.
    let partner: [Int32]
    /// For each code token: the known word it spells, if any.
    let words: [Word]
    /// For each code token: the innermost bracket (or interpolation) that contains it, or -1.
    let enclosing: [Int32]

    public init(file: SourceFile, tokens: consuming [Token]) {
        self.file = file
        // Comments are moved out in place: a large file's tokens are not held twice.
        var code = tokens
        var comments: [Token] = []
        var kept = 0
        for i in code.indices {
            let t = code[i]
            if t.kind == .comment {
                comments.append(t)
            } else {
                if kept != i { code[kept] = t }
                kept += 1
            }
        }
        code.removeLast(code.count - kept)
        self.code = code
        self.comments = comments
        var partner = [Int32](repeating: -1, count: code.count)
        var words = [Word](repeating: .none, count: code.count)
        var enclosing = [Int32](repeating: -1, count: code.count)
        var stack: [Int32] = []
        // Openers on the stack per family, so that a stray closer is known to pair with nothing
        // without scanning the whole stack (which would be quadratic on `((((…]]]]`).
        var open = [Int](repeating: 0, count: 4)
        let bytes = file.bytes
        // `#if` arms that each open a bracket closed once after `#endif` (`#if A\n if (x) {\n
        // #else\n if (y) {\n #endif … }`): every arm starts from the nesting before `#if`, and
        // after `#endif` the first arm's nesting goes on. An opener of a later arm left open is
        // closed with the first arm's opener at its depth.
        var arms: [(before: [Int32], open: [Int], first: (stack: [Int32], open: [Int])?)] = []
        var twins: [Int32: [Int32]] = [:]
        for i in code.indices {
            let t = code[i]
            enclosing[i] = stack.last ?? -1
            switch t.kind {
            case .directive:
                switch Self.conditionalDirective(bytes, t) {
                case .opens:
                    arms.append((stack, open, nil))
                case .nextArm where !arms.isEmpty:
                    if arms[arms.count - 1].first == nil { arms[arms.count - 1].first = (stack, open) }
                    stack = arms[arms.count - 1].before
                    open = arms[arms.count - 1].open
                case .closes where !arms.isEmpty:
                    let arm = arms.removeLast()
                    if let first = arm.first, first.stack != stack {
                        // The last arm's openers past the shared prefix close with the first arm's.
                        let shared = zip(first.stack, stack).prefix { $0 == $1 }.count
                        for (d, o) in stack.enumerated() where d >= shared && d < first.stack.count { twins[first.stack[d], default: []].append(o) }
                        for o in stack.dropFirst(shared) where partner[Int(o)] == -1 { partner[Int(o)] = -2 }
                        stack = first.stack
                        open = first.open
                    }
                default:
                    break
                }
            case .identifier:
                words[i] = Word.lookup(bytes, t.range)
            case .punctuation, .interpolationStart, .interpolationEnd:
                let b = bytes[Int(t.start)]
                if t.kind == .interpolationStart || b == 0x28 || b == 0x5B || b == 0x7B {
                    stack.append(Int32(i))
                    open[Self.family(bytes, t)] += 1
                } else if t.kind == .interpolationEnd || b == 0x29 || b == 0x5D || b == 0x7D {
                    // Pop to the nearest opener of the same family; a stray closer pairs with nothing.
                    if open[Self.family(bytes, t)] > 0, let k = stack.lastIndex(where: { Self.pairs(bytes, code[Int($0)], t) }) {
                        for j in stack[(k + 1)...] { partner[Int(j)] = Int32(i) }  // unclosed inner openers
                        partner[Int(stack[k])] = Int32(i)
                        partner[i] = stack[k]
                        for twin in twins[stack[k]] ?? [] { partner[Int(twin)] = Int32(i) }
                        for j in stack[k...] { open[Self.family(bytes, code[Int(j)])] -= 1 }
                        stack.removeSubrange(k...)
                        enclosing[i] = stack.last ?? -1
                    }
                }
            default:
                break
            }
        }
        for j in stack { partner[Int(j)] = Int32(code.count) }
        // A later arm's opener with no twin (that arm opened more than the first): unclosed.
        for j in partner.indices where partner[j] == -2 { partner[j] = Int32(code.count) }
        self.partner = partner
        self.words = words
        self.enclosing = enclosing
    }

    /// 0 for `(` `)`, 1 for `[` `]`, 2 for `{` `}`, 3 for an interpolation's start and end.
    private enum ConditionalDirective { case opens, nextArm, closes, other }

    /// `#if`/`#ifdef`/`#ifndef` open a block of arms, `#else`/`#elif`/`#elseif` start the next
    /// arm, `#endif` closes the block.
    private static func conditionalDirective(_ bytes: [UInt8], _ t: Token) -> ConditionalDirective {
        switch directiveKeyword(bytes, t) {
        case "if", "ifdef", "ifndef": return .opens
        case "else", "elif", "elseif": return .nextArm
        case "endif": return .closes
        default: return .other
        }
    }

    /// The keyword of a directive token (`if`, `elseif`, `endif`, `define`…): the letters after
    /// its `#` and any blanks.
    static func directiveKeyword(_ bytes: [UInt8], _ t: Token) -> String {
        var word = ""
        var started = false
        for b in bytes[t.range].dropFirst() {
            if b == 0x20 || b == 0x09 { if started { break } else { continue } }
            guard ByteClass.isASCIILetter(b) else { break }
            started = true
            word.append(Character(Unicode.Scalar(b)))
        }
        return word
    }

    private static func family(_ bytes: [UInt8], _ t: Token) -> Int {
        if t.kind == .interpolationStart || t.kind == .interpolationEnd { return 3 }
        switch bytes[Int(t.start)] {
        case 0x28, 0x29: return 0
        case 0x5B, 0x5D: return 1
        default: return 2
        }
    }

    private static func pairs(_ bytes: [UInt8], _ open: Token, _ close: Token) -> Bool {
        if close.kind == .interpolationEnd { return open.kind == .interpolationStart }
        if open.kind == .interpolationStart { return false }
        let o = bytes[Int(open.start)], c = bytes[Int(close.start)]
        return (o == 0x28 && c == 0x29) || (o == 0x5B && c == 0x5D) || (o == 0x7B && c == 0x7D)
    }

    public var count: Int { code.count }
    public var language: Language { file.language }

    @inline(__always) public func kind(_ i: Int) -> TokenKind? {
        i >= 0 && i < code.count ? code[i].kind : nil
    }

    @inline(__always) func word(_ i: Int) -> Word {
        i >= 0 && i < code.count ? words[i] : .none
    }

    /// The partner bracket of token `i`, or nil.
    @inline(__always) func partner(of i: Int) -> Int? {
        guard i >= 0 && i < partner.count, partner[i] >= 0 else { return nil }
        return Int(partner[i])
    }

    /// The innermost open bracket containing token `i`.
    @inline(__always) func enclosingOpen(_ i: Int) -> Int? {
        guard i >= 0 && i < enclosing.count, enclosing[i] >= 0 else { return nil }
        return Int(enclosing[i])
    }

    /// The token's source text.
    public func text(_ i: Int) -> String {
        guard i >= 0 && i < code.count else { return "" }
        return file.text(code[i].range)
    }

    /// The identifier's name without backticks or a C# `@` prefix.
    func name(_ i: Int) -> String {
        guard i >= 0 && i < code.count else { return "" }
        let bytes = file.bytes
        var lo = Int(code[i].start), hi = Int(code[i].end)
        if lo < hi && bytes[lo] == 0x40 { lo += 1 }  // @
        if lo < hi && bytes[lo] == 0x60 { lo += 1 }  // `
        if lo < hi && bytes[hi - 1] == 0x60 { hi -= 1 }
        return file.text(lo..<hi)
    }

    /// True when token `i`'s bytes spell one of `words` (no `String` is made).
    func spellsOne(of words: WordSet, _ i: Int) -> Bool {
        guard i >= 0 && i < code.count else { return false }
        return words.contains(file.bytes, code[i].range)
    }

    /// True when token `i` is the one-byte punctuation or operator `c`.
    @inline(__always) func isByte(_ i: Int, _ c: UInt8) -> Bool {
        guard i >= 0 && i < code.count else { return false }
        let t = code[i]
        return t.end == t.start + 1 && file.bytes[Int(t.start)] == c
            && (t.kind == .punctuation || t.kind == .operator)
    }

    /// `c` is an ASCII literal (`"("`): a scalar, so no `Character` is built at run time.
    @inline(__always) func isPunct(_ i: Int, _ c: Unicode.Scalar) -> Bool { isByte(i, UInt8(truncatingIfNeeded: c.value)) }

    /// True when token `i` is an operator spelled exactly `op`.
    func isOperator(_ i: Int, _ op: StaticString) -> Bool {
        guard i >= 0 && i < code.count, code[i].kind == .operator else { return false }
        return spells(i, op)
    }

    /// True when tokens `i` and `j` are spelled with the same bytes (no `String` is made).
    func sameSpelling(_ i: Int, _ j: Int) -> Bool {
        guard i >= 0 && i < code.count, j >= 0 && j < code.count else { return false }
        let a = code[i], b = code[j]
        guard a.end - a.start == b.end - b.start else { return false }
        let bytes = file.bytes
        var k = 0
        let n = Int(a.end - a.start)
        while k < n {
            if bytes[Int(a.start) + k] != bytes[Int(b.start) + k] { return false }
            k += 1
        }
        return true
    }

    /// True when token `i`'s bytes are exactly `s`.
    func spells(_ i: Int, _ s: StaticString) -> Bool {
        guard i >= 0 && i < code.count else { return false }
        let t = code[i]
        let n = s.utf8CodeUnitCount
        guard Int(t.end - t.start) == n else { return false }
        let bytes = file.bytes
        let base = Int(t.start)
        return s.withUTF8Buffer { buf in
            for k in 0..<n where bytes[base + k] != buf[k] { return false }
            return true
        }
    }

    /// True when token `i` is an assignment operator (`=`, `+=`, `-=`, `*=`, `/=`, `??=`, ...),
    /// not a comparison.
    func isAssignment(_ i: Int) -> Bool {
        guard i >= 0 && i < code.count, code[i].kind == .operator, code[i].end > code[i].start else { return false }
        let t = code[i]
        let bytes = file.bytes
        let last = bytes[Int(t.end) - 1]
        guard last == 0x3D else { return false }  // ends in "="
        let n = Int(t.end - t.start)
        if n == 1 { return true }
        let first = bytes[Int(t.start)]
        // "==", "!=", "<=", ">=", "===", "!==" are comparisons.
        if n == 2 { return first != 0x3D && first != 0x21 && first != 0x3C && first != 0x3E }
        return n == 3 && (spells(i, "??=") || spells(i, "<<=") || spells(i, ">>="))
    }

    /// True when token `i` can end an expression, so that what follows it is postfix or binary.
    func endsExpression(_ i: Int) -> Bool {
        guard let k = kind(i) else { return false }
        switch k {
        case .identifier: return !words[i].isStatementKeyword
        case .number, .stringEnd, .character, .regex, .poundKeyword: return true
        case .punctuation: return isByte(i, 0x29) || isByte(i, 0x5D) || isByte(i, 0x7D)
        case .operator: return (isByte(i, 0x3F) || isByte(i, 0x21) || isByte(i, 0x3E)) && !code[i].flags.contains(.precededBySpace)
        default: return false
        }
    }
}

/// A small set of spellings, tested against a token's bytes without making a `String`.
struct WordSet: Sendable {
    /// Spellings grouped by length.
    private let byLength: [[[UInt8]]]

    init(_ words: Set<String>) {
        let arrays = words.map { Array($0.utf8) }
        let longest = arrays.map(\.count).max() ?? 0
        var groups = [[[UInt8]]](repeating: [], count: longest + 1)
        for a in arrays { groups[a.count].append(a) }
        byLength = groups
    }

    func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let n = range.count
        guard n < byLength.count else { return false }
        outer: for w in byLength[n] {
            var k = range.lowerBound
            for b in w { if bytes[k] != b { continue outer }; k += 1 }
            return true
        }
        return false
    }
}
