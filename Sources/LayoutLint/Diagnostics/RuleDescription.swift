/// Everything a rule says about itself: identity, documentation and examples. `rules.md`, the
/// SARIF rule table and `--help` are generated from it, and its examples are its tests.
public struct RuleDescription: Sendable {
    public let code: String
    public let name: String
    public let severity: Severity
    /// Runs only when selected (`--select LL012`).
    public let isOptIn: Bool
    /// One sentence: what the rule flags.
    public let summary: String
    /// Why it is a bug (Markdown).
    public let rationale: String
    /// How to fix it (Markdown).
    public let fix: String
    public let examples: [Example]

    public init(code: String, name: String, severity: Severity = .warning, isOptIn: Bool = false,
                summary: String, rationale: String, fix: String, examples: [Example]) {
        self.code = code
        self.name = name
        self.severity = severity
        self.isOptIn = isOptIn
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.examples = examples
    }

    /// The rule of `rules` with this code or name (`LL001`, `own-frame`), in any case.
    public static func named(_ key: String, in rules: [RuleDescription]) -> RuleDescription? {
        let k = key.lowercased()
        return rules.first { $0.code.lowercased() == k || $0.name == k }
    }

    public var languages: [Language] {
        Language.allCases.filter { l in examples.contains { $0.language == l } }
    }
}

/// A code sample in a rule's description. In a flagged example, `[|…|]` marks exactly where the
/// rule reports; a silent example must produce nothing.
public struct Example: Sendable {
    public enum Expectation: Sendable { case flagged, silent }
    public let expectation: Expectation
    public let language: Language
    public let code: String
    /// Shown in rules.md unless hidden (regression cases).
    public let inDocs: Bool
    public let file: String
    public let line: Int

    public static func flagged(_ language: Language, _ code: String, inDocs: Bool = true,
                               file: String = #filePath, line: Int = #line) -> Example {
        Example(expectation: .flagged, language: language, code: code, inDocs: inDocs, file: file, line: line)
    }

    public static func silent(_ language: Language, _ code: String, inDocs: Bool = true,
                              file: String = #filePath, line: Int = #line) -> Example {
        Example(expectation: .silent, language: language, code: code, inDocs: inDocs, file: file, line: line)
    }

    /// The code without markup, and the byte ranges the markup marks.
    public var parsed: (source: String, ranges: [Range<Int>]) {
        var out: [UInt8] = []
        var ranges: [Range<Int>] = []
        var opens: [Int] = []
        let b = Array(code.utf8)
        var i = 0
        while i < b.count {
            if i + 1 < b.count, b[i] == UInt8(ascii: "["), b[i + 1] == UInt8(ascii: "|") {
                opens.append(out.count); i += 2; continue
            }
            if i + 1 < b.count, b[i] == UInt8(ascii: "|"), b[i + 1] == UInt8(ascii: "]"), let o = opens.popLast() {
                ranges.append(o..<out.count); i += 2; continue
            }
            out.append(b[i]); i += 1
        }
        return (String(decoding: out, as: UTF8.self), ranges.sorted { $0.lowerBound < $1.lowerBound })
    }
}
