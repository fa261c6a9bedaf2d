/// A unified diff (`diff -u`) of two versions of a file, line by line, with three lines of
/// context: what `--diff` prints. Lines are compared with their line breaks, so a changed line
/// ending shows as a change.
enum UnifiedDiff {
    static func render(path: String, before: [UInt8], after: [UInt8], context: Int = 3) -> String {
        let a = lines(before), b = lines(after)
        let script = edits(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        // git's a/ and b/ prefixes for relative paths; an absolute path stands as it is.
        let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var out = "--- \(old)\n+++ \(new)\n"
        // Group the script into hunks: changes closer than 2 × context share one.
        var i = 0
        while i < script.count {
            guard script[i].kind != .same else { i += 1; continue }
            var start = i
            var back = 0
            while start > 0, back < context, script[start - 1].kind == .same { start -= 1; back += 1 }
            var end = i
            var lastChange = i
            while end < script.count {
                if script[end].kind != .same { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(script.count, lastChange + 1 + context)
            let hunk = script[start..<end]
            let oldStart = hunk.first!.oldIndex, newStart = hunk.first!.newIndex
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for e in hunk {
                switch e.kind {
                case .same: out += line(" ", a[e.oldIndex])
                case .delete: out += line("-", a[e.oldIndex])
                case .insert: out += line("+", b[e.newIndex])
                }
            }
            i = end
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // 1-based; an empty range names the line before it.
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// One diff line: the marker, the text without its line break, and `\ No newline…` when the
    /// line has none.
    private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
        var body = bytes
        var ended = false
        while let last = body.last, last == 0x0A || last == 0x0D { body = body.dropLast(); ended = true }
        let text = marker + String(decoding: body, as: UTF8.self) + "\n"
        return ended ? text : text + "\\ No newline at end of file\n"
    }

    /// The lines of `bytes`, each with its line break (`\n`, `\r\n` or `\r`), as `LineIndex` splits them.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let index = LineIndex(bytes)
        var out: [ArraySlice<UInt8>] = []
        for n in 1...index.lineCount {
            let start = index.startOfLine(n), end = n < index.lineCount ? index.startOfLine(n + 1) : bytes.count
            if start < end { out.append(bytes[start..<end]) }  // no empty line after the last break
        }
        return out
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// 0-based line in the old and the new file (for inserts and deletes, where it would be).
        var oldIndex: Int
        var newIndex: Int
    }

    /// The shortest edit script from `a` to `b` (Myers' O(ND) algorithm), after stripping the
    /// common head and tail so that a few edits in a long file stay cheap.
    static func edits(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        var steps: [Step] = (0..<head).map { Step(kind: .same, oldIndex: $0, newIndex: $0) }
        for s in middle(x, y) {
            steps.append(Step(kind: s.kind, oldIndex: s.oldIndex + head, newIndex: s.newIndex + head))
        }
        for k in 0..<tail {
            steps.append(Step(kind: .same, oldIndex: a.count - tail + k, newIndex: b.count - tail + k))
        }
        return steps
    }

    private static func middle(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count, m = b.count
        if n == 0 { return (0..<m).map { Step(kind: .insert, oldIndex: 0, newIndex: $0) } }
        if m == 0 { return (0..<n).map { Step(kind: .delete, oldIndex: $0, newIndex: 0) } }
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) { x = v[max + k + 1] } else { x = v[max + k - 1] + 1 }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n && y >= m { trace.append(v); break outer }
            }
        }
        // Walk back through the trace.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let prevK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let prevX = v[max + prevK], prevY = prevX - prevK
            while x > prevX, y > prevY { x -= 1; y -= 1; steps.append(Step(kind: .same, oldIndex: x, newIndex: y)) }
            if d > 0 {
                if x == prevX { y -= 1; steps.append(Step(kind: .insert, oldIndex: x, newIndex: y)) }
                else { x -= 1; steps.append(Step(kind: .delete, oldIndex: x, newIndex: y)) }
            }
        }
        return steps.reversed()
    }
}
