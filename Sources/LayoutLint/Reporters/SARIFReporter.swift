/// SARIF 2.1.0 (OASIS), the format GitHub code scanning reads: one run, the rules in
/// `tool.driver.rules` (§3.19.23) with a `helpUri` into rules.md (§3.49.12), each result pointing
/// at its rule by `ruleIndex` (§3.27.6) and carrying a line-independent fingerprint in
/// `partialFingerprints` (§3.27.17). Files inside the source root get relative URIs against
/// `%SRCROOT%` (§3.4.4), which `originalUriBaseIds` (§3.14.14) resolves.
enum SARIFReporter: Reporter {
    static let srcRoot = "%SRCROOT%"
    /// The key of our fingerprint in `partialFingerprints`, versioned as §3.27.17 recommends.
    static let fingerprintKey = "layoutlint/v1"

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
                ("helpUri", .string(RulesDocument.url(of: r))),
                ("properties", .object([("tags", .array([.string("layout"), .string("uikit")]))])),
            ])
        }
        let fingerprints = Fingerprints.of(report)
        let results: [JSONValue] = zip(report.result.diagnostics, fingerprints).map { d, fingerprint in
            var fields: [(String, JSONValue)] = [
                ("ruleId", .string(d.rule)),
                ("level", .string(d.severity.rawValue)),
                ("message", .object([("text", .string(d.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", artifactLocation(d.path, root: report.sourceRoot)),
                    ("region", .object([
                        ("startLine", .int(d.line)), ("startColumn", .int(d.column)),
                        ("endLine", .int(d.endLine)), ("endColumn", .int(d.endColumn)),
                    ])),
                ]))])])),
                ("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])),
            ]
            if let k = index[d.rule] { fields.append(("ruleIndex", .int(k))) }
            if let fix = d.fix {
                // §3.55: a fix is changes to artifacts, each a list of replacements (§3.57) of a
                // deleted region (empty for an insertion) by inserted content.
                let replacements: [JSONValue] = fix.edits.map { e in
                    .object([
                        ("deletedRegion", .object([
                            ("startLine", .int(e.line)), ("startColumn", .int(e.column)),
                            ("endLine", .int(e.endLine)), ("endColumn", .int(e.endColumn)),
                        ])),
                        ("insertedContent", .object([("text", .string(e.replacement))])),
                    ])
                }
                fields.append(("fixes", .array([.object([
                    ("description", .object([("text", .string(fix.title + (fix.isSafe ? "" : " (unsafe: review it)")))])),
                    ("artifactChanges", .array([.object([
                        ("artifactLocation", artifactLocation(d.path, root: report.sourceRoot)),
                        ("replacements", .array(replacements)),
                    ])])),
                ])])))
            }
            return .object(fields)
        }
        let notifications: [JSONValue] = report.result.errors.map { e in
            .object([
                ("level", .string("error")),
                ("message", .object([("text", .string("\(e.path): \(e.message)"))])),
            ])
        }
        var runFields: [(String, JSONValue)] = [
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
        ]
        if let root = report.sourceRoot {
            let base = ReportPaths.normalized(root)
            let uri = "file://" + ReportPaths.uriEncoded(base.hasSuffix("/") ? base : base + "/")
            runFields.append(("originalUriBaseIds", .object([(srcRoot, .object([("uri", .string(uri))]))])))
        }
        let run = JSONValue.object(runFields)
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    /// A file inside the source root as a relative URI against `%SRCROOT%`; any other file as an
    /// absolute `file:` URI, or as a relative reference when there is no root to resolve it.
    static func artifactLocation(_ path: String, root: String?) -> JSONValue {
        if let relative = ReportPaths.relative(path, to: root) {
            var fields: [(String, JSONValue)] = [("uri", .string(ReportPaths.uriEncoded(relative)))]
            if root != nil { fields.append(("uriBaseId", .string(srcRoot))) }
            return .object(fields)
        }
        let normalized = ReportPaths.normalized(path)
        if normalized.hasPrefix("/") { return .object([("uri", .string("file://" + ReportPaths.uriEncoded(normalized)))]) }
        return .object([("uri", .string(ReportPaths.uriEncoded(normalized)))])
    }
}
