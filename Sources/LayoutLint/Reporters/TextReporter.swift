/// `path:line:col: warning: message [LL001 own-frame]`: the form Xcode, editors and most CI log
/// parsers understand. One line per diagnostic.
enum TextReporter: Reporter {
    static func render(_ report: Report) -> String {
        var out = ""
        for d in report.result.diagnostics {
            out += "\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) [\(d.rule) \(d.name)]\n"
        }
        return out
    }

    /// The one-line summary printed on standard error.
    static func summary(_ result: LintResult) -> String {
        let counts = Severity.allCases.compactMap { s -> String? in
            let n = result.diagnostics.filter { $0.severity == s }.count
            return n == 0 ? nil : "\(n) \(s.rawValue)\(n == 1 ? "" : "s")"
        }
        let found = counts.isEmpty ? "no problems" : counts.joined(separator: ", ")
        let files = "\(result.filesScanned) file\(result.filesScanned == 1 ? "" : "s") checked"
        let errors = result.errors.isEmpty ? "" : ", \(result.errors.count) could not be read"
        return "layoutlint: \(found) (\(files)\(errors))"
    }
}
