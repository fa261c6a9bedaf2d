/// The canonical MSBuild message format that Visual Studio, `dotnet build` logs and Azure
/// Pipelines parse: `path(line,col,endLine,endCol): warning LL001: message`. MSBuild knows only
/// `error` and `warning`; a note is written as `info`, which such tools show as a plain line.
enum MSBuildReporter: Reporter {
    static func render(_ report: Report) -> String {
        var out = ""
        for d in report.result.diagnostics {
            out += "\(LineSafe.escaped(d.path))(\(d.line),\(d.column),\(d.endLine),\(d.endColumn)): \(category(d.severity)) "
                + "\(d.rule): \(oneLine(d.message))\n"
        }
        for e in report.result.errors {
            out += "\(LineSafe.escaped(e.path)): error : could not be linted: \(oneLine(e.message))\n"
        }
        return out
    }

    static func category(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }

    /// Line breaks would end the message early; they become spaces (other controls, escapes).
    static func oneLine(_ s: String) -> String {
        LineSafe.escaped(String(s.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) }))
    }
}
