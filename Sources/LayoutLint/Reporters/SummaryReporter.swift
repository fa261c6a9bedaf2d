/// A table of the findings per rule, most frequent first: what `--statistics` prints, and a
/// quick overview for a CI log.
///
/// ```
/// Count  Rule   Name                      Fixable
///     5  LL001  own-frame                 no
///     5         total
/// ```
enum SummaryReporter: Reporter {
    struct Row {
        var code: String
        var name: String
        var count: Int
        var fixable: Bool
    }

    /// One row per rule with findings: by count, then code.
    static func rows(_ report: Report) -> [Row] {
        var counts: [String: (name: String, count: Int)] = [:]
        for d in report.result.diagnostics { counts[d.rule, default: (d.name, 0)].count += 1 }
        return counts.map { code, v in
            Row(code: code, name: v.name, count: v.count, fixable: report.rule(code)?.isFixable ?? false)
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.code < $1.code }
    }

    static func render(_ report: Report) -> String {
        let rows = rows(report)
        if rows.isEmpty { return "No problems found.\n" }
        let nameWidth = max(4, rows.map(\.name.count).max() ?? 0)
        let countWidth = max(5, String(report.result.diagnostics.count).count)
        func line(_ count: String, _ code: String, _ name: String, _ fixable: String) -> String {
            let l = pad(count, countWidth, left: true) + "  " + pad(code, 5) + "  " + pad(name, nameWidth) + "  " + fixable
            return String(l.reversed().drop(while: { $0 == " " }).reversed()) + "\n"
        }
        var out = line("Count", "Rule", "Name", "Fixable")
        for r in rows { out += line(String(r.count), r.code, r.name, r.fixable ? "yes" : "no") }
        out += line(String(report.result.diagnostics.count), "", "total", "")
        return out
    }

    static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? fill + s : s + fill
    }
}
