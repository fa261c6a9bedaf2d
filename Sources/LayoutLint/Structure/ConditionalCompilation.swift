/// Conditional compilation inside one file: which `#if` arm each token sits in, and whether two
/// arms can be compiled in the same build. Each arm's condition is a Boolean formula over the
/// symbols it names (`DEBUG`, `os(iOS)`, `TARGET_OS_IOS`, `defined(X)`, `A >= 5`); macros the file
/// itself defines (`#define USE_BLUR 0`, `#define LEGACY !MODERN`, C# `#define TRACE`) are
/// replaced by their values. Two tokens compile together unless the conjunction of their arms'
/// conditions is unsatisfiable.
struct CompileConditions: Sendable {
    /// For each code token, the arm it sits in (an index into `arms`); empty without directives.
    var armAt: [Int32] = []
    /// Each arm's condition: the conjunction of its enclosing blocks' arm guards.
    var arms: [Formula] = [.constant(true)]
    /// Spellings of the atoms, by atom number (`os(iOS)`, `DEBUG`).
    var atoms: [String] = []

    /// Blocks nested deeper than this, and arms after this many `#elseif`s (no real code has
    /// either), are not tracked: each directive then costs a bounded amount of work.
    static let maxDepth = 16
    /// Satisfiability is decided by trying every assignment of the atoms involved; with more
    /// atoms than this the two arms are assumed to compile together.
    static let maxAtoms = 12

    /// False when no build compiles both tokens.
    func together(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0, b >= 0, a < armAt.count, b < armAt.count else { return true }
        let x = Int(armAt[a]), y = Int(armAt[b])
        if x == y { return arms[x].isSatisfiable(atoms: atoms) }
        return Formula.and([arms[x], arms[y]]).isSatisfiable(atoms: atoms)
    }

    /// True when every build that compiles token `a` also compiles token `b`.
    func implies(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0, b >= 0, a < armAt.count, b < armAt.count else { return true }
        let x = Int(armAt[a]), y = Int(armAt[b])
        if x == y || y == 0 { return true }
        return !Formula.and([arms[x], .not(arms[y])]).isSatisfiable(atoms: atoms)
    }

    /// Whether token `i` sits in an arm that no build compiles (`#if 0`, `#if false`).
    func isDead(_ i: Int) -> Bool {
        guard i >= 0, i < armAt.count else { return false }
        return !arms[Int(armAt[i])].isSatisfiable(atoms: atoms)
    }

    init() {}

    init(_ ts: TokenStream) {
        let n = ts.count
        guard ts.code.contains(where: { $0.kind == .directive }) else { return }
        var parser = DirectiveParser(ts)
        // One open `#if` block: the guards of its arms so far, and whether it is tracked.
        struct Block { var previous: [Formula]; var current: Formula; var tracked: Bool }
        var stack: [Block] = []
        var armIDs: [Formula: Int32] = [.constant(true): 0]
        armAt = [Int32](repeating: 0, count: n)
        var current: Int32 = 0
        func armCondition() -> Formula {
            .and(stack.filter(\.tracked).map { b in .and(b.previous.map { .not($0) } + [b.current]) })
        }
        for i in 0..<n {
            if ts.code[i].kind == .directive {
                let word = DirectiveParser.keyword(ts, i)
                switch word {
                case "if", "ifdef", "ifndef":
                    let tracked = stack.count < Self.maxDepth
                    let c = tracked ? parser.condition(i, keyword: word) : .constant(true)
                    stack.append(Block(previous: [], current: c, tracked: tracked))
                case "elseif", "elif":
                    if var top = stack.popLast() {
                        top.previous.append(top.current)
                        if top.previous.count > Self.maxDepth { top.tracked = false }
                        top.current = top.tracked ? parser.condition(i, keyword: word) : .constant(true)
                        stack.append(top)
                    }
                case "else":
                    if var top = stack.popLast() {
                        top.previous.append(top.current)
                        top.current = .constant(true)
                        stack.append(top)
                    }
                case "endif":
                    _ = stack.popLast()
                case "define", "undef":
                    parser.define(i, keyword: word, guardedBy: armCondition())
                default:
                    break
                }
                let condition = armCondition().simplified
                if let id = armIDs[condition] { current = id } else {
                    current = Int32(arms.count)
                    armIDs[condition] = current
                    arms.append(condition)
                }
            }
            armAt[i] = current
        }
        atoms = parser.atomNames
    }
}

