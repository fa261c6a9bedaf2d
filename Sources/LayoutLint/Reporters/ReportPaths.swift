/// Paths as CI systems want them: relative to the checkout (the source root) when the file is in
/// it, with `.` and `..` segments resolved.
enum ReportPaths {
    /// `path` relative to `root`, or nil when it lies outside (or there is no root).
    static func relative(_ path: String, to root: String?) -> String? {
        guard let root else {
            let p = normalized(path)
            return p.hasPrefix("/") || p == ".." || p.hasPrefix("../") ? nil : p
        }
        let absolute = normalized(path.hasPrefix("/") ? path : root + "/" + path)
        let base = normalized(root)
        if base == "/" { return String(absolute.dropFirst()) }
        guard absolute.hasPrefix(base + "/") else { return nil }
        return String(absolute.dropFirst(base.count + 1))
    }

    /// The path relative to the root when it is inside, else the path normalized.
    static func display(_ path: String, root: String?) -> String {
        relative(path, to: root) ?? normalized(path)
    }

    /// `a/./b/../c` → `a/c`; a leading `/` is kept, and `..` above a relative start is kept too.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// A URI reference for a path: unreserved characters and `/` kept, the rest percent-encoded
    /// (RFC 3986 §2.3).
    static func uriEncoded(_ path: String) -> String {
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

/// Text for the line-based formats (text, MSBuild, the messages on standard error), where one
/// diagnostic must stay one line whatever a file's name or contents hold: line breaks and other
/// control characters are written as escapes (`\n`, `\r`, `\t`, `\u{1B}`), so a name cannot start
/// a forged line or move a terminal's cursor.
enum LineSafe {
    static func escaped(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: isControl) else { return s }
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isControl(u) { out += visible(u) } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    /// Like `escaped(_:)`, but the characters in `keeping` stay as they are (a tab in a source
    /// excerpt, the line breaks of a quoted CSV field).
    static func escaped(_ s: String, keeping: Set<Unicode.Scalar>) -> String {
        guard s.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else { return s }
        var out = ""
        for u in s.unicodeScalars {
            if keeping.contains(u) { out.unicodeScalars.append(u) } else { out += escaped(String(u)) }
        }
        return out
    }

    /// A control character as visible text: `\u{1B}`.
    static func visible(_ u: Unicode.Scalar) -> String {
        "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    static func isControl(_ u: Unicode.Scalar) -> Bool {
        u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.value == 0x2028 || u.value == 0x2029
    }
}
