/// Glob patterns as `.gitignore`, `.editorconfig` and the configuration use them: `*` (any run of
/// characters but `/`), `**` (any number of whole path segments when followed by `/`, anything at
/// the end), `?` (one character but `/`), `[abc]`, `[a-z]`, `[!a]` character classes, and `{a,b}`
/// alternatives (editorconfig). A pattern is compiled once; the common shapes (`**/name`,
/// `**/*.ext`, a literal path) are matched without the general matcher.
struct Glob: Sendable, Hashable {
    let pattern: String
    private let alternatives: [Compiled]

    fileprivate enum Shape: Sendable, Hashable {
        /// No wildcards: the whole path.
        case literal
        /// `**/name`: the last segment, or the whole path.
        case basename
        /// `**/*suffix`: the last segment ends with the suffix.
        case suffix
        /// `**/segment` with wildcards: the segment pattern against the last segment.
        case lastSegment
        /// Wildcards but no `**`: matched in one pass, `*` never crossing `/`.
        case wildcard
        case general
    }

    fileprivate struct Compiled: Sendable, Hashable {
        let bytes: [UInt8]
        let shape: Shape
        /// The literal part for the fast shapes.
        let literal: [UInt8]
        /// For the general shape: a run of plain bytes every match contains (a quick rejection).
        var required: [UInt8] = []
    }

    /// For `**/*suffix` patterns whose suffix has a `.`: the extension (after the last `.`) that a
    /// matching path's last segment must have; nil for other shapes.
    var requiredExtension: [UInt8]? {
        guard alternatives.count == 1, alternatives[0].shape == .suffix,
              let dot = alternatives[0].literal.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return Array(alternatives[0].literal[(dot + 1)...])
    }

    /// For `**/name` patterns: the name a path's last segment must equal; nil for other shapes.
    var basename: [UInt8]? {
        guard alternatives.count == 1, alternatives[0].shape == .basename else { return nil }
        return alternatives[0].literal
    }

    init(_ pattern: String) {
        self.pattern = pattern
        self.alternatives = Self.expandBraces(Array(pattern.utf8)).map(Self.compile)
    }

    static func == (a: Glob, b: Glob) -> Bool { a.pattern == b.pattern }
    func hash(into h: inout Hasher) { h.combine(pattern) }

    /// True when the whole of `path` (segments separated by `/`) matches.
    func matches(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        return matches(bytes[...])
    }

    func matches(_ path: ArraySlice<UInt8>) -> Bool {
        alternatives.contains { $0.matches(path) }
    }

    // MARK: Compiling

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")

    private static func isWild(_ b: UInt8) -> Bool {
        b == star || b == UInt8(ascii: "?") || b == UInt8(ascii: "[") || b == UInt8(ascii: "\\")
    }

    private static func compile(_ p: [UInt8]) -> Compiled {
        if !p.contains(where: isWild) { return Compiled(bytes: p, shape: .literal, literal: p) }
        let prefix: [UInt8] = Array("**/".utf8)
        if p.count > 3, Array(p[0..<3]) == prefix {
            let rest = Array(p[3...])
            if !rest.contains(where: isWild), !rest.contains(slash) { return Compiled(bytes: p, shape: .basename, literal: rest) }
            if rest.first == star, rest.count > 1 {
                let tail = Array(rest[1...])
                if !tail.contains(where: isWild), !tail.contains(slash) { return Compiled(bytes: p, shape: .suffix, literal: tail) }
            }
            if !rest.contains(slash), !containsDoubleStar(rest) { return Compiled(bytes: p, shape: .lastSegment, literal: rest) }
        }
        if !containsDoubleStar(p) { return Compiled(bytes: p, shape: .wildcard, literal: p) }
        // The longest run of plain bytes, for rejecting most paths without the general matcher.
        var best: ArraySlice<UInt8> = [], current = p.startIndex
        for k in p.indices where isWild(p[k]) || p[k] == UInt8(ascii: "{") {
            if k - current > best.count { best = p[current..<k] }
            current = k + 1
        }
        if p.endIndex - current > best.count { best = p[current...] }
        return Compiled(bytes: p, shape: .general, literal: [], required: best.count >= 3 ? Array(best) : [])
    }

    private static func containsDoubleStar(_ p: [UInt8]) -> Bool {
        zip(p, p.dropFirst()).contains { $0 == star && $1 == star }
    }

    /// `a{b,c}d` → `abd`, `acd` (one level of braces, as editorconfig uses them).
    private static func expandBraces(_ p: [UInt8]) -> [[UInt8]] {
        guard let open = p.firstIndex(of: UInt8(ascii: "{")),
              let close = p[open...].firstIndex(of: UInt8(ascii: "}")) else { return [p] }
        let head = Array(p[..<open]), tail = Array(p[(close + 1)...])
        return p[(open + 1)..<close].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            .flatMap { expandBraces(head + Array($0) + tail) }
    }
}