/// A Boolean formula over numbered atoms.
indirect enum Formula: Hashable, Sendable {
    case constant(Bool)
    case atom(Int)
    case not(Formula)
    case and([Formula])
    case or([Formula])

    /// Constants folded, single-element and nested connectives flattened.
    var simplified: Formula {
        switch self {
        case .constant, .atom: return self
        case .not(let f):
            switch f.simplified {
            case .constant(let v): return .constant(!v)
            case .not(let g): return g
            case let g: return .not(g)
            }
        case .and(let fs), .or(let fs):
            let isAnd: Bool
            if case .and = self { isAnd = true } else { isAnd = false }
            var parts: [Formula] = []
            for f in fs {
                let g = f.simplified
                if case .constant(let v) = g {
                    if v == isAnd { continue }
                    return .constant(!isAnd)
                }
                if isAnd, case .and(let inner) = g { parts += inner; continue }
                if !isAnd, case .or(let inner) = g { parts += inner; continue }
                if !parts.contains(g) { parts.append(g) }
            }
            if parts.isEmpty { return .constant(isAnd) }
            if parts.count == 1 { return parts[0] }
            return isAnd ? .and(parts) : .or(parts)
        }
    }

    func collectAtoms(into set: inout Set<Int>) {
        switch self {
        case .constant: break
        case .atom(let k): set.insert(k)
        case .not(let f): f.collectAtoms(into: &set)
        case .and(let fs), .or(let fs): for f in fs { f.collectAtoms(into: &set) }
        }
    }

    func evaluate(_ value: (Int) -> Bool) -> Bool {
        switch self {
        case .constant(let v): return v
        case .atom(let k): return value(k)
        case .not(let f): return !f.evaluate(value)
        case .and(let fs): return fs.allSatisfy { $0.evaluate(value) }
        case .or(let fs): return fs.contains { $0.evaluate(value) }
        }
    }

    /// Some assignment of the atoms makes the formula true. Atoms that name one platform each
    /// (`os(iOS)`, `os(macOS)`) are never true together. Undecided (too many atoms): true.
    func isSatisfiable(atoms names: [String]) -> Bool {
        let f = simplified
        if case .constant(let v) = f { return v }
        var set = Set<Int>()
        f.collectAtoms(into: &set)
        let used = set.sorted()
        guard used.count <= CompileConditions.maxAtoms else { return true }
        let platforms = used.enumerated().filter { $0.element < names.count && names[$0.element].hasPrefix("os(") }.map(\.offset)
        var slot = [Int: Int]()
        for (k, a) in used.enumerated() { slot[a] = k }
        for bits in 0..<(1 << used.count) {
            if platforms.filter({ bits & (1 << $0) != 0 }).count > 1 { continue }
            if f.evaluate({ bits & (1 << slot[$0]!) != 0 }) { return true }
        }
        return false
    }
}

/// Reads directive conditions and the file's own macro definitions.
struct DirectiveParser {
    let ts: TokenStream
    private(set) var atomNames: [String] = []
    private var atomIDs: [String: Int] = [:]
    /// Macros the file defines: for each, the definitions' (guard, value) pairs; nil values are
    /// definitions whose value is not a condition (`#define kPadding 10.0`).
    private var macros: [String: [(guard: Formula, value: Formula?)]] = [:]

    init(_ ts: TokenStream) { self.ts = ts }

    /// `if`, `elseif`, `elif`, `else`, `endif`, `ifdef`, `define`… of a directive token.
    static func keyword(_ ts: TokenStream, _ i: Int) -> String {
        TokenStream.directiveKeyword(ts.file.bytes, ts.code[i])
    }

