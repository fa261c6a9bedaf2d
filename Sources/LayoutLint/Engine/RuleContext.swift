/// What a rule's conditions see for one file: its tokens, structure and facts, and a role for
/// the type around each match. The role is a hypothesis while a file is linted (the engine asks
/// each rule under every role, since the type's base may be declared in a file not read yet) and is
/// settled when the whole run's type hierarchy is known.
public struct RuleContext: Sendable {
    /// The file, its tokens, structure and facts: what does not depend on the role.
    public let fileContext: FileContext
    public var file: SourceFile { fileContext.file }
    public var tokens: TokenStream { fileContext.tokens }
    public var structure: FileStructure { fileContext.structure }
    public var facts: FileFacts { fileContext.facts }

    public init(file: SourceFile, tokens: TokenStream, structure: FileStructure, facts: FileFacts) {
        fileContext = FileContext(file: file, tokens: tokens, structure: structure, facts: facts)
    }
    /// What the run's Interface Builder files say about outlets (empty without nibs).
    public internal(set) var nibs = NibIndex()
    /// What the apps this file is built into say about their windows (`.anywhere` for a library).
    public internal(set) var app = AppTraits.anywhere
    /// The role assumed for the innermost type around the match being evaluated.
    public internal(set) var role: TypeRole {
        get { roleProbe.wasRead = true; return assumedRole }
        set { assumedRole = newValue }
    }
    var assumedRole: TypeRole = .other
    /// Notes whether a condition asked for the role: when none did, the answer holds under every
    /// role and the engine need not ask again under the others.
    let roleProbe = RoleProbe()

    public var language: Language { file.language }

    /// The innermost type declaration around token `i`.
    public func type(at i: Int) -> TypeDecl? { fileContext.type(at: i) }

    /// The function-like member around token `i`.
    public func function(at i: Int) -> FunctionDecl? { fileContext.function(at: i) }

    /// When the function around token `i` runs (`.other` outside functions).
    public func phase(at i: Int) -> Phase {
        guard let f = structure.function(at: i) else { return lazyInitializerPhase(i) ?? .other }
        // A C# property takes its phase from the methods that read it, which run its getter; its
        // setter runs where the property is assigned, which the readers say nothing about.
        if structure.functions[f].kind == .property, language == .csharp, Self.insideSetter(i, of: structure.functions[f], tokens) { return .other }
        let phase = facts.derived.phase(of: f, tokens, structure)
        assumeNotInherited(derivationOf: f)
        return phase
    }

    /// Token `i` is inside the `set { … }` (or `init { … }`) accessor of property `f`.
    static func insideSetter(_ i: Int, of f: FunctionDecl, _ ts: TokenStream) -> Bool {
        var open = ts.enclosingOpen(i)
        while let o = open, o > f.bodyOpen {
            if ts.isPunct(o, "{"), ts.spells(o - 1, "set") || ts.spells(o - 1, "init") { return true }
            open = ts.enclosingOpen(o)
        }
        // `set => …;`
        var k = i
        while k > f.bodyOpen, !ts.isPunct(k, ";"), !ts.isPunct(k, "{"), !ts.isPunct(k, "}") {
            if ts.spells(k, "=>"), ts.spells(k - 1, "set") || ts.spells(k - 1, "init") { return true }
            k -= 1
        }
        return false
    }

