/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request's
/// diff, `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=LL001 own-frame::message`.
/// A note is a `notice`. Files that could not be read become `::error` annotations.
enum GitHubReporter: Reporter {
    static func render(_ report: Report) -> String {
        var out = ""
        for d in report.result.diagnostics {
            let properties: [(String, String)] = [
                ("file", ReportPaths.display(d.path, root: report.sourceRoot)),
                ("line", String(d.line)), ("col", String(d.column)),
                ("endLine", String(d.endLine)), ("endColumn", String(d.endColumn)),
                ("title", "\(d.rule) \(d.name)"),
            ]
            out += command(level(d.severity), properties, d.message)
        }
        for e in report.result.errors {
            out += command("error", [("file", ReportPaths.display(e.path, root: report.sourceRoot)), ("title", "layoutlint")],
                           "could not be linted: \(e.message)")
        }
        return out
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let props = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(props)::\(escapeData(message))\n"
    }

    /// The message: `%`, CR and LF are encoded (the runner decodes them), or it would cut the
    /// command short. The runner decodes nothing else, and the log shows the rest as it is: other
    /// control characters (an escape sequence would restyle or rewrite the log) are written as
    /// visible escapes, as in the text format; a tab stays.
    static func escapeData(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case "\t": out += "\t"
            default:
                if LineSafe.isControl(u) { out += LineSafe.visible(u) } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    /// A property value: as the message, and `:` and `,` too, which separate properties.
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
