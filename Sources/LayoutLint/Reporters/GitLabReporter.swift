/// GitLab Code Quality: a JSON array of Code Climate issues that the merge request widget and the
/// pipeline's Code Quality tab show. Paths are relative to the checkout; the fingerprint is the one
/// SARIF carries, so a finding keeps its identity when lines move. Severities: error → critical,
/// warning → major, note → info.
enum GitLabReporter: Reporter {
    static func render(_ report: Report) -> String {
        let fingerprints = Fingerprints.of(report)
        let issues: [JSONValue] = zip(report.result.diagnostics, fingerprints).map { d, fingerprint in
            .object([
                ("type", .string("issue")),
                ("description", .string("\(d.message) [\(d.rule) \(d.name)]")),
                ("check_name", .string("\(d.rule) \(d.name)")),
                ("categories", .array([.string("Bug Risk")])),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(severity(d.severity))),
                ("location", .object([
                    ("path", .string(ReportPaths.display(d.path, root: report.sourceRoot))),
                    ("lines", .object([("begin", .int(d.line)), ("end", .int(d.endLine))])),
                ])),
            ])
        }
        return JSONValue.array(issues).rendered()
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "critical"
        case .warning: return "major"
        case .note: return "info"
        }
    }
}
