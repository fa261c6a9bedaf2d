/// An open document: its text as UTF-8 bytes, its version, and the line index that maps LSP
/// positions (0-based lines, characters in the negotiated encoding) to byte offsets and back.
struct TextDocument {
    enum Encoding: String {
        case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"

        /// The code units of a scalar whose UTF-8 form is `length` bytes.
        func units(ofScalarLength length: Int) -> Int {
            switch self {
            case .utf8: return length
            case .utf16: return length == 4 ? 2 : 1
            case .utf32: return 1
            }
        }
    }

    var uri: String
    var path: String
    var language: Language
    var version: Int
    private(set) var bytes: [UInt8]
    private var lines: LineIndex

    init(uri: String, path: String, language: Language, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = path
        self.language = language
        self.version = version
        self.bytes = text
        self.lines = LineIndex(text)
    }

    /// Replaces the whole text, or the range between two positions.
    mutating func apply(text: [UInt8], from: (line: Int, character: Int)?, to: (line: Int, character: Int)?, encoding: Encoding) {
        guard let from, let to else {
            bytes = text
            lines = LineIndex(bytes)
            return
        }
        let a = offset(line: from.line, character: from.character, encoding: encoding)
        let b = max(a, offset(line: to.line, character: to.character, encoding: encoding))
        bytes.replaceSubrange(a..<b, with: text)
        lines = LineIndex(bytes)
    }

    /// The byte offset of a position; positions past a line's end or the document's end clamp to it.
    func offset(line: Int, character: Int, encoding: Encoding) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lines.lineCount else { return bytes.count }
        let start = lines.startOfLine(line + 1)
        var end = line + 1 < lines.lineCount ? lines.startOfLine(line + 2) : bytes.count
        // The line break is not part of the line.
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        var i = start
        var units = 0
        while i < end, units < character {
            let length = LineIndex.scalarLength(leadByte: bytes[i])
            let scalarUnits = encoding.units(ofScalarLength: length)
            if units + scalarUnits > character { break }  // inside a scalar: stay before it
            units += scalarUnits
            i = min(end, i + length)
        }
        return i
    }

    /// The position of byte `offset`.
    func position(of offset: Int, encoding: Encoding) -> (line: Int, character: Int) {
        let o = max(0, min(offset, bytes.count))
        let line = lines.line(of: o) - 1
        var i = lines.startOfLine(line + 1)
        var units = 0
        while i < o {
            let length = LineIndex.scalarLength(leadByte: bytes[i])
            units += encoding.units(ofScalarLength: length)
            i += length
        }
        return (line, units)
    }
}
