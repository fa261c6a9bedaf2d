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
        guard let f = structure.function(at: i) else { return inLazyInitializer(i) ? .construction : .other }
        let phase = facts.derived.phase(of: f, tokens, structure)
        assumeNotInherited(derivationOf: f)
        return phase
    }

    /// Notes that the verdict holds only if the type around the match descends from one of
    /// `classes` (`UITableViewCell`, `UIScrollView`): the engine checks that against the whole
    /// run's type hierarchy, since the chain may pass through classes in other files.
    func requireAncestor(_ classes: Set<String>) {
        roleProbe.requiredAncestors = (roleProbe.requiredAncestors ?? []).union(classes)
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

    /// Token `i` is in the closure that initializes a lazy stored property
    /// (`lazy var bar: UIView = { … }()`), which makes its object once, like an initializer.
    func inLazyInitializer(_ i: Int) -> Bool {
        guard language == .swift else { return false }
        let ts = tokens
        var open = ts.enclosingOpen(i)
        var steps = 0
        while let o = open, steps < 64 {
            steps += 1
            if ts.isPunct(o, "{"), ts.isOperator(o - 1, "=") {
                var k = o - 2
                while k >= 0, k > o - 24, !ts.code[k].flags.contains(.atStartOfLine) || ts.kind(k) == .identifier {
                    if ts.kind(k) == .identifier, ts.text(k) == "lazy" { return true }
                    if ts.code[k].flags.contains(.atStartOfLine) { break }
                    k -= 1
                }
                return false
            }
            open = ts.enclosingOpen(o)
        }
        return false
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
}
