/// A tiny JSON writer: values are built as `JSONValue` and written with sorted keys, two-space
/// indentation and the escaping RFC 8259 requires, so reports are byte-identical run to run.
indirect enum JSONValue {
    /// True when `s` has a byte JSON must escape: a quote, a backslash, a control character,
    /// DEL, or U+2028/U+2029 (E2 80 A8/A9), which some JavaScript readers treat as line ends.
    static func needsEscaping(_ s: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for b in s.utf8 {
            if b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F { return true }
            if (b == 0xA8 || b == 0xA9) && previous == (0xE2, 0x80) { return true }
            previous = (previous.1, b)
        }
        return false
    }

    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    /// On one line, with sorted keys and no spaces (JSON lines).
    func rendered(compact: Bool) -> String {
        guard compact else { return rendered() }
        var out = ""
        writeCompact(into: &out)
        return out
    }

    private func writeCompact(into out: inout String) {
        switch self {
        case .string(let s): JSONValue.escape(s, into: &out)
        case .int(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            out += "["
            for (k, item) in items.enumerated() { if k > 0 { out += "," }; item.writeCompact(into: &out) }
            out += "]"
        case .object(let fields):
            out += "{"
            for (k, (key, value)) in fields.sorted(by: { $0.0.utf8Precedes($1.0) }).enumerated() {
                if k > 0 { out += "," }
                JSONValue.escape(key, into: &out)
                out += ":"
                value.writeCompact(into: &out)
            }
            out += "}"
        }
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .string(let s): JSONValue.escape(s, into: &out)
        case .int(let n): out += String(n)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (k, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += k + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{\n"
            let sorted = fields.sorted { $0.0.utf8Precedes($1.0) }
            for (k, (key, value)) in sorted.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                JSONValue.escape(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += k + 1 < sorted.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    static func escape(_ s: String, into out: inout String) {
        // Most strings (paths, messages) need no escaping: copy them whole.
        if !needsEscaping(s) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}