private extension Glob.Compiled {
    func matches(_ path: ArraySlice<UInt8>) -> Bool {
        switch shape {
        case .literal:
            return path.elementsEqual(literal)
        case .basename:
            guard path.count >= literal.count, path.suffix(literal.count).elementsEqual(literal) else { return false }
            let start = path.endIndex - literal.count
            return start == path.startIndex || path[start - 1] == UInt8(ascii: "/")
        case .suffix:
            guard path.count >= literal.count, path.suffix(literal.count).elementsEqual(literal) else { return false }
            return true  // `*` covers the rest of the last segment (the suffix has no `/`)
        case .lastSegment:
            let start = path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? path.startIndex
            return Self.wildcard(literal, path[start...])
        case .wildcard:
            return Self.wildcard(literal, path)
        case .general:
            if !required.isEmpty, !Self.contains(path, required) { return false }
            var memo = [UInt8](repeating: 0, count: (bytes.count + 1) * (path.count + 1))
            return match(0, path, path.startIndex, &memo)
        }
    }

    static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var i = haystack.startIndex
        let last = haystack.endIndex - needle.count
        while i <= last {
            if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }

    /// One pass with backtracking to the last `*`, which never matches `/`; no allocation.
    static func wildcard(_ p: [UInt8], _ s: ArraySlice<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        var pi = 0, si = s.startIndex
        var starP = -1, starS = s.startIndex
        while si < s.endIndex {
            if pi < p.count {
                let c = p[pi]
                if c == UInt8(ascii: "*") { starP = pi; starS = si; pi += 1; continue }
                let b = s[si]
                var step = 0  // pattern bytes consumed by a match of `b`
                if c == UInt8(ascii: "?") {
                    if b != slash { step = 1 }
                } else if c == UInt8(ascii: "[") {
                    if let (ok, after) = classAt(p, pi, b) { if ok && b != slash { step = after - pi } }
                    else if b == c { step = 1 }
                } else if c == UInt8(ascii: "\\"), pi + 1 < p.count {
                    if p[pi + 1] == b { step = 2 }
                } else if c == b {
                    step = 1
                }
                if step > 0 { pi += step; si += 1; continue }
            }
            // Mismatch: let the last `*` take one more byte, unless that byte is `/`.
            guard starP >= 0, s[starS] != slash else { return false }
            starS += 1
            si = starS
            pi = starP + 1
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }

    /// The character class at `pi` against `b`: (matched, index after `]`), or nil when unclosed.
    static func classAt(_ p: [UInt8], _ pi: Int, _ b: UInt8) -> (Bool, Int)? {
        var k = pi + 1
        var negate = false
        if k < p.count, p[k] == UInt8(ascii: "!") || p[k] == UInt8(ascii: "^") { negate = true; k += 1 }
        var matched = false
        var first = true
        while k < p.count {
            let c = p[k]
            if c == UInt8(ascii: "]") && !first { return (matched != negate, k + 1) }
            first = false
            if k + 2 < p.count, p[k + 1] == UInt8(ascii: "-"), p[k + 2] != UInt8(ascii: "]") {
                if c <= b && b <= p[k + 2] { matched = true }
                k += 3
            } else {
                if c == b { matched = true }
                k += 1
            }
        }
        return nil
    }

    /// The general matcher, memoised on (pattern index, path index): 0 unknown, 1 no, 2 yes.
    func match(_ pi: Int, _ path: ArraySlice<UInt8>, _ si: Int, _ memo: inout [UInt8]) -> Bool {
        let key = pi * (path.count + 1) + (si - path.startIndex)
        if memo[key] != 0 { return memo[key] == 2 }
        let result = matchUncached(pi, path, si, &memo)
        memo[key] = result ? 2 : 1
        return result
    }

    private func matchUncached(_ pi: Int, _ path: ArraySlice<UInt8>, _ si: Int, _ memo: inout [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/")
        let end = path.endIndex
        if pi == bytes.count { return si == end }
        let c = bytes[pi]
        switch c {
        case UInt8(ascii: "*"):
            if pi + 1 < bytes.count, bytes[pi + 1] == UInt8(ascii: "*") {
                var next = pi + 2
                if next < bytes.count, bytes[next] == slash {
                    // `**/`: zero or more whole segments; what follows starts at a segment boundary.
                    next += 1
                    var k = si
                    while k <= end {
                        if (k == path.startIndex || path[k - 1] == slash), match(next, path, k, &memo) { return true }
                        k += 1
                    }
                    return false
                }
                var k = si
                while k <= end {
                    if match(next, path, k, &memo) { return true }
                    k += 1
                }
                return false
            }
            var k = si
            while true {
                if match(pi + 1, path, k, &memo) { return true }
                if k == end || path[k] == slash { return false }
                k += 1
            }
        case UInt8(ascii: "?"):
            return si < end && path[si] != slash && match(pi + 1, path, si + 1, &memo)
        case UInt8(ascii: "["):
            guard si < end, path[si] != slash, let (ok, after) = Self.classAt(bytes, pi, path[si]) else {
                return si < end && path[si] == c && match(pi + 1, path, si + 1, &memo)
            }
            return ok && match(after, path, si + 1, &memo)
        case UInt8(ascii: "\\"):
            guard pi + 1 < bytes.count else { return false }
            return si < end && path[si] == bytes[pi + 1] && match(pi + 2, path, si + 1, &memo)
        default:
            return si < end && path[si] == c && match(pi + 1, path, si + 1, &memo)
        }
    }
}
