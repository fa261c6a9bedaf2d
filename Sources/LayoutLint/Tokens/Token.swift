/// One token: what it is and where it is (a byte range into the file), nothing more. Its text is
/// read from the file's bytes when needed, and its line and column are computed only when reported.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    public var flags: TokenFlags
    public var start: UInt32
    public var end: UInt32

    public init(kind: TokenKind, start: Int, end: Int, flags: TokenFlags = []) {
        self.kind = kind
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    public var range: Range<Int> { Int(start)..<Int(end) }
}

/// The token kinds shared by the three tokenizers. Keywords are identifiers: the structure pass
/// recognizes them by their text, so contextual keywords need no special case.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// A name or a keyword: `frame`, `class`, `$0`, `` `default` `` (with its backticks), C# `@class`.
    case identifier
    /// A word introduced by `@`: Swift attributes (`@objc`, `@MainActor`), Objective-C keywords
    /// (`@interface`, `@end`, `@selector`, `@property`).
    case atKeyword
    /// A Swift `#` word used in expressions or declarations: `#selector`, `#available`, `#Preview`.
    case poundKeyword
    /// Conditional compilation and other preprocessor lines. Swift: the `#if`, `#elseif`, `#else`,
    /// `#endif` word alone (the condition is ordinary tokens). C# and Objective-C: the whole
    /// directive line, with `\` continuations.
    case directive
    /// A numeric literal, including its prefix, separators, exponent and suffix.
    case number
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `@"`, `$"`, `$@"`, `"""`, ...
    case stringStart
    /// Literal text inside a string (escapes included), between delimiters and interpolations.
    case stringText
    /// The closing delimiter of a string literal.
    case stringEnd
    /// The start of an interpolation inside a string: Swift `\(` or `\#(`, C# `{`.
    case interpolationStart
    /// The end of an interpolation: Swift `)`, C# `}`.
    case interpolationEnd
    /// A character literal: C# and Objective-C `'a'`.
    case character
    /// A whole Swift regex literal: `/a+b/`, `#/…/#`.
    case regex
    /// A line or block comment, delimiters included.
    case comment
    /// One of `( ) { } [ ] , ; : .` (and a lone `@` in Objective-C literals such as `@[`).
    case punctuation
    /// An operator: Swift operator runs (`+=`, `??`, `...`, `->`), C# and Objective-C operators.
    case `operator`
    /// Bytes that form no token (a stray backslash, a lone backtick, a byte that is not text).
    case unknown

    /// The spelling used by `layoutlint tokens`.
    public var name: String {
        switch self {
        case .identifier: return "identifier"
        case .atKeyword: return "atKeyword"
        case .poundKeyword: return "poundKeyword"
        case .directive: return "directive"
        case .number: return "number"
        case .stringStart: return "stringStart"
        case .stringText: return "stringText"
        case .stringEnd: return "stringEnd"
        case .interpolationStart: return "interpolationStart"
        case .interpolationEnd: return "interpolationEnd"
        case .character: return "character"
        case .regex: return "regex"
        case .comment: return "comment"
        case .punctuation: return "punctuation"
        case .operator: return "operator"
        case .unknown: return "unknown"
        }
    }
}

/// Facts about a token's surroundings that the tokenizer knows for free.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The first token on its line.
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Whitespace, a line break or a comment comes right before it.
    public static let precededBySpace = TokenFlags(rawValue: 1 << 1)
    /// A literal or comment that reached the end of the line or file without its closing delimiter.
    public static let unterminated = TokenFlags(rawValue: 1 << 2)
}
