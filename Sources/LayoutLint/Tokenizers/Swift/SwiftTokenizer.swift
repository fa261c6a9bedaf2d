/// The Swift tokenizer: one pass over the bytes, no recursion, no `String` in the hot path.
///
/// Strings, interpolations and raw-string delimiters are tracked with an explicit stack of
/// `SwiftLexer.Frame`s. Top-level code has no frame. A frame is pushed when
/// - a string literal opens (`"`, `"""`, `#"`, ...): `.string`, popped at its closing delimiter,
///   at a line break (single-line strings) or at the end of the file;
/// - an interpolation opens inside a string (`\(` or `\#(`): `.interpolation`, popped at the `)`
///   that balances it.
/// While the top frame is a string, the lexer scans literal text; otherwise it scans code, so the
/// expression inside an interpolation yields ordinary tokens.
///
/// A literal left open at a line break (single-line strings) or at the end of the file ends with an
/// empty `stringEnd` token flagged `.unterminated`, so `stringStart`/`stringEnd` always pair up.
enum SwiftTokenizer {
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { p in
            var lexer = SwiftLexer(p)
            lexer.run()
            return lexer.out.tokens
        }
    }
}

struct SwiftLexer {
    /// What the lexer is inside of; the innermost is last in `frames`.
    enum Frame {
        /// Literal text of a string opened with `hashes` `#`s (0 for a plain string).
        case string(multiline: Bool, hashes: Int)
        /// Code inside `\(`…`)`. `depth` counts the brackets opened inside it and not yet closed;
        /// `inSingleLineString` says whether the enclosing string ends at a line break.
        case interpolation(depth: Int, inSingleLineString: Bool)
    }

    var cursor: ByteCursor
    var out: TokenBuilder
    var frames: [Frame] = []

