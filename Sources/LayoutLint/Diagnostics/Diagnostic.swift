public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case error, warning, note

    var rank: Int { self == .error ? 3 : self == .warning ? 2 : 1 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding, with its position already resolved (1-based lines, columns in Unicode scalars).
public struct Diagnostic: Sendable, Hashable {
    public var rule: String
    public var name: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var language: Language
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// Byte offsets of the flagged range.
    public var start: Int
    public var end: Int
    /// Identifies the finding by what it flags, not where: the rule, the flagged code and the
    /// code on its line, so it survives lines inserted above it (baselines, SARIF, GitLab).
    public var fingerprint: String = ""
    /// The rule's remedy, when it offers one (`--fix`, the `fix` of the JSON report, SARIF `fixes`).
    public var fix: Fix?

    /// A stable hex hash of `parts` (FNV-1a, 64 bits).
    static func fingerprint(_ parts: [String]) -> String {
        fingerprint(continuing: fingerprintSeed, parts)
    }

    /// The FNV-1a starting state.
    static let fingerprintSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash state after `parts`, from `state`: lets callers hash a shared prefix (a long line)
    /// once and finish it for each diagnostic.
    static func fingerprintState(continuing state: UInt64, _ parts: [String]) -> UInt64 {
        var h = state
        for part in parts {
            for b in part.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            h = (h ^ 0x1F) &* 0x0000_0100_0000_01B3
        }
        return h
    }

    /// `fingerprint(prefix + parts)` given the state after `prefix`.
    static func fingerprint(continuing state: UInt64, _ parts: [String]) -> String {
        let hex = String(fingerprintState(continuing: state, parts), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The order reports use: path, position, rule.
    static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.path != b.path { return a.path.utf8Precedes(b.path) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.endLine != b.endLine { return a.endLine < b.endLine }
        if a.endColumn != b.endColumn { return a.endColumn < b.endColumn }
        return a.message < b.message
    }
}

/// A file that could not be linted, and why.
public struct FileError: Sendable, Hashable {
    public var path: String
    public var message: String
}

/// The lowest severity that fails a run (`fail-on` in the configuration, `--fail-on`).
public enum FailOn: String, Sendable, CaseIterable { case error, warning, note, never }
extension FileError: Error {}
