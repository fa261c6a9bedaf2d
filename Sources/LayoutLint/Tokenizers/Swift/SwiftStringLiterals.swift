/// String literals: delimiters, literal text, escapes and the start of interpolations.
/// The code inside an interpolation is scanned by `lexCode`, under an `.interpolation` frame.
extension SwiftLexer {
    /// At the opening delimiter (`"`, `"""`, or `hashes` `#`s followed by one of them): emits
    /// `stringStart` and pushes the string's frame.
    mutating func lexStringStart(hashes: Int) {
        let start = cursor.offset
        let quote = UInt8(ascii: "\"")
        var multiline = cursor.peek(hashes + 1) == quote && cursor.peek(hashes + 2) == quote
        if multiline && hashes > 0 && rawStringClosesOnLine(from: start + hashes + 2, hashes: hashes) {
            multiline = false  // `#"""#` is a one-line raw string holding `"`.
        }
        cursor.advance(hashes + (multiline ? 3 : 1))
        emit(.stringStart, start, cursor.offset)
        frames.append(.string(multiline: multiline, hashes: hashes))
    }

    /// Scans literal text up to the next closing delimiter, interpolation, line break (single-line
    /// strings) or the end of the file, and emits what it found. Pops the string's frame when the
    /// string ends; pushes an `.interpolation` frame at `\(`.
    mutating func lexStringText(multiline: Bool, hashes: Int) {
        let bytes = cursor.bytes
        let n = bytes.count
        let textStart = cursor.offset
        var i = textStart
        while i < n {
            let b = bytes[i]
            // Most bytes are plain text.
            if b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") && b != 0x0A && b != 0x0D {
                i += 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                if let end = closingDelimiterEnd(at: i, multiline: multiline, hashes: hashes) {
                    finishText(textStart, i)
                    frames.removeLast()
                    emit(.stringEnd, i, end)
                    cursor.offset = end
                    return
                }
                i += 1
            } else if b == UInt8(ascii: "\\") {
                var j = i + 1
                while j < n, j - i - 1 < hashes, bytes[j] == UInt8(ascii: "#") { j += 1 }
                guard j - i - 1 == hashes else {
                    i += 1  // `\` with too few `#`s in a raw string is text.
                    continue
                }
                if j < n, bytes[j] == UInt8(ascii: "(") {
                    finishText(textStart, i)
                    emit(.interpolationStart, i, j + 1)
                    frames.append(.interpolation(depth: 0, inSingleLineString: !multiline))
                    cursor.offset = j + 1
                    return
                }
                // An escape: skip the escaped byte, unless a single-line string ends there.
                if j < n, multiline || !ByteClass.isLineBreak(bytes[j]) { j += 1 }
                i = j
            } else if multiline {
                i += 1
            } else {
                break  // A line break ends a single-line string.
            }
        }
        // A line break in a single-line string, or the end of the file: unterminated.
        finishText(textStart, i)
        frames.removeLast()
        emit(.stringEnd, i, i, .unterminated)
        cursor.offset = i
    }

    /// True when a `"` followed by `hashes` `#`s occurs between `offset` and the end of the line.
    private func rawStringClosesOnLine(from offset: Int, hashes: Int) -> Bool {
        let bytes = cursor.bytes
        var i = offset
        while i < bytes.count, !ByteClass.isLineBreak(bytes[i]) {
            if bytes[i] == UInt8(ascii: "\""), closingDelimiterEnd(at: i, multiline: false, hashes: hashes) != nil {
                return true
            }
            i += 1
        }
        return false
    }

    @inline(__always)
    private mutating func finishText(_ start: Int, _ end: Int) {
        if end > start { emit(.stringText, start, end) }
    }

    /// At a `"` inside a string: the end of the closing delimiter if one starts here.
    @inline(__always)
    private func closingDelimiterEnd(at i: Int, multiline: Bool, hashes: Int) -> Int? {
        let bytes = cursor.bytes
        let n = bytes.count
        var j = i + 1
        if multiline {
            guard j + 1 < n, bytes[j] == UInt8(ascii: "\""), bytes[j + 1] == UInt8(ascii: "\"") else { return nil }
            j += 2
        }
        let end = j + hashes
        guard end <= n else { return nil }
        while j < end {
            if bytes[j] != UInt8(ascii: "#") { return nil }
            j += 1
        }
        return end
    }
}
