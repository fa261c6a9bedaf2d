/// Tokenizes Objective-C and Objective-C++ (`.m`, `.mm`, `.h`) source into the shared token model.
///
/// How Objective-C differs from the other two languages:
/// - Block comments do not nest: `/* a /* b */` ends at the first `*/`. A `//` comment whose line
///   ends in `\` goes on to the next line, as in C.
/// - A `#` that is the first token on its line (comments before it count as space) starts a
///   `directive` token covering the whole line, trailing spaces left out. A `\` at the end of the
///   line (spaces may follow it, as clang and GCC allow) continues the directive, so a multi-line
///   `#define` is one token. Comments and quotes on the line belong to the directive; a `/* … */`
///   opened on it carries the directive on to the line where the comment closes.
/// - `@` before a word is an `atKeyword` (`@interface`, `@end`, `@selector`, `@YES`); `@"…"` is a
///   string whose `stringStart` is `@"`. Before a boxed literal (`@[`, `@{`, `@(`, `@42`, `@-1`,
///   `@.5`, `@'a'`) the `@` is a lone `punctuation` token and the literal follows as its own tokens,
///   so `@42` is `@` then `number 42` (every boxed literal reads the same way). Any other `@` is
///   `unknown`.
/// - Identifiers may contain `$`. Keywords (`self`, `id`, `nil`, `YES`, `return`) are identifiers.
/// - Encoding prefixes belong to the literal: `L"…"`, `u8"…"`, `u"…"`, `U"…"` start with `L"`, …;
///   `L'a'`, `u8'a'` are one `character`. C++11 raw strings (`R"delim(…)delim"`, also `LR`, `u8R`,
///   `uR`, `UR`) are one string: `stringStart R"delim(`, `stringText`, `stringEnd )delim"`.
/// - A `\` before a line break inside a string, a character literal or a comment splices the
///   lines, as in C. Otherwise a line break ends a string (`.unterminated`).
/// - Operators are C's, longest match: `>>` and `>>=` are single tokens (unlike C#), `::` and `...`
///   are operators. Inside `@selector(…)` every `:` is one punctuation token, so `@selector(a::)`
///   gives two colons. `.` is punctuation, `^` (blocks) an operator.
/// - Numbers follow C: hex (`0x1F`, `0x1.8p-3`), binary (`0b1010`), decimals with fraction,
///   exponent and suffix (`1.5f`, `2.0e-3`, `10UL`, `1.`, `.5f`), and C++14 `'` digit separators
///   (`1'000'000`) between two digits.
///
/// Totality: any bytes give tokens. Unterminated literals and comments carry `.unterminated`;
/// a string that never closes gets an empty `stringEnd` with `.unterminated` where it stopped, so
/// every `stringStart` has its `stringEnd`. Bytes that start no token become `unknown`, and a run
/// of them (control bytes, `\`, `` ` ``, `#` not starting a directive) is one token.
enum ObjCTokenizer {
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { p in
            var scanner = ObjCScanner(p)
            scanner.run()
            return scanner.out.tokens
        }
    }
}

