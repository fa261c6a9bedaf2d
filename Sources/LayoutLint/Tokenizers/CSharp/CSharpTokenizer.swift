/// Tokenizes C# (Xamarin.iOS, .NET for iOS, MAUI) source into the shared token model.
///
/// How C# differs from the other two languages:
/// - Block comments do not nest: `/* a /* b */` ends at the first `*/`.
/// - A `#` that is the first non-whitespace on its line starts a `directive` token covering the
///   rest of the line (C# has no `\` continuations). Trailing spaces are left out.
/// - `@class` is one identifier; `@"…"` is a verbatim string (`""` is a quote, line breaks allowed).
/// - Interpolated strings (`$"…"`, `$@"…"`, `@$"…"`, `$"""…"""`, `$$"""…"""`) are scanned with an
///   explicit stack of `CSharpLiteralFrame`s, never by recursion (see CSharpStringLiterals.swift).
/// - `>>` and `>>=` are never one token: each `>` stands alone (`>>=` gives `>` then `>=`), so
///   generic closers like `List<List<int>>` need no special case.
///
/// Totality: any bytes give tokens. Unterminated literals and comments carry `.unterminated`;
/// a string that never closes gets an empty `stringEnd` with `.unterminated` where it stopped, so
/// every `stringStart` has its `stringEnd`. Bytes that start no token become `unknown`.
enum CSharpTokenizer {
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { p in
            var scanner = CSharpScanner(p)
            scanner.run()
            return scanner.out.tokens
        }
    }
}

/// One open string literal, or one open interpolation hole inside a string.
struct CSharpLiteralFrame {
    enum Kind: UInt8 { case string, hole }
    enum Style: UInt8 {
        /// `"…"` and `$"…"`: backslash escapes, ends at a line break.
        case regular
        /// `@"…"`, `$@"…"`, `@$"…"`: `""` is a quote, line breaks allowed.
        case verbatim
        /// `"""…"""` and `$"""…"""`: no escapes, closed by the same number of quotes.
        case raw
    }

    var kind: Kind
    var style: Style
    /// A line break ends the literal (regular strings, and raw strings with text on the opening line).
    var singleLine: Bool
    /// Raw strings: how many quotes close the literal.
    var quotes: Int
    /// How many braces open (and close) a hole; 0 when the string is not interpolated.
    var braces: Int
    /// Holes: brackets (`(`, `[`, `{`) opened inside the hole and not yet closed.
    var depth: Int = 0
}

