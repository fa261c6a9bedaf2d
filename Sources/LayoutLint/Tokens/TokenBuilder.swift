/// Collects tokens for a tokenizer and fills in the flags that depend on what came before
/// (start of line, preceded by space), so that each tokenizer only says what it found.
struct TokenBuilder {
    private(set) var tokens: [Token] = []
    private var pendingFlags: TokenFlags = [.atStartOfLine, .precededBySpace]

    init(capacityHint: Int = 0) {
        tokens.reserveCapacity(capacityHint)
    }

    /// Records a token of `kind` covering `start..<end`.
    mutating func add(_ kind: TokenKind, _ start: Int, _ end: Int, _ extra: TokenFlags = []) {
        tokens.append(Token(kind: kind, start: start, end: end, flags: pendingFlags.union(extra)))
        pendingFlags = kind == .comment ? [.precededBySpace] : []
    }

    /// Notes whitespace between tokens; `newline` when it contains a line break.
    mutating func space(newline: Bool) {
        pendingFlags.insert(.precededBySpace)
        if newline { pendingFlags.insert(.atStartOfLine) }
    }

    /// The kind of the last token, if any.
    var lastKind: TokenKind? { tokens.last?.kind }
}
