/// Generates `rules.md` from the rules' own descriptions. A test fails when the checked-in file
/// differs; `LAYOUTLINT_UPDATE=1 swift test` rewrites it.
public enum RulesDocument {
    public static func markdown(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var s = """
        # layoutlint rules

        <!-- Generated from Sources/LayoutLint/Rules by RulesDocument; do not edit by hand. -->

        Every rule has a code (`LL001`) and a name (`own-frame`); either works in `--select` and
        `--ignore`. Each section says what the rule flags, why it is a bug, and how to fix it, with
        code that is flagged (the flagged line carries a `// ← LL0xx` marker) and code that is not.

        | Code | Name | Default | Languages | What it flags |
        | --- | --- | --- | --- | --- |

        """
        for r in rules {
            let level = r.isOptIn ? "off (opt-in)" : r.severity.rawValue
            s += "| [\(r.code)](#\(anchor(r))) | `\(r.name)` | \(level) | \(r.languages.map(\.displayName).joined(separator: ", ")) | \(r.summary) |\n"
        }
        for r in rules { s += "\n" + section(r) }
        return s
    }

    /// One rule's section of rules.md: what it flags, why, how to fix, and its examples. `explain`
    /// prints the same text.
    public static func section(_ r: RuleDescription) -> String {
        var s = ""
        s += "## \(r.code) \(r.name)\n\n"
        s += "**What it flags.** \(r.summary)\n\n"
        s += "**Why it is a bug.** \(r.rationale)\n\n"
        s += "**How to fix.** \(r.fix)\n\n"
        var previews: [(Language, String, Bool)] = []
        if let rule = RuleRegistry.rule(named: r.code), rule.pattern.isFixable {
            for language in r.languages {
                guard let e = r.examples.first(where: { $0.language == language && $0.expectation == .flagged && $0.inDocs }),
                      let fixed = FixPreview.fixed(e, rule: rule) else { continue }
                previews.append((language, fixed.source, fixed.safe))
            }
            let kinds = Set(previews.map(\.2))
            let which = kinds == [true] ? "a safe fix: `--fix` applies it" : kinds == [false]
                ? "an unsafe fix (it needs a look): `--fix --unsafe-fixes` applies it"
                : "a safe fix where the remedy is certain, an unsafe one otherwise: `--fix` applies the safe ones, `--unsafe-fixes` the others"
            s += "**Automatic fix.** The rule offers \(which); `--diff` shows it first.\n\n"
        }
        s += "Default severity: \(r.isOptIn ? "off; runs only when selected (`--select \(r.code)`)" : r.severity.rawValue).\n"
        for language in r.languages {
            let examples = r.examples.filter { $0.language == language && $0.inDocs }
            for (title, expectation) in [("Flagged", Example.Expectation.flagged), ("Not flagged", .silent)] {
                let group = examples.filter { $0.expectation == expectation }
                guard !group.isEmpty else { continue }
                s += "\n### \(title) (\(language.displayName))\n"
                for e in group {
                    s += "\n```\(fence(language))\n\(marked(e, r.code))\n```\n"
                }
                if expectation == .flagged, let preview = previews.first(where: { $0.0 == language }) {
                    s += "\n### Fixed (\(language.displayName), first example, \(preview.2 ? "safe" : "unsafe"))\n"
                    s += "\n```\(fence(language))\n\(preview.1)\n```\n"
                }
            }
        }
        return s
    }

    /// Where rules.md is published; SARIF's `helpUri` points at each rule's section of it.
    public static let publishedURL = "https://github.com/layoutlint/layoutlint/blob/main/rules.md"

    /// The address of a rule's section, for example `…/rules.md#ll001-own-frame`.
    public static func url(of r: RuleDescription) -> String { publishedURL + "#" + anchor(r) }

    static func anchor(_ r: RuleDescription) -> String { "\(r.code)-\(r.name)".lowercased() }

    static func fence(_ l: Language) -> String {
        switch l { case .swift: return "swift"; case .csharp: return "csharp"; case .objc: return "objc" }
    }

    /// The example's clean source, with `// ← CODE` after each line where the rule reports.
    static func marked(_ e: Example, _ code: String) -> String {
        let (source, ranges) = e.parsed
        let lines = LineIndex(Array(source.utf8))
        let flaggedLines = Set(ranges.map { lines.line(of: $0.lowerBound) })
        return source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { n, line in
            flaggedLines.contains(n + 1) ? "\(line)  // ← \(code)" : String(line)
        }.joined(separator: "\n")
    }
}
