/// The JSON report: `../shared/schemas/report.schema.json`, version 1.
enum JSONReporter: Reporter {
    static func render(_ report: Report) -> String {
        let r = report.result
        let diagnostics: [JSONValue] = r.diagnostics.map(diagnostic)
        let errors: [JSONValue] = r.errors.map { .object([("path", .string($0.path)), ("message", .string($0.message))]) }
        return JSONValue.object([
            ("version", .int(1)),
            ("tool", .object([("name", .string("layoutlint")), ("version", .string(report.toolVersion))])),
            ("summary", summary(r)),
            ("diagnostics", .array(diagnostics)),
            ("errors", .array(errors)),
        ]).rendered()
    }

    /// One finding as the report's `diagnostics` hold it (also a JSON lines record).
    static func diagnostic(_ d: Diagnostic) -> JSONValue {
            var fields: [(String, JSONValue)] = [
                ("path", .string(d.path)), ("line", .int(d.line)), ("column", .int(d.column)),
                ("endLine", .int(d.endLine)), ("endColumn", .int(d.endColumn)), ("rule", .string(d.rule)),
                ("name", .string(d.name)), ("severity", .string(d.severity.rawValue)),
                ("message", .string(d.message)), ("language", .string(d.language.rawValue)),
            ]
            if let fix = d.fix { fields.append(("fix", Self.fix(fix))) }
            return .object(fields)
    }

    /// A finding's fix: whether it is safe, its title, and its edits (1-based positions, end
    /// exclusive, columns in Unicode scalars).
    static func fix(_ fix: Fix) -> JSONValue {
        .object([
            ("safe", .bool(fix.isSafe)),
            ("title", .string(fix.title)),
            ("edits", .array(fix.edits.map { e in
                .object([
                    ("line", .int(e.line)), ("column", .int(e.column)), ("endLine", .int(e.endLine)),
                    ("endColumn", .int(e.endColumn)), ("replacement", .string(e.replacement)),
                ])
            })),
        ])
    }

    /// `--statistics --format json`: the report's `summary` object alone.
    static func summaryOnly(_ report: Report) -> String {
        summary(report.result).rendered()
    }

    static func summary(_ r: Findings) -> JSONValue {
        var bySeverity: [String: Int] = [:]
        var byRule: [String: Int] = [:]
        for d in r.diagnostics {
            bySeverity[d.severity.rawValue, default: 0] += 1
            byRule[d.rule, default: 0] += 1
        }
        return .object([
            ("filesScanned", .int(r.filesScanned)),
            ("diagnostics", .int(r.diagnostics.count)),
            ("bySeverity", .object(bySeverity.map { ($0.key, .int($0.value)) })),
            ("byRule", .object(byRule.map { ($0.key, .int($0.value)) })),
        ])
    }
}
