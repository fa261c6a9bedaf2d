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
