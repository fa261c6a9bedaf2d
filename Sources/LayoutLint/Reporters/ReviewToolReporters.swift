/// SonarQube's generic external issue format (10.3 and later): the rules with their clean-code
/// attribute and impacts, then the issues pointing at them by `ruleId`. Text ranges have 1-based
/// lines and 0-based columns. Import with `sonar.externalIssuesReportPaths`.
enum SonarQubeReporter: Reporter {
    static func render(_ report: Report) -> String {
        let used = Set(report.result.diagnostics.map(\.rule))
        let rules: [JSONValue] = report.rules.filter { used.contains($0.code) }.map { r in
            .object([
                ("id", .string(r.code)), ("name", .string(r.name)), ("description", .string(r.summary)),
                ("engineId", .string("layoutlint")), ("cleanCodeAttribute", .string("LOGICAL")),
                ("type", .string("BUG")), ("severity", .string(severity(r.severity))),
                ("impacts", .array([.object([("softwareQuality", .string("RELIABILITY")), ("severity", .string(impact(r.severity)))])])),
            ])
        }
        let issues: [JSONValue] = report.result.diagnostics.map { d in
            .object([
                ("ruleId", .string(d.rule)),
                ("effortMinutes", .int(d.fix == nil ? 10 : 2)),
                ("primaryLocation", .object([
                    ("message", .string(d.message)),
                    ("filePath", .string(ReportPaths.display(d.path, root: report.sourceRoot))),
                    ("textRange", .object([
                        ("startLine", .int(d.line)), ("endLine", .int(d.endLine)),
                        ("startColumn", .int(d.column - 1)), ("endColumn", .int(d.endColumn - 1)),
                    ])),
                ])),
            ])
        }
        return JSONValue.object([("rules", .array(rules)), ("issues", .array(issues))]).rendered()
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "CRITICAL"
        case .warning: return "MAJOR"
        case .note: return "INFO"
        }
    }

    static func impact(_ s: Severity) -> String {
        switch s {
        case .error: return "HIGH"
        case .warning: return "MEDIUM"
        case .note: return "LOW"
        }
    }
}

/// reviewdog's diagnostic format (rdjson): the source, then each diagnostic with its range
/// (1-based lines; columns in UTF-8 bytes, as reviewdog counts them), severity, the rule as `code`
/// with its documentation URL, and the fix as `suggestions`.
enum RDJSONReporter: Reporter {
    static func render(_ report: Report) -> String {
        // One line index per file, for the byte columns.
        var indexes: [String: LineIndex] = [:]
        func lines(_ path: String) -> (bytes: [UInt8], index: LineIndex)? {
            guard let bytes = report.sources.bytes(of: path) else { return nil }
            if indexes[path] == nil { indexes[path] = LineIndex(bytes) }
            return (bytes, indexes[path]!)
        }
        func range(_ path: String, _ line: Int, _ column: Int, _ start: Int, _ endLine: Int, _ endColumn: Int, _ end: Int) -> JSONValue {
            Self.range(line, column, start, endLine, endColumn, end, lines(path))
        }
        let diagnostics: [JSONValue] = report.result.diagnostics.map { d in
            var fields: [(String, JSONValue)] = [
                ("message", .string(d.message)),
                ("location", .object([
                    ("path", .string(ReportPaths.display(d.path, root: report.sourceRoot))),
                    ("range", range(d.path, d.line, d.column, d.start, d.endLine, d.endColumn, d.end)),
                ])),
                ("severity", .string(severity(d.severity))),
                ("code", .object([("value", .string(d.rule)), ("url", .string(ruleURL(d.rule, report)))])),
            ]
            if let fix = d.fix {
                fields.append(("suggestions", .array(fix.edits.map { e in
                    .object([("range", range(d.path, e.line, e.column, e.start, e.endLine, e.endColumn, e.end)),
                             ("text", .string(e.replacement))])
                })))
            }
            return .object(fields)
        }
        return JSONValue.object([
            ("source", .object([("name", .string("layoutlint")), ("url", .string(RulesDocument.publishedURL))])),
            ("diagnostics", .array(diagnostics)),
        ]).rendered()
    }

    static func ruleURL(_ code: String, _ report: Report) -> String {
        report.rule(code).map(RulesDocument.url(of:)) ?? RulesDocument.publishedURL
    }

    /// A range with UTF-8 byte columns when the file's bytes are at hand (scalar columns otherwise).
    static func range(_ line: Int, _ column: Int, _ start: Int, _ endLine: Int, _ endColumn: Int, _ end: Int,
                      _ file: (bytes: [UInt8], index: LineIndex)?) -> JSONValue {
        var (a, b) = (column, endColumn)
        if let file, start <= end, end <= file.bytes.count {
            a = start - file.index.startOfLine(line) + 1
            b = end - file.index.startOfLine(endLine) + 1
        }
        return .object([("start", .object([("line", .int(line)), ("column", .int(a))])),
                        ("end", .object([("line", .int(endLine)), ("column", .int(b))]))])
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "ERROR"
        case .warning: return "WARNING"
        case .note: return "INFO"
        }
    }
}

/// Markdown for pull-request comments and job summaries (`$GITHUB_STEP_SUMMARY`): a table of
/// counts per rule, then the findings by file, at most `cap` of them and a line saying how many
/// more. Paths and messages are escaped so that they cannot open links, tables or HTML.
enum MarkdownReporter: Reporter {
    static let cap = 500

    static func render(_ report: Report) -> String {
        let r = report.result
        var out = "## layoutlint\n\n"
        guard !r.diagnostics.isEmpty || !r.errors.isEmpty else {
            return out + "No problems in \(r.filesScanned) file\(r.filesScanned == 1 ? "" : "s").\n"
        }
        let n = r.diagnostics.count
        out += "\(n) finding\(n == 1 ? "" : "s") in \(Set(r.diagnostics.map(\.path)).count) of \(r.filesScanned) files.\n\n"
        if n > 0 {
            out += "| Rule | Name | Severity | Findings |\n| --- | --- | --- | ---: |\n"
            var counts: [String: (String, Severity, Int)] = [:]
            for d in r.diagnostics { counts[d.rule, default: (d.name, d.severity, 0)].2 += 1 }
            for code in counts.keys.sorted() {
                let c = counts[code]!
                let link = report.rule(code).map { "[\(code)](\(RulesDocument.url(of: $0)))" } ?? code
                out += "| \(link) | \(c.0) | \(c.1.rawValue) | \(c.2) |\n"
            }
            out += "\n"
        }
        var shown = 0
        var currentPath: String?
        for d in r.diagnostics {
            guard shown < cap else { break }
            if d.path != currentPath {
                currentPath = d.path
                out += "\n**\(escaped(ReportPaths.display(d.path, root: report.sourceRoot)))**\n\n"
            }
            out += "- line \(d.line), column \(d.column): \(d.severity.rawValue) **\(d.rule)** \(escaped(d.message))\n"
            shown += 1
        }
        if n > shown { out += "\n…and \(n - shown) more.\n" }
        for e in r.errors { out += "\n- could not lint **\(escaped(ReportPaths.display(e.path, root: report.sourceRoot)))**: \(escaped(e.message))\n" }
        return out
    }

    /// Backslash before Markdown's punctuation, `<` and `>` as entities, line breaks as spaces.
    static func escaped(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "#", "|", "~":
                out += "\\" + String(c)
            default: out.append(c)
            }
        }
        return LineSafe.escaped(out)
    }
}
