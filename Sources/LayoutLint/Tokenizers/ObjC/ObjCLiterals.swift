/// Objective-C string, character and number literals.
///
/// | literal                         | tokens                                                     |
/// |---------------------------------|------------------------------------------------------------|
/// | `"…"`, `@"…"`, `L"…"`, `u8"…"`  | `stringStart` (prefix and quote), `stringText`, `stringEnd` |
/// | `R"d(…)d"`, `u8R"(…)"`          | `stringStart R"d(`, `stringText`, `stringEnd )d"`          |
/// | `'a'`, `'\n'`, `'abcd'`, `L'a'` | one `character`                                            |
///
/// Quoted literals take backslash escapes, and a `\` before a line break splices the next line
/// in. An unspliced line break ends the literal unterminated: a string then gets an empty
/// `stringEnd` flagged `.unterminated` at the break, a character literal the flag itself. Raw
/// strings span lines and have no escapes; unclosed, they run to the end of the file. Empty
/// `stringText` tokens are never emitted.
extension ObjCScanner {
    /// Where the body of a quoted literal starting at `i` stops: `closeStart` is the offset of the
    /// closing `quote` (or of the line break or end of file that cut it off), `end` is just past
    /// the closing quote (or equal to `closeStart`), and `closed` tells which.
    @inline(__always)
    func quotedEnd(from i: Int, quote: UInt8) -> (closeStart: Int, end: Int, closed: Bool) {
        let bytes = cursor.bytes
        let n = bytes.count
        var i = i
        while i < n {
            let b = bytes[i]
            if b == quote { return (i, i + 1, true) }
            if b == UInt8(ascii: "\\") {
                let splice = spliceLength(at: i)
                if splice > 0 {
                    i += splice
                } else {
                    // An escape: skip the escaped byte, unless that is the end of the file.
                    i = min(i + 2, n)
                }
                continue
            }
            if b == 0x0A || b == 0x0D { return (i, i, false) }
            i += 1
        }
        return (n, n, false)
    }

    /// At the opening `"` of a string whose prefix (`@`, `L`, `u8`, …) starts at `prefixStart`.
    mutating func scanString(prefixStart: Int) {
        cursor.advance()
        emit(.stringStart, from: prefixStart)
        let textStart = cursor.offset
        let (closeStart, end, closed) = quotedEnd(from: textStart, quote: UInt8(ascii: "\""))
        if closeStart > textStart { out.add(.stringText, textStart, closeStart) }
        out.add(.stringEnd, closeStart, end, closed ? [] : .unterminated)
        cursor.offset = end
    }

    /// At the opening `'` of a character literal whose prefix starts at `prefixStart`.
    mutating func scanCharacter(prefixStart: Int) {
        let (_, end, closed) = quotedEnd(from: cursor.offset + 1, quote: UInt8(ascii: "'"))
        cursor.offset = end
        emit(.character, from: prefixStart, closed ? [] : .unterminated)
    }

    /// After a word of at most three bytes starting at `prefixStart`, at a `quote`: scans the
    /// literal when the word is an encoding prefix (`L`, `u`, `U`, `u8`) or a raw-string prefix
    /// (`R`, `LR`, `uR`, `UR`, `u8R`) and returns true; returns false (scanning nothing) otherwise.
    mutating func scanPrefixedLiteral(prefixStart: Int, quote: UInt8) -> Bool {
        let bytes = cursor.bytes
        let length = cursor.offset - prefixStart
        let last = bytes[cursor.offset - 1]
        let first = bytes[prefixStart]
        let startsWithU8 = length >= 2 && first == UInt8(ascii: "u") && bytes[prefixStart + 1] == UInt8(ascii: "8")
        let encoding = (length == 1 && ObjCScanner.isEncodingPrefix(first)) || (length == 2 && startsWithU8)
        if encoding {
            if quote == UInt8(ascii: "\"") {
                scanString(prefixStart: prefixStart)
            } else {
                scanCharacter(prefixStart: prefixStart)
            }
            return true
        }
        guard quote == UInt8(ascii: "\""), last == UInt8(ascii: "R") else { return false }
        let rawPrefix = length == 1 || (length == 2 && ObjCScanner.isEncodingPrefix(first)) || (length == 3 && startsWithU8)
        return rawPrefix && scanRawString(prefixStart: prefixStart)
    }