    /// The last token that was not a comment, which decides whether `/` may start a regex
    /// and whether a number follows a member-access dot.
    var previousKind: TokenKind?
    var previousStart = 0
    var previousEnd = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        cursor = ByteCursor(bytes)
        out = TokenBuilder(capacityHint: bytes.count / 6)
    }

    // MARK: Driver

    mutating func run() {
        skipByteOrderMarkAndShebang()
        while true {
            guard let frame = frames.last else {
                if cursor.isAtEnd { return }
                lexCode()
                continue
            }
            switch frame {
            case .string(let multiline, let hashes):
                lexStringText(multiline: multiline, hashes: hashes)
            case .interpolation:
                if cursor.isAtEnd {
                    frames.removeLast()  // The enclosing string reports itself unterminated.
                } else {
                    lexCode()
                }
            }
        }
    }

    /// Records a token and remembers it as the previous one unless it is a comment.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, _ flags: TokenFlags = []) {
        out.add(kind, start, end, flags)
        if kind != .comment {
            previousKind = kind
            previousStart = start
            previousEnd = end
        }
    }

    private mutating func skipByteOrderMarkAndShebang() {
        if cursor.peek() == 0xEF, cursor.peek(1) == 0xBB, cursor.peek(2) == 0xBF {
            cursor.advance(3)
        }
        if cursor.starts(with: "#!") {
            let start = cursor.offset
            cursor.advance(while: { !ByteClass.isLineBreak($0) })
            emit(.comment, start, cursor.offset)
        }
    }

    // MARK: Code

    /// Scans one token (or one run of whitespace) of code.
    mutating func lexCode() {
        let start = cursor.offset
        let b = cursor.peek()
        switch b {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
            lexWhitespace()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), 0x80...0xFF:
            cursor.advance()
            cursor.advance(while: ByteClass.isIdentifierContinue)
            emit(.identifier, start, cursor.offset)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            cursor.advance()
            if case .interpolation(let depth, let single)? = frames.last {
                frames[frames.count - 1] = .interpolation(depth: depth + 1, inSingleLineString: single)
            }
            emit(.punctuation, start, start + 1)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            cursor.advance()
            if case .interpolation(let depth, let single)? = frames.last {
                if depth == 0 && b == UInt8(ascii: ")") {
                    frames.removeLast()
                    emit(.interpolationEnd, start, start + 1)
                    return
                }
                frames[frames.count - 1] = .interpolation(depth: max(0, depth - 1), inSingleLineString: single)
            }
            emit(.punctuation, start, start + 1)
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            cursor.advance()
            emit(.punctuation, start, start + 1)
        case UInt8(ascii: "."):
            let next = cursor.peek(1)
            if next == UInt8(ascii: ".") || (SwiftLexer.isOperatorByte(next) && !startsComment(at: start + 1)) {
                lexOperator()
            } else {
                cursor.advance()
                emit(.punctuation, start, start + 1)
            }
        case UInt8(ascii: "/"):
            let next = cursor.peek(1)
            if next == UInt8(ascii: "/") {
                cursor.advance(while: { !ByteClass.isLineBreak($0) })
                emit(.comment, start, cursor.offset)
            } else if next == UInt8(ascii: "*") {
                lexBlockComment()
            } else if !(regexCanStart && lexBareRegex()) {
                lexOperator()
            }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "?"):
            lexOperator()
        case UInt8(ascii: "\""):
            lexStringStart(hashes: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            if ByteClass.isIdentifierStart(cursor.peek(1)) {
                cursor.advance()
                cursor.advance(while: ByteClass.isIdentifierContinue)
                emit(.atKeyword, start, cursor.offset)
            } else {
                cursor.advance()
                emit(.unknown, start, start + 1)
            }
        case UInt8(ascii: "$"):
            cursor.advance()
            cursor.advance(while: ByteClass.isIdentifierContinue)
            emit(cursor.offset > start + 1 ? .identifier : .unknown, start, cursor.offset)
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "\\"):
            // A key path's backslash or a stray one: one byte, so `\.frame` still yields `.frame`.
            cursor.advance()
            emit(.unknown, start, start + 1)
        default:
            // Control bytes, NUL, DEL, `'`: merged into one run.
            cursor.advance()
            cursor.advance(while: SwiftLexer.isPlainUnknownByte)
            emit(.unknown, start, cursor.offset)
        }
    }

    /// Bytes that start no token at all.
    @inline(__always)
    static func isPlainUnknownByte(_ b: UInt8) -> Bool {
        (b < 0x20 && !ByteClass.isHorizontalSpace(b) && !ByteClass.isLineBreak(b))
            || b == 0x7F || b == UInt8(ascii: "'")
    }

    /// Characters of an operator run (besides `.`, which only continues a run that starts with it).
    @inline(__always)
    static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// True when `//` or `/*` starts at `offset`.
    @inline(__always)
    func startsComment(at offset: Int) -> Bool {
        let bytes = cursor.bytes
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "/") else { return false }
        return bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
    }

    /// True when the top frame is an interpolation whose string ends at a line break, with no
    /// bracket open inside it: a line break there means the string was left unterminated.
    private var lineBreakEndsInterpolation: Bool {
        if case .interpolation(0, true)? = frames.last { return true }
        return false
    }

    private mutating func lexWhitespace() {
        var newline = false
        var consumed = false
        while !cursor.isAtEnd {
            let b = cursor.peek()
            if ByteClass.isHorizontalSpace(b) {
                cursor.advance()
            } else if ByteClass.isLineBreak(b) {
                if lineBreakEndsInterpolation { break }
                newline = true
                cursor.advance()
            } else {
                break
            }
            consumed = true
        }
        if consumed { out.space(newline: newline) }
        if !cursor.isAtEnd, ByteClass.isLineBreak(cursor.peek()), lineBreakEndsInterpolation {
            // `"a \(b` then a line break: close the interpolation and its string here.
            frames.removeLast()
            frames.removeLast()
            emit(.stringEnd, cursor.offset, cursor.offset, .unterminated)
        }
    }

    /// `/* … */`, nested to any depth; an unterminated one runs to the end of the file.
    private mutating func lexBlockComment() {
        let start = cursor.offset
        let bytes = cursor.bytes
        let n = bytes.count
        var i = start + 2
        var depth = 1
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "*"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                i += 1
            }
        }
        cursor.offset = i
        emit(.comment, start, i, depth == 0 ? [] : .unterminated)
    }

    /// A maximal operator run. A run that starts with `.` may contain more dots; `//` and `/*`
    /// inside a run start a comment instead.
    private mutating func lexOperator() {
        let start = cursor.offset
        let allowsDot = cursor.peek() == UInt8(ascii: ".")
        cursor.advance()
        while !cursor.isAtEnd {
            let b = cursor.peek()
            if b == UInt8(ascii: "/") {
                let next = cursor.peek(1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            } else if !(SwiftLexer.isOperatorByte(b) || (allowsDot && b == UInt8(ascii: "."))) {
                break
            }
            cursor.advance()
        }
        emit(.operator, start, cursor.offset)
    }

    /// `#` words, raw strings `#"`, extended regexes `#/`, and the stray `#`.
    private mutating func lexPound() {
        let start = cursor.offset
        var hashes = 0
        while cursor.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = cursor.peek(hashes)
        if next == UInt8(ascii: "\"") {
            lexStringStart(hashes: hashes)
        } else if next == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes)
        } else if hashes == 1, ByteClass.isIdentifierStart(next) {
            cursor.advance()
            cursor.advance(while: ByteClass.isIdentifierContinue)
            let end = cursor.offset
            let isDirective = textEquals(start, end, "#if") || textEquals(start, end, "#else")
                || textEquals(start, end, "#elseif") || textEquals(start, end, "#endif")
                || textEquals(start, end, "#sourceLocation")
            emit(isDirective ? .directive : .poundKeyword, start, end)
        } else {
            cursor.advance(hashes)
            emit(.unknown, start, cursor.offset)
        }
    }

    /// `` `name` `` or a raw identifier `` `with spaces` ``, closed on the same line; otherwise
    /// the backtick alone is unknown.
    private mutating func lexBacktickIdentifier() {
        let start = cursor.offset
        let bytes = cursor.bytes
        var i = start + 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "`"), !ByteClass.isLineBreak(bytes[i]) { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "`"), i > start + 1 {
            cursor.offset = i + 1
            emit(.identifier, start, i + 1)
        } else {
            cursor.advance()
            emit(.unknown, start, start + 1)
        }
    }

    /// True when `bytes[start..<end]` spells `word`.
    func textEquals(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard end - start == n, end <= cursor.bytes.count else { return false }
        let bytes = cursor.bytes
        return word.withUTF8Buffer { buf in
            for k in 0..<n where bytes[start + k] != buf[k] { return false }
            return true
        }
    }

    // MARK: Numbers

    /// Decimal, hexadecimal (with `p` exponents), octal and binary literals with `_` separators.
    /// After a member-access `.` (`x.0.1`), no fraction is read: those are tuple indices.
    private mutating func lexNumber() {
        let start = cursor.offset
        let afterDot = previousKind == .punctuation && previousEnd == start
            && cursor.bytes[previousStart] == UInt8(ascii: ".")
        let isDigitOrSeparator: (UInt8) -> Bool = { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") }
        let isHexOrSeparator: (UInt8) -> Bool = { ByteClass.isHexDigit($0) || $0 == UInt8(ascii: "_") }
        let prefix = cursor.peek(1)
        if cursor.peek() == UInt8(ascii: "0"), prefix == UInt8(ascii: "x"), ByteClass.isHexDigit(cursor.peek(2)) {
            cursor.advance(2)
            cursor.advance(while: isHexOrSeparator)
            if !afterDot, cursor.peek() == UInt8(ascii: "."), ByteClass.isHexDigit(cursor.peek(1)) {
                // A hexadecimal fraction needs a `p` exponent; otherwise the dot is member access.
                let dot = cursor.offset
                cursor.advance()
                cursor.advance(while: isHexOrSeparator)
                if cursor.peek() | 0x20 != UInt8(ascii: "p") { cursor.offset = dot }
            }
            if cursor.peek() | 0x20 == UInt8(ascii: "p") { lexExponent() }
        } else if cursor.peek() == UInt8(ascii: "0"),
                  (prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b")),
                  ByteClass.isDigit(cursor.peek(2)) {
            cursor.advance(2)
            cursor.advance(while: isDigitOrSeparator)
        } else {
            cursor.advance(while: isDigitOrSeparator)
            if !afterDot, cursor.peek() == UInt8(ascii: "."), ByteClass.isDigit(cursor.peek(1)) {
                cursor.advance()
                cursor.advance(while: isDigitOrSeparator)
            }
            if cursor.peek() | 0x20 == UInt8(ascii: "e") { lexExponent() }
        }
        // Suffix or malformed digits (`0b102`, `12abc`): part of the same literal.
        cursor.advance(while: { ByteClass.isASCIILetter($0) || ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
        emit(.number, start, cursor.offset)
    }

    /// At `e`/`p`: consumes the exponent if digits follow (with an optional sign).
    private mutating func lexExponent() {
        let sign = cursor.peek(1)
        let digitAt = (sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")) ? 2 : 1
        guard ByteClass.isDigit(cursor.peek(digitAt)) else { return }
        cursor.advance(digitAt)
        cursor.advance(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
    }
}
