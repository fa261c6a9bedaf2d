/// C# string literals, scanned with the scanner's frame stack instead of recursion.
///
/// Opening a string emits `stringStart` and pushes a `.string` frame; the main loop then calls
/// `scanStringBody` until the frame is popped. A hole (`{` in `$"…"`, `n` braces in
/// `$$…"""…"""`) emits `interpolationStart` and pushes a `.hole` frame: the main loop goes back to
/// ordinary code, counting brackets in the frame's `depth`. At depth 0, `}` closes the hole
/// (`interpolationEnd`, popping back to the string) and `:` starts the format specifier, which is
/// string text up to the `}`. An alignment (`{x,10}`) stays ordinary tokens. `::` is the alias
/// qualifier (`{global::System.Math.PI}`), never a format.
///
/// | literal        | escapes        | line break     | hole opener               |
/// |----------------|----------------|----------------|---------------------------|
/// | `"…"`, `$"…"`  | `\x`           | ends it        | `{` (`{{` is text)        |
/// | `@"…"`, `$@"…"`| `""`           | allowed        | `{` (`{{` is text)        |
/// | `"""…"""`      | none           | allowed unless text follows the opening quotes | `n` braces for `n` `$` (fewer are text) |
extension CSharpScanner {
    /// At a `"` (after any `$` prefix starting at `prefixStart`): a raw string when three or more
    /// quotes follow, else a regular one (`""` is then an empty string).
    mutating func openQuotedString(prefixStart: Int, braces: Int) {
        var quotes = 0
        while cursor.peek(quotes) == UInt8(ascii: "\"") { quotes += 1 }
        if quotes >= 3 {
            cursor.advance(quotes)
            openString(prefixStart, style: .raw, quotes: quotes, braces: braces)
        } else {
            cursor.advance()
            openString(prefixStart, style: .regular, quotes: 1, braces: min(braces, 1))
        }
    }

    /// Emits the opening delimiter (from `start` to the cursor) and pushes the string's frame.
    mutating func openString(_ start: Int, style: CSharpLiteralFrame.Style, quotes: Int, braces: Int) {
        emit(.stringStart, from: start)
        let singleLine: Bool
        switch style {
        case .regular: singleLine = true
        case .verbatim: singleLine = false
        case .raw:
            // Multi-line when only spaces follow the opening quotes on their line.
            var k = 0
            while ByteClass.isHorizontalSpace(cursor.peek(k)) { k += 1 }
            let next = cursor.peek(k)
            singleLine = !(ByteClass.isLineBreak(next) || cursor.offset + k >= cursor.bytes.count)
        }
        stack.append(CSharpLiteralFrame(kind: .string, style: style, singleLine: singleLine,
                                        quotes: quotes, braces: braces))
    }

    /// Scans string text for the `.string` frame on top of the stack, up to the closing delimiter
    /// (popping the frame), the opening of a hole (pushing one), or the end of the line or file.
    mutating func scanStringBody() {
        let frame = stack[stack.count - 1]
        let bytes = cursor.bytes
        let n = bytes.count
        let textStart = cursor.offset
        var i = textStart
        while i < n {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                if frame.style == .raw {
                    var run = 1
                    while i + run < n, bytes[i + run] == UInt8(ascii: "\"") { run += 1 }
                    if run >= frame.quotes {
                        closeString(textStart, i, i + run)
                        return
                    }
                    i += run
                } else if frame.style == .verbatim, i + 1 < n, bytes[i + 1] == UInt8(ascii: "\"") {
                    i += 2
                } else {
                    closeString(textStart, i, i + 1)
                    return
                }
            case UInt8(ascii: "\\"):
                if frame.style == .regular, i + 1 < n, !ByteClass.isLineBreak(bytes[i + 1]) {
                    i += 2
                } else {
                    i += 1
                }
            case 0x0A, 0x0D:
                if frame.singleLine {
                    closeString(textStart, i, i, .unterminated)
                    return
                }
                i += 1
            case UInt8(ascii: "{") where frame.braces > 0:
                var run = 1
                while i + run < n, bytes[i + run] == UInt8(ascii: "{") { run += 1 }
                // Raw: the last `braces` of the run open the hole, fewer are text.
                // Regular and verbatim: `{{` pairs are text, an odd one out opens the hole.
                let opens = frame.style == .raw ? run >= frame.braces : run % 2 == 1
                if !opens {
                    i += run
                    continue
                }
                let holeStart = i + run - frame.braces
                if holeStart > textStart { out.add(.stringText, textStart, holeStart) }
                out.add(.interpolationStart, holeStart, i + run)
                cursor.offset = i + run
                var hole = frame
                hole.kind = .hole
                hole.depth = 0
                stack.append(hole)
                return
            default:
                i += 1
            }
        }
        closeString(textStart, n, n, .unterminated)
    }

    /// Emits the text `textStart..<endStart` (if any) and the closing delimiter
    /// `endStart..<end`, pops the string frame and moves the cursor to `end`.
    private mutating func closeString(_ textStart: Int, _ endStart: Int, _ end: Int, _ extra: TokenFlags = []) {
        if endStart > textStart { out.add(.stringText, textStart, endStart) }
        out.add(.stringEnd, endStart, end, extra)
        cursor.offset = end
        stack.removeLast()
    }

    /// At a `}` that closes the hole on top of the stack: up to `braces` closing braces.
    mutating func closeHole() {
        let start = cursor.offset
        let braces = stack[stack.count - 1].braces
        var k = 1
        while k < braces, cursor.peek(k) == UInt8(ascii: "}") { k += 1 }
        cursor.advance(k)
        emit(.interpolationEnd, from: start)
        stack.removeLast()
    }

    /// At a `:` at the top level of a hole: the format specifier (`:N2`, `:HH:mm`) is string text
    /// up to the hole's `}`. If the string ends first (a quote, or a line break in a single-line
    /// string), the hole is dropped and the string scanner takes over there.
    mutating func scanFormatSpecifier() {
        let hole = stack[stack.count - 1]
        let bytes = cursor.bytes
        let start = cursor.offset
        var i = start + 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "}") { break }
            if b == UInt8(ascii: "\"") {
                if hole.style != .raw { break }
                var run = 1
                while i + run < bytes.count, bytes[i + run] == UInt8(ascii: "\"") { run += 1 }
                if run >= hole.quotes { break }
                i += run
                continue
            }
            if hole.singleLine, ByteClass.isLineBreak(b) { break }
            i += 1
        }
        cursor.offset = i
        emit(.stringText, from: start)
        if i >= bytes.count || bytes[i] != UInt8(ascii: "}") { stack.removeLast() }
    }
}
