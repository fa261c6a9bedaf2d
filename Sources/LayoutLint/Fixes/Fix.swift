/// A rule's remedy for one finding: byte-range edits of the file, a one-line title, and whether
/// it may be applied without a human look.
public struct Fix: Sendable, Hashable {
    public enum Applicability: String, Sendable, Hashable {
        /// The rule's documented remedy, local to the finding: it keeps the code compiling in every
        /// case the tool can see and changes behaviour only the way the rule intends.
        case safe
        /// Needs a human look: it moves or drops code, or may change meaning in a way the tool
        /// cannot rule out. Applied only with `--unsafe-fixes`.
        case unsafe
    }

    /// One replacement. Offsets are UTF-8 byte offsets into the linted source (after any UTF-16
    /// transcoding); the positions are filled in by the engine for reports (1-based lines,
    /// columns in Unicode scalars, end exclusive).
    public struct Edit: Sendable, Hashable {
        public var start: Int
        public var end: Int
        public var replacement: String
        public var line = 0, column = 0, endLine = 0, endColumn = 0

        public init(start: Int, end: Int, replacement: String) {
            self.start = start
            self.end = end
            self.replacement = replacement
        }
    }

    public var title: String
    public var applicability: Applicability
    public var edits: [Edit]

    public init(_ title: String, _ applicability: Applicability, edits: [Edit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits.sorted { $0.start < $1.start }
    }

    public var isSafe: Bool { applicability == .safe }

    /// The bytes the fix touches, first to last (empty when an edit ends before it starts: such a
    /// fix is refused when applied, but is sorted by its span first).
    var span: Range<Int> { .upTo(edits.first?.start ?? 0, edits.map(\.end).max() ?? 0) }
}

extension LineIndex {
    /// `edit` with its report positions filled in from `bytes`.
    func resolved(_ edit: Fix.Edit, in bytes: [UInt8]) -> Fix.Edit {
        var e = edit
        let a = position(of: edit.start, in: bytes), b = position(of: edit.end, in: bytes)
        (e.line, e.column, e.endLine, e.endColumn) = (a.line, a.column, b.line, b.column)
        return e
    }
}

/// Helpers the rules' fixes share: the text they replace and the layout of the lines around it.
enum FixText {
    /// An edit replacing code tokens `first...last` with `text`.
    static func replace(_ ctx: RuleContext, _ first: Int, _ last: Int, with text: String) -> Fix.Edit {
        let r = ctx.byteRange(first, last)
        return Fix.Edit(start: r.lowerBound, end: r.upperBound, replacement: text)
    }

    /// The file's line break (the first one it uses; `\n` when it has none).
    static func lineBreak(_ bytes: [UInt8]) -> String {
        guard let i = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[i] == 0x0D { return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? "\r\n" : "\r" }
        return "\n"
    }

    /// The whitespace that starts the line containing byte `offset` (clamped to the file).
    static func indentation(_ bytes: [UInt8], at offset: Int) -> String {
        var start = max(0, min(offset, bytes.count))
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The range to delete to remove bytes `range` cleanly: the whole line (with its line break)
    /// when nothing else is on it, or the range and the blanks before it when code precedes it.
    /// A range reaching outside the file is clamped to it.
    static func removal(of range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        let lower = max(0, min(range.lowerBound, bytes.count)), upper = max(lower, min(range.upperBound, bytes.count))
        let range = lower..<upper
        var lineStart = range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        var lineEnd = range.upperBound
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        let aloneBefore = bytes[lineStart..<range.lowerBound].allSatisfy(blank)
        let aloneAfter = bytes[range.upperBound..<lineEnd].allSatisfy(blank)
        if aloneBefore && aloneAfter {
            var end = lineEnd
            if end < bytes.count, bytes[end] == 0x0D { end += 1 }
            if end < bytes.count, bytes[end] == 0x0A, end == lineEnd || bytes[end - 1] == 0x0D { end += 1 }
            return lineStart..<end
        }
        if aloneBefore {
            // Code follows on the line: keep the indentation, drop the blanks after the range.
            var end = range.upperBound
            while end < lineEnd, blank(bytes[end]) { end += 1 }
            return range.lowerBound..<end
        }
        var start = range.lowerBound
        while start > lineStart, blank(bytes[start - 1]) { start -= 1 }
        return aloneAfter ? start..<lineEnd : start..<range.upperBound
    }
}
