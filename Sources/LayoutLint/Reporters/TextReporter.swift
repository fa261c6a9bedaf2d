import Foundation

/// `path:line:col: warning: message [LL001 own-frame]`: the form Xcode, editors and most CI log
/// parsers understand. One line per diagnostic. On a terminal it adds color and, under each
/// diagnostic, the flagged source line underlined and a `help:` line with the rule's fix.
enum TextReporter: Reporter {
    static func render(_ report: Report) -> String {
        let paint = Paint(enabled: report.color)
        var out = ""
        for d in report.result.diagnostics {
            out += paint(.bold, "\(LineSafe.escaped(d.path)):\(d.line):\(d.column):") + " "
                + paint(color(of: d.severity), "\(d.severity.rawValue):") + " "
                + paint(.bold, LineSafe.escaped(d.message)) + " " + paint(.dim, "[\(d.rule) \(d.name)]") + "\n"
            if report.showSource { out += excerpt(d, report, paint) }
        }
        return out
    }

    /// The one-line summary printed on standard error.
    static func summary(_ result: Findings, elapsed: Duration? = nil) -> String {
        let counts = Severity.allCases.compactMap { s -> String? in
            let n = result.diagnostics.filter { $0.severity == s }.count
            return n == 0 ? nil : "\(n) \(s.rawValue)\(n == 1 ? "" : "s")"
        }
        let found = counts.isEmpty ? "no problems" : counts.joined(separator: ", ")
        var files = "\(result.filesScanned) file\(result.filesScanned == 1 ? "" : "s") checked"
        if let elapsed {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            files += " in " + String(format: "%.2fs", seconds)
        }
        let errors = result.errors.isEmpty ? "" : ", \(result.errors.count) not linted"
        return "layoutlint: \(found) (\(files)\(errors))"
    }

    /// ```
    ///    |
    /// 18 |         label.frame = frame.insetBy(dx: 8, dy: 8)
    ///    |                       ^^^^^
    ///    = help: Use `bounds` (…).
    /// ```
    static func excerpt(_ d: Diagnostic, _ report: Report, _ paint: Paint) -> String {
        var out = ""
        let gutter = String(repeating: " ", count: String(d.line).count)
        if let bytes = report.sources.bytes(of: d.path) {
            let (line, marks) = sourceLine(bytes, LineIndex(bytes), d)
            let carets = marks.drop { $0 != "^" }
            out += paint(.blue, "\(gutter) |") + "\n"
            out += paint(.blue, "\(d.line) |") + " " + line + "\n"
            out += paint(.blue, "\(gutter) |") + " " + marks.dropLast(carets.count) + paint(color(of: d.severity), String(carets)) + "\n"
        }
        if let rule = report.rule(d.rule) {
            out += paint(.blue, "\(gutter) =") + " " + paint(.bold, "help:") + " " + firstSentence(rule.fix) + "\n"
        }
        return out + "\n"
    }

    /// The diagnostic's first line as text, and a marker line: the indentation of the text before
    /// the range (tabs kept, so it lines up) and `^` under each scalar of the range on that line.
    static func sourceLine(_ bytes: [UInt8], _ lines: LineIndex, _ d: Diagnostic) -> (String, String) {
        var i = lines.startOfLine(d.line)
        if d.line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        var end = i
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        var text: [UInt8] = [], pad = "", carets = 0
        while i < end {
            let n = min(LineIndex.scalarLength(leadByte: bytes[i]), end - i)
            let isTab = bytes[i] == 0x09
            // Other control characters would move the terminal's cursor: show them as spaces.
            if bytes[i] < 0x20 && !isTab { text.append(0x20) } else { text += bytes[i..<i + n] }
            if i < d.start { pad += isTab ? "\t" : " " } else if i < d.end { carets += 1 }
            i += n
        }
        return (String(decoding: text, as: UTF8.self), pad + String(repeating: "^", count: max(1, carets)))
    }

    /// The fix text up to its first full stop outside code spans, on one line.
    static func firstSentence(_ markdown: String) -> String {
        let chars = Array(markdown)
        var inCode = false
        var k = 0
        while k < chars.count {
            if chars[k] == "`" { inCode.toggle() }
            if chars[k] == ".", !inCode, k + 1 == chars.count || chars[k + 1].isWhitespace {
                return Fingerprints.collapsed(String(chars[...k]))
            }
            k += 1
        }
        return Fingerprints.collapsed(markdown)
    }

    static func color(of s: Severity) -> Paint.Style {
        switch s {
        case .error: return .red
        case .warning: return .yellow
        case .note: return .cyan
        }
    }

    /// ANSI styling that is the identity when color is off.
    struct Paint {
        enum Style: String {
            case bold = "1", dim = "2", red = "1;31", yellow = "1;33", cyan = "1;36", blue = "1;34"
        }
        let enabled: Bool

        func callAsFunction(_ style: Style, _ s: String) -> String {
            enabled ? "\u{1B}[\(style.rawValue)m\(s)\u{1B}[0m" : s
        }
    }
}
