/// JUnit XML, for the test dashboards of Jenkins, GitLab, Azure Pipelines and CircleCI. One
/// `<testsuite>` per file with findings; in it one `<testcase>` per rule that fired, named
/// `LL001 own-frame` with the file as its `classname` (so no two test cases share both), holding
/// one `<failure>` that lists every diagnostic of that rule in that file. A file that could not be
/// read is a test case with an `<error>`. A run without findings is one passing test case, so the
/// dashboard shows the check ran.
enum JUnitReporter: Reporter {
    struct Case {
        var path: String
        var name: String
        var body: String
        var isError = false
    }

    static func render(_ report: Report) -> String {
        var cases: [Case] = []
        var byFileAndRule: [String: [String: [Diagnostic]]] = [:]
        for d in report.result.diagnostics { byFileAndRule[d.path, default: [:]][d.rule, default: []].append(d) }
        for (path, rules) in byFileAndRule {
            for (rule, group) in rules {
                let first = group[0]
                let lines = group.map { "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
                let failure = "      <failure" + XMLWriter.attributes([
                    ("message", "\(group.count) × \(rule) \(first.name): \(first.message)" + (group.count > 1 ? " …" : "")),
                    ("type", first.severity.rawValue),
                ]) + ">" + XMLWriter.text(lines.joined(separator: "\n")) + "</failure>\n"
                cases.append(Case(path: path, name: "\(rule) \(first.name)", body: failure))
            }
        }
        for e in report.result.errors {
            let error = "      <error" + XMLWriter.attributes([("message", e.message), ("type", "input")]) + ">"
                + XMLWriter.text("\(e.path): \(e.message)") + "</error>\n"
            cases.append(Case(path: e.path, name: "read", body: error, isError: true))
        }
        cases.sort { a, b in
            a.path != b.path ? a.path.utf8Precedes(b.path) : a.name < b.name
        }

        let failures = cases.filter { !$0.isError }.count, errors = cases.count - failures
        var out = XMLWriter.declaration
        out += "<testsuites" + XMLWriter.attributes([
            ("name", "layoutlint"), ("tests", String(max(1, cases.count))),
            ("failures", String(failures)), ("errors", String(errors)),
        ]) + ">\n"
        if cases.isEmpty {
            out += "  <testsuite" + XMLWriter.attributes([("name", "layoutlint"), ("tests", "1"), ("failures", "0"), ("errors", "0")]) + ">\n"
            out += "    <testcase" + XMLWriter.attributes([("classname", "layoutlint"), ("name", "no layout problems")]) + "/>\n"
            out += "  </testsuite>\n"
        }
        var i = 0
        while i < cases.count {
            let path = cases[i].path
            var j = i
            while j < cases.count, cases[j].path == path { j += 1 }
            let suite = cases[i..<j]
            let suiteErrors = suite.filter(\.isError).count
            out += "  <testsuite" + XMLWriter.attributes([
                ("name", path), ("tests", String(suite.count)),
                ("failures", String(suite.count - suiteErrors)), ("errors", String(suiteErrors)),
            ]) + ">\n"
            for c in suite {
                out += "    <testcase" + XMLWriter.attributes([("classname", c.path), ("name", c.name)]) + ">\n"
                out += c.body
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
            i = j
        }
        return out + "</testsuites>\n"
    }
}