/// The scanner's state: a cursor over the bytes and the tokens so far. Objective-C has no
/// interpolation, so literals are scanned whole and no stack is needed.
struct ObjCScanner {
    var cursor: ByteCursor
    var out: TokenBuilder
    /// Only whitespace and comments since the last line break (or the start of the file): a `#`
    /// here starts a directive.
    var atLineStart = true
    /// Inside `@selector(…)`: `::` is two selector colons, not the scope operator.
    var inSelector = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        cursor = ByteCursor(bytes)
        // Objective-C runs about one token per 5 bytes; reserving for one per 4 avoids regrowth,
        // and reserved pages that are never written cost nothing.
        out = TokenBuilder(capacityHint: bytes.count / 4 + 16)
    }

    mutating func run() {
        if cursor.peek() == 0xEF, cursor.peek(1) == 0xBB, cursor.peek(2) == 0xBF { cursor.advance(3) }
        while !cursor.isAtEnd { scanToken() }
    }

    /// Adds a token from `start` to the cursor.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, _ extra: TokenFlags = []) {
        out.add(kind, start, cursor.offset, extra)
    }

    /// Scans one token (or one run of whitespace).
    mutating func scanToken() {
        let start = cursor.offset
        let b = cursor.peek()
        switch b {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
            skipWhitespace()
            return
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            scanWord()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            emit(.number, from: start)
        case UInt8(ascii: "."):
            if ByteClass.isDigit(cursor.peek(1)) {
                scanNumber()
                emit(.number, from: start)
            } else if cursor.peek(1) == UInt8(ascii: "."), cursor.peek(2) == UInt8(ascii: ".") {
                cursor.advance(3)
                emit(.operator, from: start)
            } else {
                cursor.advance()
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: "\""):
            scanString(prefixStart: start)
        case UInt8(ascii: "'"):
            scanCharacter(prefixStart: start)
        case UInt8(ascii: "@"):
            scanAt()
        case UInt8(ascii: "#"):
            if atLineStart {
                scanDirective()
            } else {
                cursor.advance()
                cursor.advance(while: ObjCScanner.isUnknownByte)
                emit(.unknown, from: start)
            }
        case UInt8(ascii: "/"):
            switch cursor.peek(1) {
            case UInt8(ascii: "/"):
                scanLineComment()
                return
            case UInt8(ascii: "*"):
                scanBlockComment()
                return  // A comment leaves `atLineStart` as it was: `/* x */ #if` is a directive.
            default:
                scanOperator()
            }
        case UInt8(ascii: ")"), UInt8(ascii: ";"):
            inSelector = false
            cursor.advance()
            emit(.punctuation, from: start)
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "]"),
             UInt8(ascii: "}"), UInt8(ascii: ","):
            cursor.advance()
            emit(.punctuation, from: start)
        case UInt8(ascii: ":"):
            if cursor.peek(1) == UInt8(ascii: ":"), !inSelector {
                cursor.advance(2)
                emit(.operator, from: start)
            } else {
                cursor.advance()
                emit(.punctuation, from: start)
            }
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "!"),
             UInt8(ascii: "~"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "?"):
            scanOperator()
        default:
            cursor.advance()
            cursor.advance(while: ObjCScanner.isUnknownByte)
            emit(.unknown, from: start)
        }
        atLineStart = false
    }

    /// Bytes that never start a token; a run of them is one `unknown` token. (`#` only joins a run:
    /// at the start of a line it starts a directive.)
    @inline(__always)
    static func isUnknownByte(_ b: UInt8) -> Bool {
        (b < 0x20 && !(b >= 0x09 && b <= 0x0D)) || b == 0x7F
            || b == UInt8(ascii: "\\") || b == UInt8(ascii: "`") || b == UInt8(ascii: "#")
    }

    @inline(__always)
    static func isWordByte(_ b: UInt8) -> Bool {
        ByteClass.isIdentifierContinue(b) || b == UInt8(ascii: "$")
    }

    mutating func skipWhitespace() {
        let newline = cursor.skipWhitespace()
        out.space(newline: newline)
        if newline { atLineStart = true }
    }

    // MARK: - Comments and directives

    /// The length of a line splice at `i`: a `\`, optional spaces, then a line break (`\r\n` counts
    /// as one). 0 when there is none.
    @inline(__always)
    func spliceLength(at i: Int) -> Int {
        let bytes = cursor.bytes
        let n = bytes.count
        guard i < n, bytes[i] == UInt8(ascii: "\\") else { return 0 }
        var k = i + 1
        while k < n, ByteClass.isHorizontalSpace(bytes[k]) { k += 1 }
        guard k < n else { return 0 }
        if bytes[k] == 0x0A { return k + 1 - i }
        if bytes[k] == 0x0D { return (k + 1 < n && bytes[k + 1] == 0x0A ? k + 2 : k + 1) - i }
        return 0
    }

    /// The offset of the line break that ends the line containing `i` (or the end of the file),
    /// following line splices.
    @inline(__always)
    func endOfLogicalLine(from i: Int) -> Int {
        let bytes = cursor.bytes
        let n = bytes.count
        var i = i
        while i < n {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D { return i }
            if b == UInt8(ascii: "\\") {
                let splice = spliceLength(at: i)
                if splice > 0 {
                    i += splice
                    continue
                }
            }
            i += 1
        }
        return n
    }

    /// `// …` to the end of the line; a `\` at the end of the line continues it.
    mutating func scanLineComment() {
        let start = cursor.offset
        cursor.offset = endOfLogicalLine(from: start + 2)
        emit(.comment, from: start)
    }

    /// `/* … */`, not nesting; to the end of the file with `.unterminated` when never closed.
    mutating func scanBlockComment() {
        let start = cursor.offset
        let close = blockCommentEnd(from: start + 2)
        cursor.offset = close ?? cursor.bytes.count
        emit(.comment, from: start, close == nil ? .unterminated : [])
    }

    /// The offset just past the `*/` that closes a block comment whose body starts at `i`, or nil.
    @inline(__always)
    func blockCommentEnd(from i: Int) -> Int? {
        let bytes = cursor.bytes
        let n = bytes.count
        var i = i
        while i + 1 < n {
            if bytes[i] == UInt8(ascii: "*") {
                if bytes[i + 1] == UInt8(ascii: "/") { return i + 2 }
            }
            i += 1
        }
        return nil
    }

    /// `#import <UIKit/UIKit.h>`, `#pragma mark - Layout`, a multi-line `#define`: the logical line,
    /// without trailing spaces. Quotes on the line are skipped so that `"/*"` opens no comment;
    /// a `/* … */` that runs past the line break takes the directive with it.
    mutating func scanDirective() {
        let start = cursor.offset
        let bytes = cursor.bytes
        let n = bytes.count
        var i = start + 1
        var flags: TokenFlags = []
        scan: while i < n {
            let b = bytes[i]
            switch b {
            case 0x0A, 0x0D:
                break scan
            case UInt8(ascii: "\\"):
                let splice = spliceLength(at: i)
                i += splice > 0 ? splice : 1
            case UInt8(ascii: "/"):
                if i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                    if let close = blockCommentEnd(from: i + 2) {
                        i = close
                    } else {
                        i = n
                        flags = .unterminated
                    }
                } else if i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                    i = endOfLogicalLine(from: i + 2)
                    break scan
                } else {
                    i += 1
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i = quotedEnd(from: i + 1, quote: b).end
            default:
                i += 1
            }
        }
        var end = i
        while end > start + 1, ByteClass.isHorizontalSpace(bytes[end - 1]) { end -= 1 }
        cursor.offset = i
        out.add(.directive, start, end, flags)
    }

    // MARK: - Words

    /// An identifier or keyword, or the encoding prefix of a string or character literal
    /// (`L"…"`, `u8'a'`, `R"(…)"`).
    mutating func scanWord() {
        let start = cursor.offset
        cursor.advance()
        cursor.advance(while: ObjCScanner.isWordByte)
        let next = cursor.peek()
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'"), cursor.offset - start <= 3,
           scanPrefixedLiteral(prefixStart: start, quote: next) {
            return
        }
        emit(.identifier, from: start)
    }

    /// `@interface`, `@"…"`, the `@` of `@[ … ]`, `@{ … }`, `@( … )`, `@42`, `@-1`, `@'a'`;
    /// a lone `@` before anything else is unknown.
    mutating func scanAt() {
        let start = cursor.offset
        let next = cursor.peek(1)
        switch next {
        case UInt8(ascii: "\""):
            cursor.advance()
            scanString(prefixStart: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), 0x80...0xFF:
            cursor.advance(2)
            cursor.advance(while: ObjCScanner.isWordByte)
            emit(.atKeyword, from: start)
            if cursor.offset - start == 9, cursor.bytes.spells("selector", at: start + 1) {
                inSelector = true
            }
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "'"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            cursor.advance()
            emit(.punctuation, from: start)
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
            let n2 = cursor.peek(2)
            let boxed = next == UInt8(ascii: ".")
                ? ByteClass.isDigit(n2)
                : ByteClass.isDigit(n2) || (n2 == UInt8(ascii: ".") && ByteClass.isDigit(cursor.peek(3)))
            cursor.advance()
            emit(boxed ? .punctuation : .unknown, from: start)
        default:
            cursor.advance()
            emit(.unknown, from: start)
        }
    }

    // MARK: - Operators

    /// The longest C operator at the cursor.
    mutating func scanOperator() {
        let start = cursor.offset
        let b = cursor.peek()
        let n1 = cursor.peek(1)
        var length = 1
        switch b {
        case UInt8(ascii: "-"):
            if n1 == b || n1 == UInt8(ascii: "=") || n1 == UInt8(ascii: ">") { length = 2 }
        case UInt8(ascii: "+"), UInt8(ascii: "&"), UInt8(ascii: "|"):
            if n1 == b || n1 == UInt8(ascii: "=") { length = 2 }
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            if n1 == b {
                length = cursor.peek(2) == UInt8(ascii: "=") ? 3 : 2
            } else if n1 == UInt8(ascii: "=") {
                length = 2
            }
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "/"),
             UInt8(ascii: "%"), UInt8(ascii: "^"):
            if n1 == UInt8(ascii: "=") { length = 2 }
        default:
            break
        }
        cursor.advance(length)
        emit(.operator, from: start)
    }
}
