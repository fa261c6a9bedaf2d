/// One self-contained HTML page (inline CSS and a small script; no network, no fonts): the totals,
/// a bar per rule and a table per folder, then each file with its findings, the flagged lines in
/// context with the range marked, and the rule's fix and documentation link. Everything reads with
/// the script off; with it on, findings can be filtered by rule and severity, and files beyond the
/// first hundred start closed so that 10,000 findings do not freeze the page. Every path,
/// message and source line is escaped.
enum HTMLReporter: Reporter {
    /// Files rendered open; the others start closed.
    static let firstFiles = 100
    static let context = 2

    static func render(_ report: Report) -> String {
        let r = report.result
        var byRule: [String: Int] = [:]
        var bySeverity: [Severity: Int] = [:]
        var byFolder: [String: Int] = [:]
        for d in r.diagnostics {
            byRule[d.rule, default: 0] += 1
            bySeverity[d.severity, default: 0] += 1
            let path = ReportPaths.display(d.path, root: report.sourceRoot)
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            byFolder[folder, default: 0] += 1
        }
        var h = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>layoutlint report</title>
            <style>\(css)</style>
            </head>
            <body>
            <header><h1>layoutlint</h1>
            <p class="totals"><strong>\(r.diagnostics.count)</strong> finding\(r.diagnostics.count == 1 ? "" : "s") in \
            \(Set(r.diagnostics.map(\.path)).count) of \(r.filesScanned) files \
            (\(Severity.allCases.map { "\(bySeverity[$0] ?? 0) \($0.rawValue)\(bySeverity[$0] == 1 ? "" : "s")" }.joined(separator: ", ")))\
            \(r.errors.isEmpty ? "" : "; \(r.errors.count) file\(r.errors.count == 1 ? "" : "s") could not be linted")</p>
            <p class="meta">layoutlint \(escape(report.toolVersion))</p></header>

            """
        if !r.diagnostics.isEmpty {
            let top = byRule.values.max() ?? 1
            h += "<section><h2>Findings per rule</h2>\n<table class=\"bars\">\n"
            for code in byRule.keys.sorted() {
                let n = byRule[code]!
                let rule = report.rule(code)
                let width = max(1, n * 100 / top)
                h += "<tr><td><a href=\"\(escape(rule.map(RulesDocument.url(of:)) ?? RulesDocument.publishedURL))\">\(escape(code))</a></td>"
                h += "<td>\(escape(rule?.name ?? ""))</td><td class=\"n\">\(n)</td>"
                h += "<td class=\"barcell\"><span class=\"bar\" style=\"width:\(width)%\"></span></td></tr>\n"
            }
            h += "</table></section>\n"
            h += "<section><h2>Findings per folder</h2>\n<table class=\"folders\">\n<tr><th>Folder</th><th class=\"n\">Findings</th></tr>\n"
            for folder in byFolder.keys.sorted(by: { byFolder[$0]! != byFolder[$1]! ? byFolder[$0]! > byFolder[$1]! : $0 < $1 }) {
                h += "<tr><td><code>\(escape(folder))</code></td><td class=\"n\">\(byFolder[folder]!)</td></tr>\n"
            }
            h += "</table></section>\n"
            h += "<section id=\"filters\" hidden><h2>Filter</h2><label>Rule <select id=\"rule\"><option value=\"\">all</option>"
            for code in byRule.keys.sorted() { h += "<option>\(escape(code))</option>" }
            h += "</select></label> <label>Severity <select id=\"severity\"><option value=\"\">all</option>"
            for s in Severity.allCases where bySeverity[s] != nil { h += "<option>\(s.rawValue)</option>" }
            h += "</select></label></section>\n"
        }
        // The findings, file by file.
        h += "<main>\n"
        var files: [(String, [Diagnostic])] = []
        for d in r.diagnostics {
            if files.last?.0 == d.path { files[files.count - 1].1.append(d) } else { files.append((d.path, [d])) }
        }
        for (k, (path, findings)) in files.enumerated() {
            let shown = ReportPaths.display(path, root: report.sourceRoot)
            let rules = Set(findings.map(\.rule)).sorted().joined(separator: " ")
            let severities = Set(findings.map(\.severity.rawValue)).sorted().joined(separator: " ")
            // Files past the first hundred start closed: the browser does not lay out a closed
            // `<details>`, so a huge report opens at once, and each file opens with a click.
            h += "<details class=\"file\"\(k < firstFiles ? " open" : "") data-rules=\"\(escape(rules))\" data-severities=\"\(severities)\">\n"
            h += "<summary><h3><code>\(escape(shown))</code> <span class=\"count\">\(findings.count)</span></h3></summary>\n"
            let bytes = report.sources.bytes(of: path)
            let lines = bytes.map(LineIndex.init)
            for d in findings {
                let rule = report.rule(d.rule)
                h += "<article class=\"finding \(d.severity.rawValue)\" data-rule=\"\(escape(d.rule))\" data-severity=\"\(d.severity.rawValue)\">\n"
                h += "<p><span class=\"sev\">\(d.severity.rawValue)</span> <a href=\"\(escape(rule.map(RulesDocument.url(of:)) ?? RulesDocument.publishedURL))\">"
                h += "\(escape(d.rule)) \(escape(d.name))</a> <span class=\"pos\">line \(d.line), column \(d.column)</span></p>\n"
                h += "<p class=\"msg\">\(escape(d.message))</p>\n"
                if let bytes, let lines { h += excerpt(d, bytes, lines) }
                if let rule { h += "<details><summary>How to fix</summary><p>\(escape(rule.fix))</p></details>\n" }
                h += "</article>\n"
            }
            h += "</details>\n"
        }
        if files.count > firstFiles {
            h += "<p class=\"meta\">Files after the first \(firstFiles) are closed; open each with a click.</p>\n"
        }
        if !r.errors.isEmpty {
            h += "<section><h2>Files that could not be linted</h2><ul>\n"
            for e in r.errors { h += "<li><code>\(escape(ReportPaths.display(e.path, root: report.sourceRoot)))</code>: \(escape(e.message))</li>\n" }
            h += "</ul></section>\n"
        }
        if r.diagnostics.isEmpty && r.errors.isEmpty { h += "<p class=\"clean\">No problems found.</p>\n" }
        h += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return h
    }

    /// The flagged lines with `context` lines around them, the flagged range in `<mark>`.
    static func excerpt(_ d: Diagnostic, _ bytes: [UInt8], _ lines: LineIndex) -> String {
        guard d.start >= 0, d.start <= d.end, d.end <= bytes.count else { return "" }
        let first = max(1, d.line - context)
        var last = min(lines.lineCount, d.endLine + context)
        if last > d.endLine, lines.startOfLine(last) >= bytes.count { last -= 1 }  // the empty "line" after the last break
        var out = "<pre class=\"code\">"
        // `d.line` past the end of a file changed since it was linted: no lines, not a trap.
        for n in Range.through(first, last) {
            let start = lines.startOfLine(n)
            var end = n < lines.lineCount ? lines.startOfLine(n + 1) : bytes.count
            while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            var text = ""
            let a = max(start, min(end, d.start)), b = max(start, min(end, d.end))
            if n >= d.line && n <= d.endLine && a < b {
                text = escape(decode(bytes[start..<a])) + "<mark>" + escape(decode(bytes[a..<b])) + "</mark>" + escape(decode(bytes[b..<end]))
            } else {
                text = escape(decode(bytes[start..<end]))
            }
            let number = String(n)
            out += "<span class=\"ln\">\(String(repeating: " ", count: max(0, 5 - number.count)))\(number)</span> \(text)\n"
        }
        return out + "</pre>\n"
    }

    static func decode(_ b: ArraySlice<UInt8>) -> String { String(decoding: b, as: UTF8.self) }

    /// Text safe in element content and in double-quoted attributes: the XML escapes, and control
    /// characters shown as the text format shows them (tabs stay, for indented code).
    static func escape(_ s: String) -> String {
        XMLWriter.attribute(LineSafe.escaped(s, keeping: ["\t"]))
    }

    static let css = """
        body{font:14px/1.45 -apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:0 auto;max-width:1100px;padding:0 16px 48px;color:#1d1d1f;background:#fff}\
        h1{font-size:22px;margin:20px 0 4px}h2{font-size:17px;margin:24px 0 8px}h3{font-size:14px;margin:20px 0 6px;border-bottom:1px solid #ddd;padding-bottom:4px}\
        .totals{font-size:15px}.meta{color:#666;font-size:12px}table{border-collapse:collapse}td,th{padding:2px 10px 2px 0;text-align:left;vertical-align:middle}\
        .n{text-align:right}.barcell{width:320px}.bar{display:inline-block;height:10px;background:#d9822b;border-radius:2px}\
        .count{color:#666;font-weight:normal}.finding{margin:8px 0 14px;padding-left:10px;border-left:3px solid #d9822b}\
        .finding.error{border-color:#c62828}.finding.note{border-color:#1e88e5}.finding p{margin:2px 0}\
        .sev{font-size:11px;text-transform:uppercase;color:#fff;background:#d9822b;border-radius:3px;padding:0 4px}\
        .error .sev{background:#c62828}.note .sev{background:#1e88e5}.pos{color:#666;font-size:12px}\
        pre.code{background:#f6f8fa;padding:6px 8px;overflow-x:auto;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;margin:4px 0}\
        .ln{color:#999;user-select:none}mark{background:#ffe08a;border-bottom:2px solid #d9822b}\
        details summary{cursor:pointer;color:#555;font-size:12px}.hidden{display:none}details.file>summary{list-style:none}details.file>summary h3{display:inline-block;width:100%}\
        @media (prefers-color-scheme:dark){body{background:#111;color:#ddd}pre.code{background:#1c1c1e}mark{background:#6b5200;color:#fff}h3{border-color:#333}}
        """

    static let script = """
        (function(){var f=document.getElementById('filters');if(!f)return;f.hidden=false;\
        var rule=document.getElementById('rule'),sev=document.getElementById('severity');\
        function apply(){var r=rule.value,s=sev.value,items=document.querySelectorAll('article.finding');\
        for(var i=0;i<items.length;i++){var a=items[i];var ok=(!r||a.getAttribute('data-rule')===r)&&(!s||a.getAttribute('data-severity')===s);\
        a.classList.toggle('hidden',!ok);}var files=document.querySelectorAll('details.file');\
        for(var j=0;j<files.length;j++){var any=files[j].querySelector('article.finding:not(.hidden)');files[j].classList.toggle('hidden',!any);}}\
        rule.onchange=apply;sev.onchange=apply;})();
        """
}
