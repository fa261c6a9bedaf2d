/// Turns a match of one file into a `Diagnostic`: its line and column range, its fingerprint and
/// its fix, with the file's line index built once, on the first finding.
final class DiagnosticBuilder {
    private let file: SourceFile
    private let bytes: [UInt8]
    private let tokens: TokenStream

    /// The file's lines, indexed on first use (a file without findings never needs them).
    private(set) lazy var lines = LineIndex(bytes)

    /// A rule and a line: what a fingerprint's shared prefix depends on.
    private struct LineKey: Hashable {
        var rule: String
        var line: Int
    }
    /// Per rule and line: the fingerprint's state after the rule's code and the folded line, so
    /// that many findings on one enormous line hash it once.
    private var lineStates: [LineKey: UInt64] = [:]
    private var normalizedLines: [Int: String] = [:]

    init(file: SourceFile, bytes: [UInt8], tokens: TokenStream) {
        self.file = file
        self.bytes = bytes
        self.tokens = tokens
    }

    func diagnostic(_ description: RuleDescription, severity: Severity, message: String, match m: Match, fix: Fix?) -> Diagnostic {
        // An unclosed bracket's partner is the end of the stream (`tokens.count`): a match that
        // ends there ends at the last token.
        let first = min(max(m.first, 0), tokens.count - 1), last = min(max(m.last, first), tokens.count - 1)
        let start = Int(tokens.code[first].start), end = Int(tokens.code[last].end)
        let a = lines.position(of: start, in: bytes), b = lines.position(of: end, in: bytes)
        var d = Diagnostic(rule: description.code, name: description.name, severity: severity, message: message,
                           path: file.path, language: file.language, line: a.line, column: a.column,
                           endLine: b.line, endColumn: b.column, start: start, end: end)
        d.fingerprint = Diagnostic.fingerprint(continuing: lineState(description.code, a.line), [m.text])
        if var fix {
            fix.edits = fix.edits.map { lines.resolved($0, in: bytes) }
            d.fix = fix
        }
        return d
    }

    private func lineState(_ rule: String, _ line: Int) -> UInt64 {
        let key = LineKey(rule: rule, line: line)
        if let state = lineStates[key] { return state }
        let text: String
        if let known = normalizedLines[line] {
            text = known
        } else {
            text = normalized(file, line: line, lines)
            normalizedLines[line] = text
        }
        let state = Diagnostic.fingerprintState(continuing: Diagnostic.fingerprintSeed, [rule, text])
        lineStates[key] = state
        return state
    }
}
