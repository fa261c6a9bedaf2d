/// Inline suppressions, read from comments in all three languages:
/// `layoutlint:disable RULES [- reason]` … `layoutlint:enable RULES`, and the one-line forms
/// `layoutlint:disable:next`, `:this`, `:previous`. RULES are codes or names separated by spaces
/// or commas, or `all`. In C#, `#pragma warning disable LL001` / `restore LL001` work too.
struct SuppressionDirective: Sendable {
    enum Kind: Sendable { case region, next, this, previous, pragma }
    var kind: Kind
    /// Rule codes, or nil for every rule.
    var rules: [String]?
    /// Names that are not rules: (as written, a suggestion or "").
    var unknown: [(String, String)]
    var hasReason: Bool
    /// The lines it covers (regions are closed when the run reads the file).
    var lines: ClosedRange<Int>
    /// Where the comment is, for LL900.
    var line: Int, column: Int, endLine: Int, endColumn: Int, start: Int, end: Int
    /// The directive as written (`layoutlint:disable:next LL006`), for messages.
    var text: String
    /// The edit that removes the comment (its whole line when it is alone there), for LL900's fix.
    var removal: Fix.Edit?

    func covers(_ rule: String, line l: Int) -> Bool {
        lines.contains(l) && (rules.map { $0.contains(rule) } ?? true)
    }
}

enum Suppressions {
    /// What every directive comment contains.
    static let marker = "layoutlint:"
    /// What a file must contain to hold a directive: the marker, or a C# `#pragma warning`.
    static let triggers = [marker, "pragma"]

    /// Reads the directives of a file. `lines` computes positions.
    static func directives(_ ts: TokenStream, _ lines: () -> LineIndex) -> [SuppressionDirective] {
        var out: [SuppressionDirective] = []
        var openRegions: [Int] = []  // indexes into `out` of regions not yet closed
        let bytes = ts.file.bytes
        var index: LineIndex?
        var candidates = ts.comments.filter { contains(bytes, $0.range, "layoutlint:") }
        if ts.language == .csharp {
            candidates += ts.code.filter { $0.kind == .directive && contains(bytes, $0.range, "pragma") && contains(bytes, $0.range, "warning") }
            candidates.sort { $0.start < $1.start }
        }
        guard !candidates.isEmpty else { return [] }
        for token in candidates {
            if index == nil { index = lines() }
            let text = ts.file.text(token.range)
            let a = index!.position(of: Int(token.start), in: bytes), b = index!.position(of: Int(token.end), in: bytes)
            let lastLine = index!.lineCount
            func make(_ kind: SuppressionDirective.Kind, _ body: Substring, _ range: ClosedRange<Int>, _ written: String) -> SuppressionDirective {
                let (rules, unknown, reason) = parseRules(body)
                let cut = FixText.removal(of: Int(token.start)..<Int(token.end), in: bytes)
                let removal = index!.resolved(Fix.Edit(start: cut.lowerBound, end: cut.upperBound, replacement: ""), in: bytes)
                return SuppressionDirective(kind: kind, rules: rules, unknown: unknown, hasReason: reason, lines: range,
                                            line: a.line, column: a.column, endLine: b.line, endColumn: b.column,
                                            start: Int(token.start), end: Int(token.end), text: written, removal: removal)
            }
            if token.kind == .directive {
                // `#pragma warning disable LL001, LL002` / `#pragma warning restore LL001`
                let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
                guard words.count >= 3, words[1] == "warning" else { continue }
                let codes = words.dropFirst(3).map(String.init).filter { $0.uppercased().hasPrefix("LL") }
                if words[2] == "disable" {
                    guard words.count == 3 || !codes.isEmpty else { continue }  // someone else's warnings
                    var d = make(.pragma, Substring(codes.joined(separator: " ")), a.line...lastLine, "#pragma warning disable \(codes.joined(separator: ", "))")
                    if codes.isEmpty { d.rules = nil }
                    out.append(d)
                    openRegions.append(out.count - 1)
                } else if words[2] == "restore" {
                    close(&out, &openRegions, codes.isEmpty ? nil : codes.compactMap { RuleRegistry.rule(named: $0)?.description.code }, at: a.line, pragma: true)
                }
                continue
            }
            // The directive opens the comment: `// layoutlint:…`, `/* layoutlint:… */` (a commented-out
            // directive such as `// // layoutlint:…` is inert).
            let opener = text.prefix(while: { $0 == "/" || $0 == "*" || $0 == "!" })
            let afterOpener = text.dropFirst(opener.count).drop(while: { $0 == " " || $0 == "\t" })
            guard afterOpener.hasPrefix("layoutlint:") else { continue }
            var rest = afterOpener.dropFirst("layoutlint:".count)
            if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
            let command = rest.prefix(while: { !$0.isWhitespace })
            let body = rest.dropFirst(command.count)
            let written = "layoutlint:" + command + (body.trimmed.isEmpty ? "" : " " + body.trimmed.split(separator: " - ").first!.trimmed)
            switch command {
            case "disable":
                out.append(make(.region, body, a.line...lastLine, written))
                openRegions.append(out.count - 1)
            case "disable:next":
                out.append(make(.next, body, (b.line + 1)...(b.line + 1), written))
            case "disable:this":
                out.append(make(.this, body, a.line...b.line, written))
            case "disable:previous":
                out.append(make(.previous, body, max(1, a.line - 1)...max(1, a.line - 1), written))
            case "enable":
                let (rules, _, _) = parseRules(body)
                close(&out, &openRegions, rules, at: a.line, pragma: false)
            default:
                continue
            }
        }
        return out
    }

