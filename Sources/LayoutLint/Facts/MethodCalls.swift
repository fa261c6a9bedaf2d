/// Calls from one method of a type to another method of the same type through `self` (explicit
/// or implicit): who calls each function, and which function a call at a token reaches. Built
/// once per file, in one pass over its tokens, the first time a rule asks.
struct MethodCalls: Sendable {
    /// For each function: the functions whose bodies call it (-1: outside any function).
    private(set) var callers: [[Int32]] = []
    /// The calls in source order: the call's name token and the function it reaches.
    private(set) var sites: [(token: Int32, callee: Int32, explicit: Bool)] = []

    init() {}

    init(_ ts: TokenStream, _ s: FileStructure) {
        callers = Array(repeating: [], count: s.functions.count)
        // Methods by the name a call spells: Swift and C# names, an Objective-C selector's first part.
        var byName: [String: [Int]] = [:]
        // A C# property whose getter makes its object the first time (`LazyGetters`): a read of it
        // runs that getter, as a call would.
        var lazyProperties: Set<String> = []
        for (k, f) in s.functions.enumerated() where f.owner != nil {
            if f.kind == .property, ts.language == .csharp, LazyGetters.isLazyGetter(f, ts) {
                lazyProperties.insert(f.name)
            } else if f.kind != .method {
                continue
            }
            let name = ts.language == .objc ? f.name.selectorHead : f.name
            byName[name, default: []].append(k)
        }
        guard !byName.isEmpty else { return }
        for i in 0..<ts.count where ts.code[i].kind == .identifier && (s.role(i) == .none || s.role(i) == .label) {
            guard Self.isSelfCall(ts, i) || (lazyProperties.contains(ts.name(i)) && Self.isSelfPropertyRead(ts, i)) else { continue }
            guard let candidates = byName[ts.name(i)] else { continue }
            let callerType = s.type(at: i).map { s.types[$0].name }
            // A call inside a closure, block or lambda runs when that runs (an event, a completion),
            // not when the function around it does: it gives the callee no phase.
            let caller = Self.insideClosure(ts, s, i) ? -1 : Int32(s.function(at: i) ?? -1)
            for k in candidates {
                let f = s.functions[k]
                guard let owner = f.owner, s.types[owner].name == callerType else { continue }
                if ts.language == .objc, !Self.selectorMatches(ts, i, f.name) { continue }
                if f.bodyRange.contains(i), f.nameToken == i { continue }
                callers[k].append(caller)
                sites.append((Int32(i), Int32(k), ts.isPunct(i + 1, "(") || ts.isPunct(i - 2, "[")))
            }
        }
    }

    /// Token `i` sits in a closure inside its function: an Objective-C block (`^{ … }`), a C# lambda
    /// (`(s, e) => { … }`, `x => Call()`), a Swift closure passed or assigned (`(…{ … })`, `= { … }`).
    static func insideClosure(_ ts: TokenStream, _ s: FileStructure, _ i: Int) -> Bool {
        guard let f = s.function(at: i) else { return false }
        let bodyOpen = s.functions[f].bodyOpen
        // C# expression lambda in the same statement: `Event += (s, e) => Call();`.
        if ts.language == .csharp {
            var k = i - 1
            let start = Statements.around(ts, i).lowerBound
            while k >= start, k > bodyOpen { if ts.spells(k, "=>") { return true }; k -= 1 }
        }
        var open = ts.enclosingOpen(i)
        var steps = 0
        while let o = open, o > bodyOpen, steps < 32 {
            steps += 1
            if ts.isPunct(o, "{") {
                let before = o - 1
                if ts.isOperator(before, "^") || ts.spells(before, "=>") { return true }
                if ts.isPunct(before, ")"), let p = ts.partner(of: before), ts.isOperator(p - 1, "^") { return true }
                // An Objective-C++ lambda: `[&](…) { … }`, `[self] { … }`.
                if ts.language == .objc, ts.isPunct(before, "]") || (ts.isPunct(before, ")") && ts.isPunct((ts.partner(of: before) ?? 0) - 1, "]")) {
                    return true
                }
                if ts.language == .swift, ts.isPunct(before, "(") || ts.isPunct(before, ",") || ts.isPunct(before, ":") || ts.isOperator(before, "=") { return true }
            }
            open = ts.enclosingOpen(o)
        }
        return false
    }

    /// `name(` after nothing, `self.` or `this.` (Swift, C#); `[self name]`, `[self name:…]` (Objective-C).
    static func isSelfCall(_ ts: TokenStream, _ i: Int) -> Bool {
        if ts.language == .objc {
            // `self.spinner` reads a property through its getter (a lazy one makes the view).
            if ts.isPunct(i - 1, "."), ts.word(i - 2) == .kSelf, !ts.isPunct(i - 3, "."), !ts.isAssignment(i + 1) { return true }
            return ts.word(i - 1) == .kSelf && ts.isPunct(i - 2, "[") && (ts.isPunct(i + 1, "]") || ts.isPunct(i + 1, ":"))
        }
        guard ts.isPunct(i + 1, "(") else { return false }
        if ts.isPunct(i - 1, ".") { return ts.word(i - 2) == .kSelf || ts.word(i - 2) == .kThis }
        return !(ts.kind(i - 1) == .identifier && (ts.spells(i - 1, "func") || ts.spells(i - 1, "void")))
    }

    /// A C# read of a property of the type: `Name` or `this.Name`, not called, not assigned.
    static func isSelfPropertyRead(_ ts: TokenStream, _ i: Int) -> Bool {
        guard !ts.isPunct(i + 1, "("), !ts.isAssignment(i + 1) else { return false }
        if ts.isPunct(i - 1, ".") { return ts.word(i - 2) == .kThis }
        return true
    }

    /// The selector parts of the send at `i` spell `selector` (`configureWith:animated:`).
    private static func selectorMatches(_ ts: TokenStream, _ i: Int, _ selector: String) -> Bool {
        guard ts.isPunct(i + 1, ":"), let open = ts.enclosingOpen(i), let send = ObjCMessages.parse(ts, open) else {
            return !selector.contains(":")
        }
        return send.parts.map { ts.name($0.name) + ":" }.joined() == selector
    }

    /// The self-calls in `range` written as calls (`setUp()`, `[self setUp]`), not an Objective-C
    /// property read through its getter (`self.spinner`): (call token, callee).
    func explicitSites(in range: ClosedRange<Int>) -> [(Int, Int)] {
        var k = sites.partitionPoint { Int($0.token) < range.lowerBound }
        var out: [(Int, Int)] = []
        while k < sites.count, Int(sites[k].token) <= range.upperBound {
            if sites[k].explicit { out.append((Int(sites[k].token), Int(sites[k].callee))) }
            k += 1
        }
        return out
    }

    /// The functions that the self-calls at tokens in `range` reach.
    func callees(in range: ClosedRange<Int>) -> [Int] {
        let first = sites.partitionPoint { Int($0.token) < range.lowerBound }
        var out: [Int] = []
        var k = first
        while k < sites.count, Int(sites[k].token) <= range.upperBound { out.append(Int(sites[k].callee)); k += 1 }
        return out
    }
}