    /// `L`, `u` or `U`: the one-byte encoding prefixes (`u8` is the two-byte one).
    @inline(__always)
    static func isEncodingPrefix(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "L") || b == UInt8(ascii: "u") || b == UInt8(ascii: "U")
    }

    /// At the `"` of `R"delim(…)delim"`: the delimiter is up to 16 bytes other than space, `(`,
    /// `)`, `\` and control bytes. Returns false (scanning nothing) when no `(` follows a valid
    /// delimiter: the prefix is then an ordinary identifier before an ordinary string.
    mutating func scanRawString(prefixStart: Int) -> Bool {
        let bytes = cursor.bytes
        let n = bytes.count
        let delimStart = cursor.offset + 1
        var i = delimStart
        while i < n, i - delimStart <= 16 {
            let b = bytes[i]
            if b == UInt8(ascii: "(") { break }
            if b <= 0x20 || b == 0x7F || b == UInt8(ascii: ")") || b == UInt8(ascii: "\\")
                || b == UInt8(ascii: "\"") { return false }
            i += 1
        }
        guard i < n, i - delimStart <= 16, bytes[i] == UInt8(ascii: "(") else { return false }
        let delimLength = i - delimStart
        let textStart = i + 1
        out.add(.stringStart, prefixStart, textStart)
        // The closing `)delim"`.
        var k = textStart
        while k < n {
            if bytes[k] == UInt8(ascii: ")"), k + delimLength + 1 < n,
               bytes[k + delimLength + 1] == UInt8(ascii: "\"") {
                var match = true
                for d in 0..<delimLength where bytes[k + 1 + d] != bytes[delimStart + d] {
                    match = false
                    break
                }
                if match {
                    if k > textStart { out.add(.stringText, textStart, k) }
                    out.add(.stringEnd, k, k + delimLength + 2)
                    cursor.offset = k + delimLength + 2
                    return true
                }
            }
            k += 1
        }
        if n > textStart { out.add(.stringText, textStart, n) }
        out.add(.stringEnd, n, n, .unterminated)
        cursor.offset = n
        return true
    }

    // MARK: - Numbers

    /// At a digit, or a `.` before one: hex (`0x1F`, `0x1.8p-3`), binary (`0b1010`) or decimal
    /// (`42`, `3.14`, `1.`, `.5`, `2.0e-3`), with `'` separators between digits, then a suffix of
    /// ASCII letters and digits (`f`, `UL`, `i64`). A `.` followed by another `.` is left out, so
    /// `1...5` is `1`, `...`, `5`.
    mutating func scanNumber() {
        let bytes = cursor.bytes
        let n = bytes.count
        var i = cursor.offset
        let x = i + 1 < n ? bytes[i + 1] | 0x20 : 0
        if bytes[i] == UInt8(ascii: "0"), x == UInt8(ascii: "x") || x == UInt8(ascii: "b") {
            let hex = x == UInt8(ascii: "x")
            i = ObjCScanner.digits(bytes, from: i + 2, hex: hex)
            if hex {
                if i < n, bytes[i] == UInt8(ascii: "."), !(i + 1 < n && bytes[i + 1] == UInt8(ascii: ".")) {
                    i = ObjCScanner.digits(bytes, from: i + 1, hex: true)
                }
                i = ObjCScanner.exponent(bytes, from: i, marker: UInt8(ascii: "p"))
            }
        } else {
            i = ObjCScanner.digits(bytes, from: i, hex: false)
            if i < n, bytes[i] == UInt8(ascii: "."), !(i + 1 < n && bytes[i + 1] == UInt8(ascii: ".")) {
                i = ObjCScanner.digits(bytes, from: i + 1, hex: false)
            }
            i = ObjCScanner.exponent(bytes, from: i, marker: UInt8(ascii: "e"))
        }
        // Suffix: ASCII letters, digits and `_` only, so a following non-ASCII word stays separate.
        while i < n, ByteClass.isASCIILetter(bytes[i]) || ByteClass.isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "_") {
            i += 1
        }
        cursor.offset = i
    }

    /// Past a run of (hex) digits from `i`, with `'` separators between two digits.
    @inline(__always)
    static func digits(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int, hex: Bool) -> Int {
        let n = bytes.count
        let start = i
        var i = i
        while i < n {
            let b = bytes[i]
            if hex ? ByteClass.isHexDigit(b) : ByteClass.isDigit(b) {
                i += 1
            } else if b == UInt8(ascii: "'"), i > start, i + 1 < n,
                      hex ? ByteClass.isHexDigit(bytes[i + 1]) : ByteClass.isDigit(bytes[i + 1]) {
                i += 2
            } else {
                break
            }
        }
        return i
    }

    /// Past an exponent (`e10`, `E-3`, `p+4`) at `i` introduced by `marker` (lowercase) in either
    /// case, when digits follow it; otherwise `i`.
    @inline(__always)
    static func exponent(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int, marker: UInt8) -> Int {
        let n = bytes.count
        guard i + 1 < n, bytes[i] | 0x20 == marker else { return i }
        var k = i + 1
        if bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-") { k += 1 }
        guard k < n, ByteClass.isDigit(bytes[k]) else { return i }
        return digits(bytes, from: k, hex: false)
    }
}