    /// The UIKit callback the code at token `i` runs in: the function's own name when UIKit calls
    /// it (`layoutSubviews`), or for a helper that takes its phase from its callers, the callback
    /// it is called from (`layoutSubviews` for a `layoutLabels()` only `layoutSubviews` calls).
    public func callbackName(at i: Int) -> String? {
        guard let f = structure.function(at: i) ?? firstUseOfLazyProperty(around: i)?.1 else { return nil }
        if Phase.declared(structure.functions[f]) != .other { return structure.functions[f].name }
        for g in facts.derived.derivation(of: f, tokens, structure) where g >= 0 && g < structure.functions.count {
            if Phase.declared(structure.functions[g]) != .other { return structure.functions[g].name }
        }
        // A helper only other files call: the callback they call it from.
        if let c = facts.derived.externalCallback(of: f, tokens, structure) { return c }
        // The callers of the first helper in the chain.
        let calls = facts.derived.methodCalls(tokens, structure)
        var frontier = [f], seen = Set<Int>()
        while let g = frontier.popLast(), seen.insert(g).inserted, seen.count < 16 {
            for c in calls.callers[g] where c >= 0 {
                let caller = Int(c)
                if Phase.declared(structure.functions[caller]) != .other { return structure.functions[caller].name }
                frontier.append(caller)
            }
        }
        return structure.functions[f].name
    }

    /// Notes that the verdict holds only if the type around the match descends from one of
    /// `classes` (`UITableViewCell`, `UIScrollView`): the engine checks that against the whole
    /// run's type hierarchy, since the chain may pass through classes in other files.
    func requireAncestor(_ classes: Set<String>) {
        roleProbe.requiredAncestors = (roleProbe.requiredAncestors ?? []).union(classes)
    }

    /// Notes that the verdict holds only if the class `name` (the declared class of a receiver),
    /// when some file of the run declares it, descends from one of UIKit's view, view controller
    /// or layer classes: a plain class's `layoutSubviews()` is a method of its own.
    func requireUIKitClass(_ name: String) {
        roleProbe.receiverClasses.insert(name)
    }

    /// Notes that what is being decided assumes the methods that function `f`'s phase was
    /// derived from (`DerivedFacts.derivation`), and `f` itself when `itself`, are not inherited
    /// from a superclass in another linted file, which would call them at times this file does not
    /// show. The engine drops the finding if the hierarchy says otherwise.
    func assumeNotInherited(derivationOf f: Int, itself: Bool = false) {
        // Swift and C# say `override`; only an Objective-C method overrides without a keyword.
        guard language == .objc else { return }
        let functions = (itself ? [f] : []) + facts.derived.derivation(of: f, tokens, structure)
        for f in functions where f >= 0 && f < structure.functions.count {
            roleProbe.assumedNotInherited.insert(structure.functions[f].name)
        }
    }

    /// When the closure that initializes a lazy stored property (`lazy var bar: UIView = { … }()`)
    /// runs, for token `i` inside it: when the property is first used, the earliest phase of the
    /// type's methods that use it (construction when none does). Nil outside such a closure.
    func lazyInitializerPhase(_ i: Int) -> Phase? {
        guard lazyPropertyName(around: i) != nil else { return nil }
        guard let (p, _) = firstUseOfLazyProperty(around: i), p != .accessor, p != .other else { return .construction }
        return p
    }

    /// The earliest phase in which the type's methods use the lazy property whose initializer
    /// holds token `i`, and the method that does.
    func firstUseOfLazyProperty(around i: Int) -> (Phase, Int)? {
        guard let name = lazyPropertyName(around: i), !name.isEmpty, let t = structure.type(at: i) else { return nil }
        let ts = tokens, s = structure
        var earliest: (Phase, Int)?
        for d in facts.derived.typeDeclarations(named: s.types[t].name, s) {
            let decl = s.types[d]
            guard decl.bodyOpen >= 0, decl.bodyOpen < decl.bodyClose else { continue }
            for k in Range.through(decl.bodyOpen, min(decl.bodyClose, ts.count - 1)) where ts.kind(k) == .identifier && ts.name(k) == name {
                guard !ts.isPunct(k - 1, ".") || ts.word(k - 2) == .kSelf, let f = s.function(at: k) else { continue }
                let p = facts.derived.phase(of: f, ts, s)
                if earliest == nil || p.lifecycleOrder < earliest!.0.lifecycleOrder { earliest = (p, f) }
            }
        }
        return earliest
    }

