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
}

extension Phase {
    /// The phase a function's own declaration says, before looking at who calls it.
    static func declared(_ f: FunctionDecl) -> Phase {
        switch f.kind {
        case .initializer: return .construction
        case .property, .subscript: return .accessor
        case .deinitializer: return .other
        case .method: break
        }
        if constructionNames.contains(f.name) { return .construction }
        if setupNames.contains(f.name) { return .setup }
        if layoutNames.contains(f.name) { return .layout }
        if drawingNames.contains(f.name) { return .drawing }
        return .other
    }

    static let constructionNames: Set<String> = ["awakeFromNib", "AwakeFromNib", "awakeAfterUsingCoder:"]
    static let setupNames: Set<String> = ["loadView", "viewDidLoad", "LoadView", "ViewDidLoad"]
    static let layoutNames: Set<String> = [
        "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSublayers", "layoutSublayersOfLayer:",
        "LayoutSubviews", "ViewWillLayoutSubviews", "ViewDidLayoutSubviews", "LayoutSublayersOfLayer", "LayoutSublayers",
    ]
    static let drawingNames: Set<String> = [
        "draw", "drawRect:", "Draw", "drawInContext:", "drawLayer:inContext:", "DrawLayer", "DrawInContext",
    ]
}

/// Calls from one method of a type to another method of the same type through `self` (explicit
/// or implicit): who calls each function, and which function a call at a token reaches. Built
/// once per file, in one pass over its tokens, the first time a rule asks.
struct MethodCalls: Sendable {
    /// For each function: the functions whose bodies call it (-1: outside any function).
    private(set) var callers: [[Int32]] = []
    /// The calls in source order: the call's name token and the function it reaches.
    private(set) var sites: [(token: Int32, callee: Int32)] = []

    init() {}

