/// What a rule's conditions see for one file: its tokens, structure and facts, and a role for
/// the type around each match. The role is a hypothesis while a file is linted (the engine asks
/// each rule under every role, since the type's base may be declared in a file not read yet) and is
/// settled when the whole run's type hierarchy is known.
public struct RuleContext: Sendable {
    public let file: SourceFile
    public let tokens: TokenStream
    public let structure: FileStructure
    public let facts: FileFacts
    /// The role assumed for the innermost type around the match being evaluated.
    public internal(set) var role: TypeRole = .other

    public var language: Language { file.language }

    /// The innermost type declaration around token `i`.
    public func type(at i: Int) -> TypeDecl? { structure.type(at: i).map { structure.types[$0] } }

    /// The function-like member around token `i`.
    public func function(at i: Int) -> FunctionDecl? { structure.function(at: i).map { structure.functions[$0] } }

    /// The source text of code tokens `first...last`.
    public func text(_ first: Int, _ last: Int) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        return file.text(Int(tokens.code[first].start)..<Int(tokens.code[last].end))
    }

    /// `bounds` spelled for this language, after `prefix` (e.g. `view.`).
    func spelled(_ member: GeometryMember, after prefix: String = "") -> String {
        prefix + member.spelling(in: language)
    }
}