    /// The text after the directive's keyword: the rest of the token in C# and Objective-C, the
    /// rest of the line in Swift (where the condition is ordinary tokens).
    private func conditionBytes(_ i: Int, keyword: String) -> [UInt8] {
        let bytes = ts.file.bytes
        let t = ts.code[i]
        var start = Int(t.start) + 1
        while start < Int(t.end), bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        start += keyword.utf8.count
        var out = Array(bytes[min(start, Int(t.end))..<Int(t.end)])
        if ts.language == .swift {
            var k = i + 1
            while k < ts.count, !ts.code[k].flags.contains(.atStartOfLine), ts.code[k].kind != .directive {
                out.append(0x20)
                out += bytes[ts.code[k].range]
                k += 1
            }
        }
        return out
    }

    mutating func condition(_ i: Int, keyword: String) -> Formula {
        let bytes = conditionBytes(i, keyword: keyword)
        var lexer = ConditionLexer(bytes)
        switch keyword {
        case "ifdef", "ifndef":
            guard case .name(let name)? = lexer.next() else { return .constant(true) }
            let d = defined(name)
            return keyword == "ifdef" ? d : .not(d)
        default:
            var p = ConditionExpression(tokens: lexer.all(), parser: self)
            let f = p.parse()
            self = p.parser
            return f
        }
    }

    /// Records `#define NAME value` / `#undef NAME` (C# `#define NAME`) under the arm it sits in.
    mutating func define(_ i: Int, keyword: String, guardedBy g: Formula) {
        var lexer = ConditionLexer(conditionBytes(i, keyword: keyword))
        guard case .name(let name)? = lexer.next() else { return }
        if keyword == "undef" {
            macros[name, default: []].append((g, .constant(false)))
            return
        }
        // A function-like macro (`#define MAX(a, b)`) is not a condition.
        if ts.language != .csharp, lexer.peekIsOpenParenthesisWithoutSpace { macros[name, default: []].append((g, nil)); return }
        let rest = lexer.all()
        if ts.language == .csharp || rest.isEmpty {
            macros[name, default: []].append((g, .constant(true)))  // defined, no value
            definedEmpty.insert(name)
            return
        }
        var p = ConditionExpression(tokens: rest, parser: self, strict: true)
        let value = p.parseStrict()
        self = p.parser
        macros[name, default: []].append((g, value))
    }

    private var definedEmpty: Set<String> = []

    func atomID(_ name: String) -> Int? { atomIDs[name] }

    mutating func atom(_ name: String) -> Formula {
        if let k = atomIDs[name] { return .atom(k) }
        atomIDs[name] = atomNames.count
        atomNames.append(name)
        return .atom(atomNames.count - 1)
    }

    /// `defined(NAME)`: true where the file defines it before, otherwise the symbol itself (a
    /// build flag such as `DEBUG` is defined exactly when it is set).
    mutating func defined(_ name: String) -> Formula {
        if let defs = macros[name] {
            return .or(defs.map { .and([$0.guard, Self.isUndef($0) ? .constant(false) : .constant(true)]) }).simplified
        }
        return atom(name)
    }

    private static func isUndef(_ d: (guard: Formula, value: Formula?)) -> Bool {
        if case .constant(false)? = d.value { return true }
        return false
    }

    /// A name used as a condition: a macro's value where the file defines it, else an atom.
    mutating func symbol(_ name: String) -> Formula {
        switch name {
        case "true": return .constant(true)
        case "false": return .constant(false)
        default: break
        }
        if let defs = macros[name] {
            if defs.contains(where: { $0.value == nil }) { return atom(name) }
            if ts.language != .csharp, definedEmpty.contains(name) { return atom(name) }
            return .or(defs.map { .and([$0.guard, $0.value!]) }).simplified
        }
        return atom(name)
    }
}