    /// Ends open regions for `rules` (nil: all) at `line`.
    private static func close(_ out: inout [SuppressionDirective], _ open: inout [Int], _ rules: [String]?, at line: Int, pragma: Bool) {
        for k in open.reversed() where (out[k].kind == .pragma) == pragma {
            let matches = rules == nil || out[k].rules == nil || !(Set(out[k].rules!).isDisjoint(with: rules!))
            guard matches else { continue }
            out[k].lines = out[k].lines.lowerBound...max(out[k].lines.lowerBound, line)
            open.removeAll { $0 == k }
            if rules != nil { break }
        }
    }

    /// `LL001 own-center, LL006 - reason`: the codes (nil for `all`), unknown names, and whether a reason follows.
    static func parseRules(_ body: Substring) -> ([String]?, [(String, String)], Bool) {
        var names = body
        var reason = false
        if let dash = body.range(of: " - ") ?? body.range(of: " -- ") {
            names = body[..<dash.lowerBound]
            reason = !body[dash.upperBound...].trimmed.isEmpty
        }
        var codes: [String] = []
        var unknown: [(String, String)] = []
        for word in names.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            if word.lowercased() == "all" { return (nil, unknown, reason) }
            if let rule = RuleRegistry.rule(named: String(word)) {
                codes.append(rule.description.code)
            } else {
                unknown.append((String(word), Configuration.ruleSuggestion(String(word), among: RuleRegistry.descriptions)))
            }
        }
        return (codes, unknown, reason)
    }

    private static func contains(_ bytes: [UInt8], _ range: Range<Int>, _ needle: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[range]).contains(needle) }
    }

    /// Removes the suppressed diagnostics of one file and reports the directives that suppressed
    /// nothing or name unknown rules (LL900), for the rules that ran on the file.
    static func apply(_ directives: [SuppressionDirective], to diagnostics: [Diagnostic], enabled: Set<String>,
                      reportUnused: Bool, path: String, language: Language, severity: Severity) -> [Diagnostic] {
        guard !directives.isEmpty else { return diagnostics }
        var used = Array(repeating: Set<String>(), count: directives.count)
        var kept: [Diagnostic] = []
        for d in diagnostics {
            var suppressed = false
            for (k, s) in directives.enumerated() where s.covers(d.rule, line: d.line) {
                used[k].insert(d.rule)
                suppressed = true
            }
            if !suppressed { kept.append(d) }
        }
        guard reportUnused else { return kept }
        let unusedRule = UnusedSuppressionRule.description
        for (k, s) in directives.enumerated() {
            var problems: [String] = s.unknown.map { "unknown rule '\($0.0)' in `\(s.text)`\($0.1)" }
            var removable = false
            if s.kind != .pragma || s.rules != nil {
                if let rules = s.rules {
                    let idle = rules.filter { enabled.contains($0) && !used[k].contains($0) }
                    if !idle.isEmpty, idle.count == rules.count {
                        problems.append("`\(s.text)` suppresses nothing here; remove it")
                        removable = s.unknown.isEmpty
                    } else {
                        problems += idle.map { "`\(s.text)` suppresses no \($0) here; remove \($0) from it" }
                    }
                } else if used[k].isEmpty {
                    problems.append("`\(s.text)` suppresses nothing here; remove it")
                    removable = s.unknown.isEmpty
                }
            }
            for message in problems {
                var d = Diagnostic(rule: unusedRule.code, name: unusedRule.name, severity: severity, message: message,
                                   path: path, language: language, line: s.line, column: s.column,
                                   endLine: s.endLine, endColumn: s.endColumn, start: s.start, end: s.end,
                                   fingerprint: Diagnostic.fingerprint([unusedRule.code, s.text, message]))
                // A directive that suppresses nothing at all goes; one that still covers something stays.
                if removable, problems.count == 1, let edit = s.removal {
                    d.fix = Fix("Remove the unused suppression", .safe, edits: [edit])
                }
                kept.append(d)
            }
        }
        return kept
    }
}
