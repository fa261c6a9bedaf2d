/// Checkstyle XML, which Jenkins (Warnings NG), reviewdog, SonarQube and many CI dashboards
/// import: a `<file>` per file with findings, an `<error>` per diagnostic. Checkstyle's severities
/// are error, warning and info; a note is `info`. A file that could not be read gets one `error`
/// from the source `layoutlint.input`.
enum CheckstyleReporter: Reporter {
    static func render(_ report: Report) -> String {
        var byFile: [String: [String]] = [:]
        for d in report.result.diagnostics {
            byFile[d.path, default: []].append("    <error" + XMLWriter.attributes([
                ("line", String(d.line)), ("column", String(d.column)), ("severity", severity(d.severity)),
                ("message", "\(d.message) [\(d.rule) \(d.name)]"), ("source", "layoutlint.\(d.rule)"),
            ]) + "/>\n")
        }
        for e in report.result.errors {
            byFile[e.path, default: []].append("    <error" + XMLWriter.attributes([
                ("severity", "error"), ("message", "could not be linted: \(e.message)"), ("source", "layoutlint.input"),
            ]) + "/>\n")
        }
        var out = XMLWriter.declaration + "<checkstyle version=\"4.3\">\n"
        for path in byFile.keys.sorted(by: { $0.utf8Precedes($1) }) {
            out += "  <file" + XMLWriter.attributes([("name", path)]) + ">\n"
            out += byFile[path]!.joined()
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
