/// Maps byte offsets to 1-based lines and columns. Built once per file, and only consulted when a
/// position is reported. Lines end at `\n`, `\r\n` or a lone `\r`. Columns count Unicode scalars;
/// a byte that does not start a valid sequence counts as one column, and a UTF-8 byte order mark
/// at the start of the file counts as none.
///
/// A column is found by walking its line from the start; on lines longer than
/// `checkpointStride` bytes the walk starts from the nearest checkpoint (a point of that same
/// walk, recorded once) instead, so many positions on one 10 MB line cost linear time, not
/// quadratic.
public struct LineIndex: Sendable {
    public struct Position: Sendable, Hashable, Comparable {
        public let line: Int
        public let column: Int
        public static func < (a: Position, b: Position) -> Bool {
            (a.line, a.column) < (b.line, b.column)
        }
    }

    private let lineStarts: [Int]
    private let bomLength: Int
    /// Byte offsets on long lines reached by the column walk, with their columns.
    private let checkpoints: [Int]
    private let checkpointColumns: [Int]
    static let checkpointStride = 4096

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
        let bom = (n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF) ? 3 : 0
        bomLength = bom
        var points: [Int] = [], columns: [Int] = []
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : n
            guard end - start > Self.checkpointStride else { continue }
            var i = k == 0 ? bom : start
            var column = 1
            var next = i + Self.checkpointStride
            while i < end {
                if i >= next {
                    points.append(i); columns.append(column)
                    next = i + Self.checkpointStride
                }
                i += LineIndex.scalarLength(leadByte: bytes[i])
                column += 1
            }
        }
        checkpoints = points
        checkpointColumns = columns
    }

    public var lineCount: Int { lineStarts.count }

    /// The byte offset where 1-based `line` starts.
    public func startOfLine(_ line: Int) -> Int {
        lineStarts[max(0, min(line - 1, lineStarts.count - 1))]
    }

    /// The 1-based line containing `offset`.
    public func line(of offset: Int) -> Int {
        // Lines starting at or before `offset`; the first line counts even for a negative offset.
        max(1, lineStarts.partitionPoint { $0 <= offset })
    }

    /// The position of `offset` in `bytes` (the same bytes the index was built from).
    public func position(of offset: Int, in bytes: [UInt8]) -> Position {
        let line = line(of: offset)
        var i = lineStarts[line - 1]
        if line == 1 { i = min(bomLength, offset) }
        var column = 1
        let end = min(offset, bytes.count)
        if let k = lastCheckpoint(atOrBefore: end), checkpoints[k] >= i {
            i = checkpoints[k]
            column = checkpointColumns[k]
        }
        while i < end {
            i += LineIndex.scalarLength(leadByte: bytes[i])
            column += 1
        }
        return Position(line: line, column: column)
    }

    private func lastCheckpoint(atOrBefore offset: Int) -> Int? {
        let after = checkpoints.partitionPoint { $0 <= offset }
        return after == 0 ? nil : after - 1
    }

    /// How many bytes the scalar starting with `b` takes; 1 for bytes that cannot start one.
    @inline(__always)
    static func scalarLength(leadByte b: UInt8) -> Int {
        if b < 0xC0 || b >= 0xF8 { return 1 }
        if b < 0xE0 { return 2 }
        if b < 0xF0 { return 3 }
        return 4
    }
}
