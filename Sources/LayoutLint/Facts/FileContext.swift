/// One file as the facts see it: its text, tokens, structure and the facts read from them (with
/// the facts derived on demand, `facts.derived`). Questions about a file that do not depend on what
/// its types turn out to be are asked of this; `RuleContext` wraps it for the ones that do.
public struct FileContext: Sendable {
    public let file: SourceFile
    public let tokens: TokenStream
    public let structure: FileStructure
    public let facts: FileFacts

    public init(file: SourceFile, tokens: TokenStream, structure: FileStructure, facts: FileFacts) {
        self.file = file
        self.tokens = tokens
        self.structure = structure
        self.facts = facts
    }

    public var language: Language { file.language }

    /// The innermost type declaration around token `i`.
    public func type(at i: Int) -> TypeDecl? { structure.type(at: i).map { structure.types[$0] } }

    /// The function-like member around token `i`.
    public func function(at i: Int) -> FunctionDecl? { structure.function(at: i).map { structure.functions[$0] } }

    /// The source text of code tokens `first...last`.
    public func text(_ first: Int, _ last: Int) -> String {
        file.text(byteRange(first, last))
    }

    /// The bytes of code tokens `first...last` (empty when the range is not valid).
    func byteRange(_ first: Int, _ last: Int) -> Range<Int> {
        guard first <= last, first >= 0, last < tokens.count else { return 0..<0 }
        return Int(tokens.code[first].start)..<Int(tokens.code[last].end)
    }
}
