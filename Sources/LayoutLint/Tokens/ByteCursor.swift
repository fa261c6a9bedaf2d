/// A read position in a file's bytes, with the small vocabulary tokenizers scan with.
/// Reading past the end gives 0, so scanners never index out of bounds. The bytes are borrowed
/// for the length of one `tokenize` call (`withUnsafeBufferPointer`): the inner loops then read
/// memory directly, with no array bounds checks or reference counting per byte.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { offset >= bytes.count }

    @inline(__always) func peek(_ ahead: Int = 0) -> UInt8 {
        let i = offset + ahead
        return i < bytes.count && i >= 0 ? bytes[i] : 0
    }

    @inline(__always) mutating func advance(_ n: Int = 1) {
        offset = min(offset + n, bytes.count)
    }

    /// Advances past `b` if it is next.
    @inline(__always) mutating func advance(if b: UInt8) -> Bool {
        guard !isAtEnd, bytes[offset] == b else { return false }
        offset += 1
        return true
    }

    /// Advances while `predicate` holds (the position kept in a register, stored once).
    @inline(__always) mutating func advance(while predicate: (UInt8) -> Bool) {
        var i = offset
        let n = bytes.count
        while i < n, predicate(bytes[i]) { i += 1 }
        offset = i
    }

    /// True when the bytes at the cursor spell `ascii` (e.g. `"\"\"\""`).
    func starts(with ascii: StaticString) -> Bool {
        let n = ascii.utf8CodeUnitCount
        guard offset + n <= bytes.count else { return false }
        return ascii.withUTF8Buffer { buf in
            for k in 0..<n where bytes[offset + k] != buf[k] { return false }
            return true
        }
    }

    /// Skips spaces, tabs and line breaks; returns true if it crossed a line break.
    mutating func skipWhitespace() -> Bool {
        var newline = false
        while true {
            let b = peek()
            if b == 0x0A || b == 0x0D {
                newline = true
            } else if !ByteClass.isHorizontalSpace(b) {
                break
            }
            advance()
        }
        return newline
    }

    /// Skips spaces and tabs (not line breaks); returns true if it skipped any.
    mutating func skipHorizontalSpace() -> Bool {
        let start = offset
        advance(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C })
        return offset > start
    }
}

/// Byte classes shared by the tokenizers.
enum ByteClass {
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }
    @inline(__always) static func isASCIILetter(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
    }
    /// Letters, `_`, and any non-ASCII byte (identifiers may contain Unicode letters; the
    /// tokenizers do not need to tell which scalars are letters).
    @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool {
        isASCIILetter(b) || b == 0x5F || b >= 0x80
    }
    /// One bit test: letters, digits, `_` and every non-ASCII byte.
    @inline(__always) static func isIdentifierContinue(_ b: UInt8) -> Bool {
        // Bits 48–57 of the low word: `0`–`9`; of the high word: `A`–`Z` (1–26), `_` (31), `a`–`z` (33–58).
        if b >= 0x80 { return true }
        let mask: UInt64 = b < 0x40 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return (mask >> UInt64(b & 63)) & 1 != 0
    }
    /// Space, tab, vertical tab, form feed (not line breaks).
    @inline(__always) static func isHorizontalSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C
    }
    @inline(__always) static func isLineBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }
}
