/// SARIF 2.1.0 (OASIS), the format GitHub code scanning reads: one run, the rules in
/// `tool.driver.rules` (§3.19.23), each result pointing at its rule by `ruleIndex` (§3.27.6).
enum SARIFReporter: Reporter {
    static func render(_ report: Report) -> String {
        let rules = report.rules
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.code, $0) })
        let ruleObjects: [JSONValue] = rules.map { r in
            .object([
                ("id", .string(r.code)),
                ("name", .string(r.name)),
                ("shortDescription", .object([("text", .string(r.summary))])),
                ("fullDescription", .object([("text", .string(r.rationale))])),
                ("defaultConfiguration", .object([("level", .string(r.severity.rawValue)), ("enabled", .bool(!r.isOptIn))])),
                ("help", .object([("text", .string(r.fix)), ("markdown", .string(r.fix))])),
                ("properties", .object([("tags", .array([.string("layout"), .string("uikit")]))])),
            ])
        }
        let results: [JSONValue] = report.result.diagnostics.map { d in
            var fields: [(String, JSONValue)] = [
                ("ruleId", .string(d.rule)),
                ("level", .string(d.severity.rawValue)),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(d.path)))])),
                    ("region", .object([
                        ("startLine", .int(d.line)), ("startColumn", .int(d.column)),
                        ("endLine", .int(d.endLine)), ("endColumn", .int(d.endColumn)),
                    ])),
                ]))])])),
            ]
            if let k = index[d.rule] { fields.append(("ruleIndex", .int(k))) }
            return .object(fields)
        }
        let notifications: [JSONValue] = report.result.errors.map { e in
            .object([
                ("level", .string("error")),
                ("message", .object([("text", .string("\(e.path): \(e.message)"))])),
            ])
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("layoutlint")),
                ("version", .string(report.toolVersion)),
                ("semanticVersion", .string(report.toolVersion)),
                ("rules", .array(ruleObjects)),
            ]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(report.result.errors.isEmpty)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    /// A relative URI reference for a path: unreserved characters and `/` kept, the rest
    /// percent-encoded (§3.4.3).
    static func uri(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            let c = Character(Unicode.Scalar(b))
            if c.isASCII && (c.isLetter || c.isNumber || "-._~/".contains(c)) {
                out.append(c)
            } else {
                out += "%" + (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