/// The tokens of a directive's condition.
enum ConditionToken: Equatable {
    case name(String), number(String), not, and, or, open, close, comparison(String), other(String)
}

struct ConditionLexer {
    private let b: [UInt8]
    private var k = 0

    init(_ bytes: [UInt8]) { b = bytes }

    var peekIsOpenParenthesisWithoutSpace: Bool { k < b.count && b[k] == UInt8(ascii: "(") }

    mutating func all() -> [ConditionToken] {
        var out: [ConditionToken] = []
        while let t = next() { out.append(t) }
        return out
    }

    mutating func next() -> ConditionToken? {
        while k < b.count {
            let c = b[k]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: "\\") { k += 1; continue }
            if c == UInt8(ascii: "/"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "/") { k = b.count; return nil }
            if c == UInt8(ascii: "/"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "*") {
                k += 2
                while k + 1 < b.count, !(b[k] == UInt8(ascii: "*") && b[k + 1] == UInt8(ascii: "/")) { k += 1 }
                k += 2
                continue
            }
            break
        }
        guard k < b.count else { return nil }
        let c = b[k]
        func two(_ x: Character) -> Bool { k + 1 < b.count && b[k + 1] == UInt8(ascii: x.unicodeScalars.first!) }
        if ByteClass.isASCIILetter(c) || c == UInt8(ascii: "_") {
            let s = k
            while k < b.count, ByteClass.isASCIILetter(b[k]) || ByteClass.isDigit(b[k]) || b[k] == UInt8(ascii: "_") { k += 1 }
            return .name(String(decoding: b[s..<k], as: UTF8.self))
        }
        if ByteClass.isDigit(c) || c == UInt8(ascii: ".") {
            let s = k
            while k < b.count, ByteClass.isASCIILetter(b[k]) || ByteClass.isDigit(b[k]) || b[k] == UInt8(ascii: ".") { k += 1 }
            return .number(String(decoding: b[s..<k], as: UTF8.self))
        }
        switch c {
        case UInt8(ascii: "!"):
            if two("=") { k += 2; return .comparison("!=") }
            k += 1; return .not
        case UInt8(ascii: "&") where two("&"): k += 2; return .and
        case UInt8(ascii: "|") where two("|"): k += 2; return .or
        case UInt8(ascii: "("): k += 1; return .open
        case UInt8(ascii: ")"): k += 1; return .close
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
            let s = k
            k += 1
            if k < b.count, b[k] == UInt8(ascii: "=") { k += 1 }
            return .comparison(String(decoding: b[s..<k], as: UTF8.self))
        default:
            k += 1
            return .other(String(decoding: [c], as: UTF8.self))
        }
    }
}

/// A recursive-descent reader of `||`, `&&`, `!`, parentheses, `defined`, calls such as
/// `os(iOS)` and comparisons (kept whole as atoms).
struct ConditionExpression {
    let tokens: [ConditionToken]
    var parser: DirectiveParser
    /// For a macro's value: give up (nil) on anything that is not a condition.
    var strict = false
    private var k = 0
    private var failed = false

    init(tokens: [ConditionToken], parser: DirectiveParser, strict: Bool = false) {
        self.tokens = tokens
        self.parser = parser
        self.strict = strict
    }

    /// The whole condition; anything unreadable becomes one atom of its own text.
    mutating func parse() -> Formula {
        let f = or()
        if failed || k < tokens.count { return parser.atom(Self.spell(tokens)) }
        return f
    }

    /// A macro's value as a condition, or nil when it is not one.
    mutating func parseStrict() -> Formula? {
        let f = or()
        if failed || k < tokens.count { return nil }
        return f
    }

