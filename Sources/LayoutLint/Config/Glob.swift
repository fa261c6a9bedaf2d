/// Glob patterns as `.gitignore`, `.editorconfig` and the configuration use them: `*` (any run of
/// characters but `/`), `**` (any number of path segments), `?` (one character but `/`),
/// `[abc]`, `[a-z]`, `[!a]` character classes, and `{a,b}` alternatives (editorconfig).
struct Glob: Sendable, Hashable {
    let pattern: String
    private let scalars: [Unicode.Scalar]

    init(_ pattern: String) {
        self.pattern = pattern
        self.scalars = Array(pattern.unicodeScalars)
    }

    /// True when the whole of `path` (segments separated by `/`) matches.
    func matches(_ path: String) -> Bool {
        let p = Array(path.unicodeScalars)
        var memo = [Int: Bool]()
        return match(0, p, 0, &memo)
    }

    private func match(_ pi: Int, _ path: [Unicode.Scalar], _ si: Int, _ memo: inout [Int: Bool]) -> Bool {
        let key = pi * (path.count + 1) + si
        if let m = memo[key] { return m }
        let result = matchUncached(pi, path, si, &memo)
        memo[key] = result
        return result
    }

    private func matchUncached(_ pi: Int, _ path: [Unicode.Scalar], _ si: Int, _ memo: inout [Int: Bool]) -> Bool {
        if pi == scalars.count { return si == path.count }
        let c = scalars[pi]
        switch c {
        case "*":
            if pi + 1 < scalars.count, scalars[pi + 1] == "*" {
                var next = pi + 2
                if next < scalars.count, scalars[next] == "/" {
                    // `**/`: zero or more whole segments; what follows starts at a segment boundary.
                    next += 1
                    var k = si
                    while k <= path.count {
                        if (k == 0 || path[k - 1] == "/"), match(next, path, k, &memo) { return true }
                        k += 1
                    }
                    return false
                }
                // `**` elsewhere: any characters, `/` included.
                var k = si
                while k <= path.count {
                    if match(next, path, k, &memo) { return true }
                    k += 1
                }
                return false
            }
            var k = si
            while true {
                if match(pi + 1, path, k, &memo) { return true }
                if k == path.count || path[k] == "/" { return false }
                k += 1
            }
        case "?":
            return si < path.count && path[si] != "/" && match(pi + 1, path, si + 1, &memo)
        case "[":
            guard si < path.count, path[si] != "/", let (ok, end) = classMatch(pi, path[si]) else {
                return si < path.count && path[si] == "[" && match(pi + 1, path, si + 1, &memo)
            }
            return ok && match(end, path, si + 1, &memo)
        case "{":
            guard let close = scalars[pi...].firstIndex(of: "}") else {
                return si < path.count && path[si] == "{" && match(pi + 1, path, si + 1, &memo)
            }
            let rest = String(String.UnicodeScalarView(scalars[(close + 1)...]))
            for alt in String(String.UnicodeScalarView(scalars[(pi + 1)..<close])).split(separator: ",", omittingEmptySubsequences: false) {
                if Glob(String(alt) + rest).matches(String(String.UnicodeScalarView(path[si...]))) { return true }
            }
            return false
        case "\\":
            guard pi + 1 < scalars.count else { return false }
            return si < path.count && path[si] == scalars[pi + 1] && match(pi + 2, path, si + 1, &memo)
        default:
            return si < path.count && path[si] == c && match(pi + 1, path, si + 1, &memo)
        }
    }

    /// Matches `s` against the class starting at `pi`; returns (matched, index after `]`), or nil
    /// when the class is not closed.
    private func classMatch(_ pi: Int, _ s: Unicode.Scalar) -> (Bool, Int)? {
        var k = pi + 1
        var negate = false
        if k < scalars.count, scalars[k] == "!" || scalars[k] == "^" { negate = true; k += 1 }
        var matched = false
        var first = true
        while k < scalars.count {
            let c = scalars[k]
            if c == "]" && !first { return (matched != negate, k + 1) }
            first = false
            if k + 2 < scalars.count, scalars[k + 1] == "-", scalars[k + 2] != "]" {
                if c.value <= s.value && s.value <= scalars[k + 2].value { matched = true }
                k += 3
            } else {
                if c == s { matched = true }
                k += 1
            }
        }
        return nil
    }
}
