/// An open document: its text as UTF-8 bytes, its version, and the line starts that map LSP
/// positions (lines and characters in the negotiated encoding) to byte offsets and back.
struct TextDocument {
    enum Encoding: String {
        case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"
    }

    var uri: String
    var path: String
    var language: Language
    var version: Int
    private(set) var bytes: [UInt8]
    private(set) var lineStarts: [Int] = [0]

    init(uri: String, path: String, language: Language, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = path
        self.language = language
        self.version = version
        self.bytes = text
        indexLines()
    }

    private mutating func indexLines() {
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            if bytes[i] == 0x0A { starts.append(i + 1) }
            else if bytes[i] == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    /// Replaces the whole text, or the range between two positions.
    mutating func apply(text: [UInt8], from: (line: Int, character: Int)?, to: (line: Int, character: Int)?, encoding: Encoding) {
        guard let from, let to else {
            bytes = text
            indexLines()
            return
        }
        let a = offset(line: from.line, character: from.character, encoding: encoding)
        let b = max(a, offset(line: to.line, character: to.character, encoding: encoding))
        bytes.replaceSubrange(a..<b, with: text)
        indexLines()
    }

    /// The byte offset of a position; positions past a line's end or the document's end clamp to it.
    func offset(line: Int, character: Int, encoding: Encoding) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return bytes.count }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        // The line break is not part of the line.
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        var i = start
        var units = 0
        while i < end, units < character {
            let length = LineIndex.scalarLength(leadByte: bytes[i])
            let scalarUnits: Int
            switch encoding {
            case .utf8: scalarUnits = length
            case .utf16: scalarUnits = length == 4 ? 2 : 1
            case .utf32: scalarUnits = 1
            }
            if units + scalarUnits > character { break }  // inside a scalar: stay before it
            units += scalarUnits
            i = min(end, i + length)
        }
        return i
    }

    /// The position of byte `offset`.
    func position(of offset: Int, encoding: Encoding) -> (line: Int, character: Int) {
        let o = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= o { low = mid } else { high = mid - 1 }
        }
        var i = lineStarts[low]
        var units = 0
        while i < o {
            let length = LineIndex.scalarLength(leadByte: bytes[i])
            switch encoding {
            case .utf8: units += length
            case .utf16: units += length == 4 ? 2 : 1
            case .utf32: units += 1
            }
            i += length
        }
        return (low, units)
    }
}