    private mutating func or() -> Formula {
        var parts = [and()]
        while k < tokens.count, tokens[k] == .or { k += 1; parts.append(and()) }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func and() -> Formula {
        var parts = [unary()]
        while k < tokens.count, tokens[k] == .and { k += 1; parts.append(unary()) }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func unary() -> Formula {
        if k < tokens.count, tokens[k] == .not { k += 1; return .not(unary()) }
        let start = k
        let p = primary()
        // `A >= 5`, `VERSION == 2`: the comparison as one atom.
        if k < tokens.count, case .comparison(let op) = tokens[k] {
            k += 1
            _ = primary()
            if let known = Self.deploymentFloor(tokens[start], op, tokens[k - 1]) { return .constant(known) }
            if strict { failed = true }
            return parser.atom(Self.spell(Array(tokens[start..<k])))
        }
        return p
    }

    /// Today's Xcode builds for iOS 12 and later, so `__IPHONE_OS_VERSION_MIN_REQUIRED < 80000`
    /// (or `< __IPHONE_8_0`) is false in every build and `>= 80000` true; nil for anything else.
    static func deploymentFloor(_ lhs: ConditionToken, _ op: String, _ rhs: ConditionToken) -> Bool? {
        guard case .name(let name) = lhs, name == "__IPHONE_OS_VERSION_MIN_REQUIRED" else { return nil }
        let version: Int?
        switch rhs {
        case .number(let n): version = Int(n)
        case .name(let m) where m.hasPrefix("__IPHONE_"):
            let parts = m.dropFirst("__IPHONE_".count).split(separator: "_").compactMap { Int($0) }
            version = parts.count >= 2 ? parts[0] * 10_000 + parts[1] * 100 : nil
        default: version = nil
        }
        guard let v = version, v <= 120_000 else { return nil }
        switch op {
        case "<": return false
        case "<=": return v < 120_000 ? false : nil
        case ">=": return true
        case ">": return v < 120_000 ? true : nil
        default: return nil
        }
    }

    private mutating func primary() -> Formula {
        guard k < tokens.count else { failed = true; return .constant(true) }
        switch tokens[k] {
        case .open:
            k += 1
            let f = or()
            if k < tokens.count, tokens[k] == .close { k += 1 } else { failed = true }
            return f
        case .number(let s):
            k += 1
            let digits = s.prefix { $0.isNumber }
            if let v = Int(digits), digits.count == s.count || s.hasSuffix("L") || s.hasSuffix("U") { return .constant(v != 0) }
            return parser.atom(s)
        case .name(let name):
            k += 1
            if name == "defined" {
                var parenthesised = false
                if k < tokens.count, tokens[k] == .open { parenthesised = true; k += 1 }
                guard k < tokens.count, case .name(let m) = tokens[k] else { failed = true; return .constant(true) }
                k += 1
                if parenthesised { if k < tokens.count, tokens[k] == .close { k += 1 } else { failed = true } }
                return parser.defined(m)
            }
            if k < tokens.count, tokens[k] == .open {
                // `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`, `__has_include(<X/Y.h>)`: one atom.
                let start = k - 1
                var depth = 0
                while k < tokens.count {
                    if tokens[k] == .open { depth += 1 }
                    if tokens[k] == .close { depth -= 1; if depth == 0 { k += 1; break } }
                    k += 1
                }
                if strict && !["defined"].contains(name) && name != "os" { failed = true }
                return parser.atom(Self.spell(Array(tokens[start..<k])))
            }
            return parser.symbol(name)
        default:
            failed = true
            k += 1
            return .constant(true)
        }
    }

    static func spell(_ ts: [ConditionToken]) -> String {
        ts.map { t -> String in
            switch t {
            case .name(let s), .number(let s), .comparison(let s), .other(let s): return s
            case .not: return "!"
            case .and: return "&&"
            case .or: return "||"
            case .open: return "("
            case .close: return ")"
            }
        }.joined()
    }
}

/// Answers remembered per pair of arms. One per file, used by the one worker that lints it.
final class PairMemo: @unchecked Sendable {
    private var answers: [Int64: Bool] = [:]

    func answer(_ x: Int32, _ y: Int32, _ compute: () -> Bool) -> Bool {
        let key = Int64(x) << 32 | Int64(y)
        if let a = answers[key] { return a }
        let a = compute()
        answers[key] = a
        return a
    }
}