    init(_ ts: TokenStream, _ s: FileStructure) {
        callers = Array(repeating: [], count: s.functions.count)
        // Methods by the name a call spells: Swift and C# names, an Objective-C selector's first part.
        var byName: [String: [Int]] = [:]
        for (k, f) in s.functions.enumerated() where f.kind == .method && f.owner != nil {
            let name = ts.language == .objc ? f.name.selectorHead : f.name
            byName[name, default: []].append(k)
        }
        guard !byName.isEmpty else { return }
        for i in 0..<ts.count where ts.code[i].kind == .identifier && (s.role(i) == .none || s.role(i) == .label) {
            guard Self.isSelfCall(ts, i) else { continue }
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
                sites.append((Int32(i), Int32(k)))
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
                if ts.language == .swift, ts.isPunct(before, "(") || ts.isPunct(before, ",") || ts.isPunct(before, ":") || ts.isOperator(before, "=") { return true }
            }
            open = ts.enclosingOpen(o)
        }
        return false
    }

    /// `name(` after nothing, `self.` or `this.` (Swift, C#); `[self name]`, `[self name:…]` (Objective-C).
    private static func isSelfCall(_ ts: TokenStream, _ i: Int) -> Bool {
        if ts.language == .objc {
            return ts.word(i - 1) == .kSelf && ts.isPunct(i - 2, "[") && (ts.isPunct(i + 1, "]") || ts.isPunct(i + 1, ":"))
        }
        guard ts.isPunct(i + 1, "(") else { return false }
        if ts.isPunct(i - 1, ".") { return ts.word(i - 2) == .kSelf || ts.word(i - 2) == .kThis }
        return !(ts.kind(i - 1) == .identifier && (ts.spells(i - 1, "func") || ts.spells(i - 1, "void")))
    }

    /// The selector parts of the send at `i` spell `selector` (`configureWith:animated:`).
    private static func selectorMatches(_ ts: TokenStream, _ i: Int, _ selector: String) -> Bool {
        guard ts.isPunct(i + 1, ":"), let open = ts.enclosingOpen(i), let send = ObjCMessages.parse(ts, open) else {
            return !selector.contains(":")
        }
        return send.parts.map { ts.name($0.name) + ":" }.joined() == selector
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

/// Facts derived on demand, once per file, by the first condition that asks. One per file, used
/// only by the worker that lints it.
final class DerivedFacts: @unchecked Sendable {
    private var calls: MethodCalls?
    private var autoLayout: AutoLayoutHandoffs?

    func autoLayoutHandoffs(_ ts: TokenStream, _ s: FileStructure) -> AutoLayoutHandoffs {
        if let a = autoLayout { return a }
        let a = AutoLayoutHandoffs(ts, s)
        autoLayout = a
        return a
    }
    private var constants: IntegerConstants?
    private var activations: [Int]?
    private var autoLayoutTypes: [String: Bool] = [:]
    private var autoLayoutWords: [Int32]?
    private var typesByName: [String: [Int]]?

    private var addsByType: [Int: Set<[[String]]>]?

    /// The (container, child) view paths of the calls in type `t` (nil: outside any type) that add
    /// a view to another (`addSubview`, `insertSubview`, `addChild`, in every spelling), found for
    /// every type in one pass over the file's calls: `container.addSubview(child)` gives
    /// `[container, child]`.
    func viewsAdded(inType t: Int?, _ facts: FileFacts, _ ts: TokenStream, _ s: FileStructure) -> Set<[[String]]> {
        if addsByType == nil {
            var byType: [Int: Set<[[String]]>] = [:]
            for c in facts.calls where Lifecycle.treeBuilding.contains(c.methodName) {
                // `addSubview(_:)` passed as a function reference has no value: it adds nothing here.
                guard let container = ViewPaths.view(c.receiver), let argument = c.arguments.first,
                      let first = CallArguments.value(ts, argument), let child = ViewPaths.expression(ts, first) else { continue }
                byType[s.type(at: c.nameToken) ?? -1, default: []].insert([container, child])
            }
            addsByType = byType
        }
        return addsByType![t ?? -1] ?? []
    }

    private struct WriteKey: Hashable { let member: GeometryMember; let path: [String]; let type: Int }
    private var layoutWrites: [WriteKey: [Int]] = [:]

    /// `FactIndex.writes(of:path:inType:)` kept to the writes inside a function whose phase is
    /// layout: worked out once per member, view and type.
    func writesInLayout(of member: GeometryMember, path: [String], inType t: Int?, _ facts: FileFacts,
                        _ ts: TokenStream, _ s: FileStructure) -> [Int] {
        let key = WriteKey(member: member, path: path, type: t ?? -1)
        if let w = layoutWrites[key] { return w }
        let w = facts.index.writes(of: member, path: path, inType: t).filter { k in
            guard let f = s.function(at: facts.accesses[k].nameToken) else { return false }
            return phase(of: f, ts, s) == .layout
        }
        layoutWrites[key] = w
        return w
    }

    private var positioningByType: [Int: Set<String>] = [:]
    private var functionsByOwner: [Int: [Int]]?

    /// The functions (indexes, in order) whose owner is type `t`: one pass over the file's
    /// functions the first time, a lookup after.
    func members(of t: Int, _ s: FileStructure) -> [Int] {
        if functionsByOwner == nil {
            var byOwner: [Int: [Int]] = [:]
            for (k, f) in s.functions.enumerated() { if let o = f.owner { byOwner[o, default: []].append(k) } }
            functionsByOwner = byOwner
        }
        return functionsByOwner![t] ?? []
    }

    /// The names (an Objective-C selector's first part) of the methods of type `t` that write the
    /// position, center or frame of one of their parameters (`func place(_ v: UIView) { v.center
    /// = … }`). Each type's are found once per file, from the writes inside its methods' bodies.
    func positioningMethods(inType t: Int, _ facts: FileFacts, _ s: FileStructure) -> Set<String> {
        if let names = positioningByType[t] { return names }
        var names = Set<String>()
        for k in members(of: t, s) {
            let f = s.functions[k]
            guard !f.parameters.isEmpty else { continue }
            let writesParameter = facts.index.accesses(namedIn: f.bodyRange).contains { i in
                let w = facts.accesses[i]
                return w.isWrite && (w.member == .position || w.member == .center || w.member == .frame)
                    && w.receiver.components.count == 1 && f.parameters.contains(w.receiver.components[0])
            }
            if writesParameter { names.insert(f.name.selectorHead) }
        }
        positioningByType[t] = names
        return names
    }

    /// The file's declarations of the type named `name` (a class and its extensions), by index.
    func typeDeclarations(named name: String, _ s: FileStructure) -> [Int] {
        if typesByName == nil {
            var map: [String: [Int]] = [:]
            for (k, t) in s.types.enumerated() { map[t.name, default: []].append(k) }
            typesByName = map
        }
        return typesByName![name] ?? []
    }

    /// `AutoLayoutSeeds.autoLayoutWordCounts`, once per file.
    func autoLayoutWordCounts(_ ts: TokenStream) -> [Int32] {
        if let w = autoLayoutWords { return w }
        let w = AutoLayoutSeeds.autoLayoutWordCounts(ts)
        autoLayoutWords = w
        return w
    }

    /// Whether the type named `name` speaks Auto Layout (`AutoLayoutSeeds.typeSpeaksAutoLayout`),
    /// worked out once per type and file.
    func speaksAutoLayout(_ name: String, _ compute: () -> Bool) -> Bool {
        if let known = autoLayoutTypes[name] { return known }
        let answer = compute()
        autoLayoutTypes[name] = answer
        return answer
    }

    /// The tokens that activate or add constraints (`AutoLayoutSeeds.activationTokens`).
    func constraintActivations(_ ts: TokenStream) -> [Int] {
        if let a = activations { return a }
        let a = AutoLayoutSeeds.activationTokens(ts)
        activations = a
        return a
    }

    func integerConstants(_ ts: TokenStream) -> IntegerConstants {
        if let c = constants { return c }
        let c = IntegerConstants(ts)
        constants = c
        return c
    }
    private var phases: [Int: Phase] = [:]
    /// Token steps that following values through locals may still take in this file.
    private var budget: Int?

    /// Takes one step of the file's budget for following values (eight steps per token, plus a
    /// constant): false once it is spent, so that enormous functions stay linear.
    func spend(tokens: Int) -> Bool {
        if budget == nil { budget = 8 * tokens + 100_000 }
        guard budget! > 0 else { return false }
        budget! -= 1
        return true
    }

    func methodCalls(_ ts: TokenStream, _ s: FileStructure) -> MethodCalls {
        if let c = calls { return c }
        let c = MethodCalls(ts, s)
        calls = c
        return c
    }

    /// The phase of function `f`: its declared phase, or for a helper that only the type's own
    /// methods call (not exposed by its declaration), the phase all its callers share.
    func phase(of f: Int, _ ts: TokenStream, _ s: FileStructure) -> Phase {
        phase(of: f, ts, s, depth: 0, visiting: [])
    }

    /// The methods whose phase `phase(of: f)` took from their callers in this file: `f` itself
    /// when its phase was derived, and the methods its callers' phases were derived from. Each
    /// derivation assumes the method has no callers outside the file; a superclass declared in
    /// another file that declares the same method calls it when it likes (a base class's
    /// `layoutUI` hook), and the engine drops what depended on that assumption.
    func derivation(of f: Int, _ ts: TokenStream, _ s: FileStructure) -> [Int] {
        _ = phase(of: f, ts, s)
        return derivedFrom[f] ?? []
    }
    private var derivedFrom: [Int: [Int]] = [:]

    private func phase(of f: Int, _ ts: TokenStream, _ s: FileStructure, depth: Int, visiting: Set<Int>) -> Phase {
        if let p = phases[f] { return p }
        let decl = s.functions[f]
        var p = Phase.declared(decl)
        if p == .other, decl.kind == .method, !decl.isExposed, !decl.isOverride, depth < 4 {
            let callers = methodCalls(ts, s).callers[f]
            var shared: Phase?
            var mixed = callers.isEmpty
            for c in callers {
                guard c >= 0, !visiting.contains(Int(c)) else { mixed = true; break }
                let q = phase(of: Int(c), ts, s, depth: depth + 1, visiting: visiting.union([f]))
                switch (shared, q) {
                case (nil, _): shared = q
                case (.construction?, .setup), (.setup?, .construction): shared = .setup
                case (let x?, _) where x == q: break
                default: mixed = true
                }
                if mixed { break }
            }
            if !mixed, let q = shared, q != .accessor {
                p = q
                var chain = [f]
                for c in callers where c >= 0 { chain += derivedFrom[Int(c)] ?? [] }
                derivedFrom[f] = chain
            }
        }
        if depth == 0 || p != .other { phases[f] = p }
        return p
    }
}
