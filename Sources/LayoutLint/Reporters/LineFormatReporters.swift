/// Azure Pipelines logging commands: `##vso[task.logissue type=warning;sourcepath=…;linenumber=…;
/// columnnumber=…;code=LL001]message`. Property values and the message are escaped the way the
/// agent decodes them (`%AZP25` for `%`, `%0D`/`%0A` for line breaks, `%3B` for `;` and `%5D` for
/// `]` in properties), so a path or message cannot end the command early or start another one.
enum AzureReporter: Reporter {
    static func render(_ report: Report) -> String {
        var out = ""
        for d in report.result.diagnostics {
            let type = d.severity == .error ? "error" : "warning"  // Azure has no notice level for issues
            let properties = [("type", type), ("sourcepath", ReportPaths.display(d.path, root: report.sourceRoot)),
                              ("linenumber", String(d.line)), ("columnnumber", String(d.column)), ("code", d.rule)]
            out += command(properties, "\(d.message) [\(d.rule) \(d.name)]")
        }
        for e in report.result.errors {
            out += command([("type", "error"), ("sourcepath", ReportPaths.display(e.path, root: report.sourceRoot))],
                           "could not be linted: \(e.message)")
        }
        return out
    }

    static func command(_ properties: [(String, String)], _ message: String) -> String {
        "##vso[task.logissue " + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ";") + "]"
            + escapeData(message) + "\n"
    }

    static func escapeData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%AZP25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out += String(c)
            }
        }
        return LineSafe.escaped(out)
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ";", with: "%3B").replacingOccurrences(of: "]", with: "%5D")
    }
}

/// CSV (RFC 4180): a header row, then one row per finding; fields with a comma, a quote or a line
/// break are quoted, quotes doubled; lines end with CRLF as the RFC says.
enum CSVReporter: Reporter {
    static let header = ["path", "line", "column", "endLine", "endColumn", "severity", "rule", "name", "message", "fixable"]

    static func render(_ report: Report) -> String {
        var rows = [header]
        for d in report.result.diagnostics {
            rows.append([ReportPaths.display(d.path, root: report.sourceRoot), String(d.line), String(d.column), String(d.endLine),
                         String(d.endColumn), d.severity.rawValue, d.rule, d.name, d.message, d.fix == nil ? "no" : d.fix!.isSafe ? "safe" : "unsafe"])
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    static func field(_ raw: String) -> String {
        // Control characters are written visibly (a terminal showing the file would obey them);
        // line breaks and tabs stay, inside quotes.
        let s = LineSafe.escaped(raw, keeping: ["\n", "\r", "\t"])
        guard s.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// JSON lines: one finding per line, each the JSON report's diagnostic object; files that could not
/// be linted as `{"error": …}` lines after them.
enum JSONLinesReporter: Reporter {
    static func render(_ report: Report) -> String {
        var out = ""
        for d in report.result.diagnostics { out += JSONReporter.diagnostic(d).rendered(compact: true) + "\n" }
        for e in report.result.errors {
            out += JSONValue.object([("error", .object([("path", .string(e.path)), ("message", .string(e.message))]))]).rendered(compact: true) + "\n"
        }
        return out
    }
}