/// The scanner's state: a cursor over the bytes, the tokens so far, and the literal stack.
/// The stack is empty in ordinary code; its top is a `.string` frame while string text is scanned
/// and a `.hole` frame while an interpolation's expression is scanned as ordinary code.
struct CSharpScanner {
    var cursor: ByteCursor
    var out: TokenBuilder
    var stack: [CSharpLiteralFrame] = []
    /// Only whitespace since the last line break (or the start of the file): a `#` here is a directive.
    var atLineStart = true

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        cursor = ByteCursor(bytes)
        // Real C# runs about one token per 5 bytes; reserving for one per 4 avoids regrowth, and
        // reserved pages that are never written cost nothing.
        out = TokenBuilder(capacityHint: bytes.count / 4 + 16)
    }

    mutating func run() {
        if cursor.peek() == 0xEF, cursor.peek(1) == 0xBB, cursor.peek(2) == 0xBF { cursor.advance(3) }
        while true {
            if let top = stack.last, top.kind == .string {
                scanStringBody()
                continue
            }
            if cursor.isAtEnd { break }
            scanCode()
        }
        // End of file inside holes: the strings around them never closed.
        let end = cursor.offset
        while let frame = stack.popLast() {
            if frame.kind == .string { out.add(.stringEnd, end, end, .unterminated) }
        }
    }

    /// Adds a token from `start` to the cursor.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, _ extra: TokenFlags = []) {
        out.add(kind, start, cursor.offset, extra)
    }

    /// Scans one token (or one run of whitespace) of ordinary code.
    mutating func scanCode() {
        let start = cursor.offset
        let b = cursor.peek()
        switch b {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
            skipWhitespace()
            return
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), 0x80...0xFF:
            cursor.advance(while: ByteClass.isIdentifierContinue)
            emit(.identifier, from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            emit(.number, from: start)
        case UInt8(ascii: "."):
            if ByteClass.isDigit(cursor.peek(1)) {
                scanNumber()
                emit(.number, from: start)
            } else if cursor.peek(1) == UInt8(ascii: ".") {
                cursor.advance(2)
                emit(.operator, from: start)
            } else {
                cursor.advance()
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: "\""):
            openQuotedString(prefixStart: start, braces: 0)
        case UInt8(ascii: "'"):
            scanCharacter()
        case UInt8(ascii: "@"):
            scanAt()
        case UInt8(ascii: "$"):
            scanDollar()
        case UInt8(ascii: "#"):
            if atLineStart {
                scanDirective()
            } else {
                cursor.advance()
                emit(.unknown, from: start)
            }
        case UInt8(ascii: "/"):
            switch cursor.peek(1) {
            case UInt8(ascii: "/"): scanLineComment()
            case UInt8(ascii: "*"): scanBlockComment()
            default: scanOperator()
            }
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            cursor.advance()
            emit(.punctuation, from: start)
            if !stack.isEmpty { stack[stack.count - 1].depth += 1 }
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            cursor.advance()
            emit(.punctuation, from: start)
            if !stack.isEmpty, stack[stack.count - 1].depth > 0 { stack[stack.count - 1].depth -= 1 }
        case UInt8(ascii: "}"):
            if !stack.isEmpty {
                if stack[stack.count - 1].depth == 0 {
                    closeHole()
                    break
                }
                stack[stack.count - 1].depth -= 1
            }
            cursor.advance()
            emit(.punctuation, from: start)
        case UInt8(ascii: ":"):
            if cursor.peek(1) == UInt8(ascii: ":") {
                cursor.advance(2)
                emit(.operator, from: start)
            } else if !stack.isEmpty, stack[stack.count - 1].depth == 0 {
                scanFormatSpecifier()
            } else {
                cursor.advance()
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: ","), UInt8(ascii: ";"):
            cursor.advance()
            emit(.punctuation, from: start)
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "!"),
             UInt8(ascii: "~"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "?"):
            scanOperator()
        default:
            cursor.advance()
            cursor.advance(while: CSharpScanner.isUnknownByte)
            emit(.unknown, from: start)
        }
        atLineStart = false
    }

    /// Bytes that never start a token in any context; a run of them is one `unknown` token.
    @inline(__always)
    static func isUnknownByte(_ b: UInt8) -> Bool {
        (b < 0x20 && !(b >= 0x09 && b <= 0x0D)) || b == 0x7F
            || b == UInt8(ascii: "\\") || b == UInt8(ascii: "`")
    }

    mutating func skipWhitespace() {
        let newline = cursor.skipWhitespace()
        out.space(newline: newline)
        if newline { atLineStart = true }
    }

    // MARK: - Comments and directives

    mutating func scanLineComment() {
        let start = cursor.offset
        cursor.advance(2)
        cursor.advance(while: { !ByteClass.isLineBreak($0) })
        emit(.comment, from: start)
    }

    /// `/* … */`, not nesting; to the end of the file with `.unterminated` when never closed.
    mutating func scanBlockComment() {
        let start = cursor.offset
        let bytes = cursor.bytes
        var i = start + 2
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") {
                cursor.offset = i + 2
                emit(.comment, from: start)
                return
            }
            i += 1
        }
        cursor.offset = bytes.count
        emit(.comment, from: start, .unterminated)
    }

    /// `#if DEBUG`, `#region Layout`, …: the line up to its break, without trailing spaces.
    mutating func scanDirective() {
        let start = cursor.offset
        cursor.advance(while: { !ByteClass.isLineBreak($0) })
        var end = cursor.offset
        while end > start + 1, ByteClass.isHorizontalSpace(cursor.bytes[end - 1]) { end -= 1 }
        out.add(.directive, start, end)
    }

    // MARK: - Words, numbers, characters, operators

    /// `@class` (a verbatim identifier), `@"…"`, `@$"…"`; a lone `@` is unknown.
    mutating func scanAt() {
        let start = cursor.offset
        let next = cursor.peek(1)
        if next == UInt8(ascii: "\"") {
            cursor.advance(2)
            openString(start, style: .verbatim, quotes: 1, braces: 0)
        } else if next == UInt8(ascii: "$"), cursor.peek(2) == UInt8(ascii: "\"") {
            cursor.advance(3)
            openString(start, style: .verbatim, quotes: 1, braces: 1)
        } else if ByteClass.isIdentifierStart(next) {
            cursor.advance()
            cursor.advance(while: ByteClass.isIdentifierContinue)
            emit(.identifier, from: start)
        } else {
            cursor.advance()
            emit(.unknown, from: start)
        }
    }

    /// `$"…"`, `$@"…"`, `$"""…"""`, `$$"""…"""`; a `$` not before a string is unknown.
    mutating func scanDollar() {
        let start = cursor.offset
        var dollars = 0
        while cursor.peek(dollars) == UInt8(ascii: "$") { dollars += 1 }
        let next = cursor.peek(dollars)
        if next == UInt8(ascii: "\"") {
            cursor.advance(dollars)
            openQuotedString(prefixStart: start, braces: dollars)
        } else if next == UInt8(ascii: "@"), cursor.peek(dollars + 1) == UInt8(ascii: "\"") {
            cursor.advance(dollars + 2)
            openString(start, style: .verbatim, quotes: 1, braces: 1)
        } else {
            cursor.advance(dollars)
            emit(.unknown, from: start)
        }
    }

    /// Decimal, hex (`0x`), binary (`0b`), with `_` separators, a fraction, an exponent and a
    /// suffix (`f`, `d`, `m`, `u`, `UL`, …). A `.` not followed by a digit is not part of it, so
    /// `1..5` and `1.ToString()` split.
    mutating func scanNumber() {
        let first = cursor.peek()
        let second = cursor.peek(1) | 0x20
        if first == UInt8(ascii: "0"), second == UInt8(ascii: "x") || second == UInt8(ascii: "b") {
            cursor.advance(2)
            cursor.advance(while: { ByteClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
        } else {
            cursor.advance(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            if cursor.peek() == UInt8(ascii: "."), ByteClass.isDigit(cursor.peek(1)) {
                cursor.advance()
                cursor.advance(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            }
            if cursor.peek() | 0x20 == UInt8(ascii: "e") {
                let sign = cursor.peek(1)
                if ByteClass.isDigit(sign) {
                    cursor.advance()
                } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), ByteClass.isDigit(cursor.peek(2)) {
                    cursor.advance(2)
                }
                cursor.advance(while: { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            }
        }
        // Suffix: ASCII letters and digits only, so a following non-ASCII word stays separate.
        cursor.advance(while: { ByteClass.isASCIILetter($0) || ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") })
    }

    /// `'a'`, `'\n'`, `'\''`, `'\u0041'`; unterminated before a line break ends there.
    mutating func scanCharacter() {
        let start = cursor.offset
        cursor.advance()
        while true {
            let b = cursor.peek()
            if cursor.isAtEnd || ByteClass.isLineBreak(b) {
                emit(.character, from: start, .unterminated)
                return
            }
            cursor.advance()
            if b == UInt8(ascii: "'") {
                emit(.character, from: start)
                return
            }
            if b == UInt8(ascii: "\\"), !ByteClass.isLineBreak(cursor.peek()) { cursor.advance() }
        }
    }

    /// The longest of the C# operators at the cursor; `>` always alone (never `>>` or `>>=`).
    mutating func scanOperator() {
        let start = cursor.offset
        let b = cursor.peek()
        let n1 = cursor.peek(1)
        var length = 1
        switch b {
        case UInt8(ascii: "="):
            if n1 == UInt8(ascii: "=") || n1 == UInt8(ascii: ">") { length = 2 }
        case UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "^"), UInt8(ascii: ">"):
            if n1 == UInt8(ascii: "=") { length = 2 }
        case UInt8(ascii: "+"), UInt8(ascii: "&"), UInt8(ascii: "|"):
            if n1 == b || n1 == UInt8(ascii: "=") { length = 2 }
        case UInt8(ascii: "-"):
            if n1 == b || n1 == UInt8(ascii: "=") || n1 == UInt8(ascii: ">") { length = 2 }
        case UInt8(ascii: "<"):
            if n1 == UInt8(ascii: "<") {
                length = cursor.peek(2) == UInt8(ascii: "=") ? 3 : 2
            } else if n1 == UInt8(ascii: "=") {
                length = 2
            }
        case UInt8(ascii: "?"):
            if n1 == UInt8(ascii: "?") {
                length = cursor.peek(2) == UInt8(ascii: "=") ? 3 : 2
            }
        default:
            break
        }
        cursor.advance(length)
        emit(.operator, from: start)
    }
}