    /// Token `i` is in the closure that initializes a lazy stored property
    /// (`lazy var bar: UIView = { … }()`), which makes its object once, like an initializer.
    func inLazyInitializer(_ i: Int) -> Bool { lazyPropertyName(around: i) != nil }

    /// The name of the lazy stored property whose initializing closure holds token `i`.
    func lazyPropertyName(around i: Int) -> String? {
        guard language == .swift, let o = assignedClosureOpen(around: i) else { return nil }
        let ts = tokens
        var k = o - 2
        var name: String?
        while k >= 0, k > o - 24, !ts.code[k].flags.contains(.atStartOfLine) || ts.kind(k) == .identifier {
            if ts.kind(k) == .identifier, ts.text(k) == "var", ts.kind(k + 1) == .identifier { name = ts.name(k + 1) }
            if ts.kind(k) == .identifier, ts.text(k) == "lazy" { return name ?? "" }
            if ts.code[k].flags.contains(.atStartOfLine) { break }
            k -= 1
        }
        return nil
    }

    /// The `{` of the innermost closure around token `i` that is assigned (`= { … }`), as a
    /// stored property's initializing closure is.
    func assignedClosureOpen(around i: Int) -> Int? {
        let ts = tokens
        var open = ts.enclosingOpen(i)
        var steps = 0
        while let o = open, steps < 64 {
            steps += 1
            if ts.isPunct(o, "{"), ts.isOperator(o - 1, "=") { return o }
            open = ts.enclosingOpen(o)
        }
        return nil
    }

    /// The source text of code tokens `first...last`.
    public func text(_ first: Int, _ last: Int) -> String { fileContext.text(first, last) }

    /// The bytes of code tokens `first...last` (empty when the range is not valid).
    func byteRange(_ first: Int, _ last: Int) -> Range<Int> { fileContext.byteRange(first, last) }

    /// `bounds` spelled for this language, after `prefix` (e.g. `view.`).
    func spelled(_ member: GeometryMember, after prefix: String = "") -> String {
        prefix + member.spelling(in: language)
    }
}

/// A flag the engine clears before evaluating a pattern and reads after it. One per file (each
/// worker has its own), so it is never shared between threads.
final class RoleProbe: @unchecked Sendable {
    var wasRead = false
    /// Methods of the type that the verdict assumed are its own, not overrides of a method a
    /// superclass in another linted file declares (`RuleContext.assumeNotInherited`).
    var assumedNotInherited: Set<String> = []
    /// Classes one of which the type must descend from for the verdict to hold
    /// (`RuleContext.requireAncestor`); nil when the verdict does not depend on it.
    var requiredAncestors: Set<String>?
    /// Classes of receivers that must be UIKit's views, controllers or layers wherever the run
    /// declares them (`RuleContext.requireUIKitClass`). Only exclusions record them, so they are
    /// kept whatever `any` and `all` decide.
    var receiverClasses: Set<String> = []

    /// What a verdict assumed so far.
    struct Assumptions: Equatable {
        var notInherited: Set<String>
        var ancestors: Set<String>?
    }
    var assumptions: Assumptions { Assumptions(notInherited: assumedNotInherited, ancestors: requiredAncestors) }

    /// Keeps what was assumed at `start` and what the one condition evaluated since `before`
    /// added, dropping what conditions evaluated in between assumed (they decided nothing).
    func keep(_ start: Assumptions, plusWhatWasAddedSince before: Assumptions) {
        // What is assumed only grows while a pattern is evaluated: equal counts, nothing added.
        if assumedNotInherited.count == start.notInherited.count, requiredAncestors?.count == start.ancestors?.count { return }
        assumedNotInherited = start.notInherited.union(assumedNotInherited.subtracting(before.notInherited))
        if let now = requiredAncestors, now != before.ancestors {
            requiredAncestors = (start.ancestors ?? []).union(now.subtracting(before.ancestors ?? []))
        } else {
            requiredAncestors = start.ancestors
        }
    }
}
