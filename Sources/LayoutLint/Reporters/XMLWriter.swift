/// Escaping for the XML reports (Checkstyle, JUnit). XML 1.0 cannot carry most control
/// characters at all, not even as character references, so they become U+FFFD; the five markup
/// characters become entities; in attributes, tab, line feed and carriage return become character
/// references so that attribute-value normalisation keeps them.
enum XMLWriter {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    static func text(_ s: String) -> String { escape(s, attribute: false) }
    static func attribute(_ s: String) -> String { escape(s, attribute: true) }

    /// ` name="value"` for each pair, values escaped.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(attribute($0.1))\"" }.joined()
    }

    static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            default:
                out.unicodeScalars.append(isAllowed(u) ? u : "\u{FFFD}")
            }
        }
        return out
    }

    /// The XML 1.0 `Char` production (§2.2), less the C1 controls it discourages.
    static func isAllowed(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
