/// Regex literals: bare `/…/` (only where an expression can start, and conservatively) and
/// extended `#/…/#`. Each literal is one `regex` token; its inside is not tokenized.
extension SwiftLexer {
    /// Whether a `/` here may open a regex: the previous token cannot end an expression.
    var regexCanStart: Bool {
        guard let kind = previousKind else { return true }
        switch kind {
        case .operator, .interpolationStart:
            return true
        case .punctuation:
            switch cursor.bytes[previousStart] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                 UInt8(ascii: ":"), UInt8(ascii: ";"):
                return true
            default:
                return false
            }
        case .identifier:
            return isRegexPrefixKeyword(previousStart, previousEnd)
        default:
            return false
        }
    }

    /// Keywords after which an expression starts.
    private func isRegexPrefixKeyword(_ start: Int, _ end: Int) -> Bool {
        switch end - start {
        case 2: return textEquals(start, end, "in") || textEquals(start, end, "if")
        case 3: return textEquals(start, end, "try")
        case 4: return textEquals(start, end, "case")
        case 5:
            return textEquals(start, end, "await") || textEquals(start, end, "throw")
                || textEquals(start, end, "where") || textEquals(start, end, "guard")
                || textEquals(start, end, "while")
        case 6: return textEquals(start, end, "return")
        default: return false
        }
    }

    /// At a `/` where a regex may start: emits a `regex` token and returns true when a bare regex
    /// literal is here. It must not start or end with a space or tab, must close on the same line
    /// (a `/` inside `[…]` or after `\` does not close it), must not close right before another
    /// `/`, and must not contain an unbalanced `)` (as in `foo(/, /)`). Literals longer than
    /// `maxBareRegexLength` are not recognized, which bounds the work on lines full of `(/[`.
    mutating func lexBareRegex() -> Bool {
        let bytes = cursor.bytes
        let start = cursor.offset
        let n = min(bytes.count, start + SwiftLexer.maxBareRegexLength)
        var i = start + 1
        guard i < n else { return false }
        let first = bytes[i]
        if ByteClass.isHorizontalSpace(first) || ByteClass.isLineBreak(first) { return false }
        var classDepth = 0
        var parenDepth = 0
        while i < n {
            switch bytes[i] {
            case 0x0A, 0x0D:
                return false
            case UInt8(ascii: "\\"):
                i += (i + 1 < n && !ByteClass.isLineBreak(bytes[i + 1])) ? 2 : 1
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { parenDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    if parenDepth == 0 { return false }
                    parenDepth -= 1
                }
            case UInt8(ascii: "/") where classDepth == 0:
                if ByteClass.isHorizontalSpace(bytes[i - 1]) { return false }
                if i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") { return false }
                cursor.offset = i + 1
                emit(.regex, start, i + 1)
                return true
            default:
                break
            }
            i += 1
        }
        return false
    }

    static let maxBareRegexLength = 1024

    /// At the first of `hashes` `#`s followed by `/`: an extended regex literal, closed by `/` and
    /// the same number of `#`s. When `#/` ends its line the literal may span lines; otherwise it
    /// must close on its line. An unclosed one ends at the line break or the end of the file,
    /// flagged `.unterminated`.
    mutating func lexExtendedRegex(hashes: Int) {
        let bytes = cursor.bytes
        let n = bytes.count
        let start = cursor.offset
        var i = start + hashes + 1
        var k = i
        while k < n, ByteClass.isHorizontalSpace(bytes[k]) { k += 1 }
        let multiline = k >= n || ByteClass.isLineBreak(bytes[k])
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\\") {
                i += (i + 1 < n && (multiline || !ByteClass.isLineBreak(bytes[i + 1]))) ? 2 : 1
                continue
            }
            if b == UInt8(ascii: "/") {
                var j = i + 1
                while j < n, j - i - 1 < hashes, bytes[j] == UInt8(ascii: "#") { j += 1 }
                if j - i - 1 == hashes {
                    cursor.offset = j
                    emit(.regex, start, j)
                    return
                }
            } else if !multiline, ByteClass.isLineBreak(b) {
                break
            }
            i += 1
        }
        let end = min(i, n)
        cursor.offset = end
        emit(.regex, start, end, .unterminated)
    }
}
