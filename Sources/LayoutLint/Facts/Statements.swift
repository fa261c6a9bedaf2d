/// Statement boundaries, for the rules that look at "the same expression" or "the assigned value".
/// A statement ends at `;`, at a closing bracket of an enclosing group, at a `,` of an enclosing
/// list, or at a line break that does not continue the expression.
///
/// Each scan takes at most `maxSteps` steps (a bracket group is one step), so that the many
/// accesses of one enormous statement cost linear time; no real statement comes near it.
enum Statements {
    static let maxSteps = 512

    /// The last token of the expression that starts at `from`.
    static func end(_ ts: TokenStream, from: Int) -> Int {
        var k = from
        var last = from - 1
        var steps = 0
        while k < ts.count, steps < maxSteps {
            steps += 1
            if ts.isPunct(k, ";") || ts.isPunct(k, "}") || ts.isPunct(k, ")") || ts.isPunct(k, "]") || ts.isPunct(k, ",")
                || ts.kind(k) == .interpolationEnd || ts.kind(k) == .directive {
                break
            }
            if k > from, ts.code[k].flags.contains(.atStartOfLine), ts.kind(k) != .operator, !ts.isPunct(k, "."),
               ts.kind(last) != .operator, !ts.isPunct(k, "{") {
                break
            }
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{") {
                last = min(p, ts.count - 1)
                k = p + 1
                continue
            }
            last = k
            k += 1
        }
        return last
    }

    /// The whole statement around token `i`: out to the outermost bracket group that is not a
    /// block, back to the statement's start, and forward to its end.
    static func around(_ ts: TokenStream, _ i: Int) -> ClosedRange<Int> {
        var outer = i
        var open = ts.enclosingOpen(i)
        while let o = open, ts.isPunct(o, "(") || ts.isPunct(o, "[") {
            outer = o
            open = ts.enclosingOpen(o)
        }
        var start = outer
        var k = outer - 1
        var steps = 0
        while k >= 0, steps < maxSteps {
            steps += 1
            if ts.isPunct(k, ";") || ts.isPunct(k, "{") || ts.isPunct(k, "}") || ts.kind(k) == .directive
                || ts.kind(k) == .interpolationStart { break }
            if ts.isPunct(k, ")") || ts.isPunct(k, "]"), let p = ts.partner(of: k) { start = p; k = p - 1; continue }
            if ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, ",") { break }
            start = k
            if ts.code[k].flags.contains(.atStartOfLine), ts.kind(k) != .operator, !ts.isPunct(k, "."),
               ts.kind(k - 1) != .operator {
                break
            }
            k -= 1
        }
        return start...max(start, end(ts, from: outer))
    }
}
