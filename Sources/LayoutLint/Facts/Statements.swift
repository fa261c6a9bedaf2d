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
            if k > from, k >= 0, ts.code[k].flags.contains(.atStartOfLine), ts.kind(k) != .operator, !ts.isPunct(k, "."),
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

    /// The statement around token `i`, or, when `i` is in the condition of an `if`, `guard`,
    /// `while` or `switch`, only that condition: the branches it chooses between are other
    /// statements (`if (indicator.center.x < CGRectGetMidX(self.bounds)) { … }`).
    static func expression(around i: Int, _ ts: TokenStream) -> ClosedRange<Int> {
        let statement = around(ts, i)
        let head = statement.lowerBound
        guard [.kIf, .kGuard, .kWhile, .kSwitch].contains(ts.word(head)) else { return statement }
        // `if (…)`: the group after the keyword, when it holds `i`.
        if ts.isPunct(head + 1, "("), let close = ts.partner(of: head + 1) {
            return (head + 1 < i && i < close) ? (head + 2)...(close - 1) : statement
        }
        // Swift's `if cond {`: up to the first block at the statement's own level.
        var k = head + 1
        while k <= statement.upperBound {
            if ts.isPunct(k, "{") { return (i > head && i < k) ? (head + 1)...(k - 1) : statement }
            if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") { k = p + 1; continue }
            k += 1
        }
        return statement
    }

    /// The whole statement around token `i`: out to the outermost bracket group that is not a
    /// block, back to the statement's start, and forward to its end.
    static func around(_ ts: TokenStream, _ i: Int) -> ClosedRange<Int> {
        // A position past the last token (an unclosed bracket's partner) reads as the last token.
        let i = min(max(i, 0), max(ts.count - 1, 0))
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

/// Which code runs together at run time: two statements in different arms of one `if` … `else`
/// chain never run in the same call.
enum Branches {
    /// True when `a` and `b` sit in different braced arms of the same `if`/`else if`/`else` chain.
    static func exclusive(_ ts: TokenStream, _ a: Int, _ b: Int) -> Bool {
        var open = ts.enclosingOpen(a)
        var steps = 0
        while let o = open, steps < 64 {
            steps += 1
            if ts.isPunct(o, "{"), let arms = chain(ts, armAt: o), let i = arms.firstIndex(where: { $0.contains(a) }),
               let j = arms.firstIndex(where: { $0.contains(b) }), i != j {
                return true
            }
            open = ts.enclosingOpen(o)
        }
        return false
    }

    /// True when token `i` runs only under a condition decided inside `body` (a function's
    /// body): in an `if`/`else` arm or a `switch` case, after a `guard`, or in the statement of a
    /// braceless `if (…) statement;`.
    static func conditional(_ ts: TokenStream, _ i: Int, within body: ClosedRange<Int>) -> Bool {
        var open = ts.enclosingOpen(i)
        var steps = 0
        while let o = open, o > body.lowerBound, steps < 64 {
            steps += 1
            if ts.isPunct(o, "{") {
                if isArm(ts, o) { return true }
                // A `switch` body: its cases are the conditions.
                if isSwitchBody(ts, o, within: body) { return true }
            }
            open = ts.enclosingOpen(o)
        }
        // `guard … else { return }` earlier in the body gates everything after it, and so does an
        // early exit: `if (x) return;`, `if x { return }`.
        var k = body.lowerBound + 1
        while k < i {
            if ts.word(k) == .kGuard { return true }
            if ts.word(k) == .kReturn, ts.enclosingOpen(k) == body.lowerBound || Self.isArm(ts, ts.enclosingOpen(k) ?? body.lowerBound) {
                // A `return` in an arm of an `if` directly in the body, or a braceless `if (…) return`.
                if ts.enclosingOpen(k) != body.lowerBound { return true }
                let start = Statements.around(ts, k).lowerBound
                if ts.word(start) == .kIf { return true }
                if ts.isPunct(k - 1, ")"), let p = ts.partner(of: k - 1), ts.word(p - 1) == .kIf { return true }
                if ts.word(k - 1) == .kElse { return true }
            }
            k += 1
        }
        return isBracelessArm(ts, i)
    }

    /// Token `i` is conditional (`conditional`) only through `if` arms whose conditions test that
    /// something is there (`if let model = model`, `if (self.task)`, `x != nil && y != nil`) and
    /// that nothing in `body` assigns: once true such a condition stays true, so what the arm does
    /// happens on every run, unlike an arm gated by a flag, a remembered value or a comparison.
    static func onlyUnderPresenceTests(_ ts: TokenStream, _ i: Int, within body: ClosedRange<Int>) -> Bool {
        var open = ts.enclosingOpen(i)
        var steps = 0
        var any = false
        while let o = open, o > body.lowerBound, steps < 64 {
            steps += 1
            if ts.isPunct(o, "{") {
                if let kw = armKeyword(ts, o) {
                    guard ts.word(kw) == .kIf, isPresenceTest(ts, (kw + 1)..<o, body) else { return false }
                    any = true
                } else if isSwitchBody(ts, o, within: body) {
                    return false
                }
            }
            open = ts.enclosingOpen(o)
        }
        guard !isBracelessArm(ts, i) else { return false }
        // Early exits before it: only when something is missing (`guard let x = x else { return }`,
        // `if (!_task) return;`, `if model == nil { return }`).
        var k = body.lowerBound + 1
        while k < i {
            defer { k += 1 }
            if ts.word(k) == .kGuard {
                var e = k + 1
                while e < i, ts.word(e) != .kElse, !ts.isPunct(e, "{") { e += 1 }
                guard ts.word(e) == .kElse, isPresenceTest(ts, (k + 1)..<e, body) else { return false }
                any = true
                continue
            }
            guard ts.word(k) == .kReturn else { continue }
            // A `return` directly in the body, in no arm, is no early exit under a condition.
            if ts.enclosingOpen(k) == body.lowerBound, !isBracelessArm(ts, k) { continue }
            // The condition of the `if` it leaves: `if (x) return;`, `if (x)` ending just before it, `if x { return }`.
            let start = Statements.around(ts, k).lowerBound
            var condition: Range<Int>?
            if ts.word(start) == .kIf, ts.isPunct(start + 1, "("), let p = ts.partner(of: start + 1) {
                condition = (start + 2)..<p
            } else if ts.isPunct(k - 1, ")"), let p = ts.partner(of: k - 1), ts.word(p - 1) == .kIf {
                condition = (p + 1)..<(k - 1)
            } else if let o = ts.enclosingOpen(k), o != body.lowerBound, let a = armKeyword(ts, o), ts.word(a) == .kIf,
                      ts.enclosingOpen(a) == body.lowerBound {
                condition = (a + 1)..<o
            }
            guard let c = condition, isAbsenceTest(ts, c, body) else { return false }
            any = true
        }
        return any
    }

    /// `!x`, `x == nil`, `!self.a || !b`: true when something is missing.
    private static func isAbsenceTest(_ ts: TokenStream, _ condition: Range<Int>, _ body: ClosedRange<Int>) -> Bool {
        var c = condition
        while let f = c.first, let l = c.last, ts.isPunct(f, "("), ts.partner(of: f) == l { c = (f + 1)..<l }
        guard !c.isEmpty else { return false }
        // Each `||` part is `!path` or `path == nil`.
        var parts: [Range<Int>] = []
        var from = c.lowerBound
        for k in c where ts.isOperator(k, "||") { parts.append(from..<k); from = k + 1 }
        parts.append(from..<c.upperBound)
        for p in parts {
            guard let f = p.first, let l = p.last else { return false }
            if ts.isOperator(f, "!") || ts.isPunct(f, "!") {
                guard f + 1 <= l, isPresenceTest(ts, (f + 1)..<(l + 1), body) else { return false }
            } else if l >= f + 2, ts.isOperator(l - 1, "=="), ["nil", "NULL", "null"].contains(ts.text(l)) {
                guard isPresenceTest(ts, f..<(l - 1), body) else { return false }
            } else {
                return false
            }
        }
        return true
    }

    private static func isPresenceTest(_ ts: TokenStream, _ condition: Range<Int>, _ body: ClosedRange<Int>) -> Bool {
        guard !condition.isEmpty else { return false }
        var names: [String] = []
        for k in condition {
            if ts.kind(k) == .identifier {
                let t = ts.text(k)
                if ["nil", "NULL", "null", "self", "this", "let", "var"].contains(t) { continue }
                if ts.word(k) != .none, ts.word(k) != .width, ts.word(k) != .height { return false }  // a keyword or a geometry word
                names.append(t)
                continue
            }
            if ts.isPunct(k, ".") || ts.isPunct(k, ",") || ts.isPunct(k, "(") || ts.isPunct(k, ")") { continue }
            if ts.isOperator(k, "&&") || ts.isOperator(k, "?") || ts.isPunct(k, "?") { continue }
            if ts.isOperator(k, "!") || ts.isPunct(k, "!") {
                // A force unwrap (`x!`), not a negation.
                if k > condition.lowerBound, ts.kind(k - 1) == .identifier || ts.isPunct(k - 1, ")") { continue }
                return false
            }
            if ts.isOperator(k, "!=") || ts.isOperator(k, "==") {
                let other = k + 1 < condition.upperBound ? ts.text(k + 1) : ""
                if ["nil", "NULL", "null"].contains(other) { continue }
                return false
            }
            if ts.isOperator(k, "="), k > condition.lowerBound + 1, ["let", "var"].contains(ts.text(k - 2)) { continue }
            return false
        }
        guard !names.isEmpty else { return false }
        // A name the function assigns is a flag or remembered value, not a presence.
        for k in body where ts.kind(k) == .identifier && ts.isAssignment(k + 1) && !condition.contains(k) {
            let t = ts.text(k)
            if names.contains(t) || (t.hasPrefix("_") && names.contains(String(t.dropFirst()))) { return false }
        }
        return true
    }

    /// The statement around token `i` is the whole arm of a C-family braceless `if (x) statement;`
    /// or `else statement;`, or, with `loops`, the body of a braceless `while`, `for` or `foreach`.
    static func isBracelessArm(_ ts: TokenStream, _ i: Int, loops: Bool = false) -> Bool {
        let start = Statements.around(ts, i).lowerBound
        if ts.word(start) == .kIf || ts.word(start - 1) == .kElse { return true }  // the statement scan may take the `if (…)` in
        guard ts.isPunct(start - 1, ")"), let p = ts.partner(of: start - 1) else { return false }
        let keyword = ts.word(p - 1)
        return keyword == .kIf || loops && (keyword == .kWhile || keyword == .kFor || keyword == .kForeach)
    }

    /// The arms (braced bodies) of the `if` chain that the block opened at `o` belongs to, or nil
    /// when the block is not an `if` or `else` arm.
    private static func chain(_ ts: TokenStream, armAt o: Int) -> [ClosedRange<Int>]? {
        guard isArm(ts, o) else { return nil }
        // Back to the first arm: while this arm's `if` follows `} else`, step to the previous arm.
        var first = o
        var guardSteps = 0
        while guardSteps < 64, let kw = armKeyword(ts, first), ts.word(kw) == .kElse || ts.word(kw - 1) == .kElse,
              case let elseToken = ts.word(kw) == .kElse ? kw : kw - 1, ts.isPunct(elseToken - 1, "}"),
              let previous = ts.partner(of: elseToken - 1) {
            first = previous
            guardSteps += 1
        }
        var arms: [ClosedRange<Int>] = []
        var current = first
        while arms.count < 64, let close = ts.partner(of: current), let arm = ClosedRange.checked(current, close) {
            arms.append(arm)
            guard ts.word(close + 1) == .kElse else { break }
            // `else {` or `else if … {`: the next `{` at this level.
            var k = close + 2
            var found: Int?
            while k < ts.count, k < close + 2 + 256 {
                if ts.isPunct(k, "{") { found = k; break }
                if ts.isPunct(k, ";") || ts.isPunct(k, "}") { break }
                if ts.isPunct(k, "("), let p = ts.partner(of: k) { k = p + 1; continue }
                k += 1
            }
            guard let next = found else { break }
            current = next
        }
        return arms.count > 1 ? arms : nil
    }

    /// The conditions of the `if` arms around token `i` inside `body`, innermost first, each with
    /// whether `i` is in the arm taken when it is false (the plain `else` right after that arm).
    static func armConditions(_ ts: TokenStream, _ i: Int, within body: ClosedRange<Int>) -> [(condition: Range<Int>, whenFalse: Bool)] {
        var out: [(Range<Int>, Bool)] = []
        var open = ts.enclosingOpen(i)
        var steps = 0
        while let o = open, o > body.lowerBound, steps < 64 {
            steps += 1
            if ts.isPunct(o, "{"), let kw = armKeyword(ts, o) {
                if ts.word(kw) == .kIf {
                    out.append(((kw + 1)..<o, false))
                } else if ts.isPunct(kw - 1, "}"), let previous = ts.partner(of: kw - 1), let pk = armKeyword(ts, previous), ts.word(pk) == .kIf {
                    out.append(((pk + 1)..<previous, true))
                }
            }
            open = ts.enclosingOpen(o)
        }
        // `if (…) statement;`
        let start = Statements.around(ts, i).lowerBound
        if ts.isPunct(start - 1, ")"), let p = ts.partner(of: start - 1), ts.word(p - 1) == .kIf { out.append(((p + 1)..<(start - 1), false)) }
        return out
    }

    /// Whether the `{` at `o` opens the body of an `if` or `else`.
    /// The `{` at `o` opens a `switch` body (`switch x {`, `switch (x) {`).
    private static func isSwitchBody(_ ts: TokenStream, _ o: Int, within body: ClosedRange<Int>) -> Bool {
        var k = o - 1
        if ts.isPunct(k, ")"), let p = ts.partner(of: k) { k = p - 1 }
        while k > body.lowerBound, ts.kind(k) == .identifier || ts.isPunct(k, "."), ts.word(k) != .kSwitch { k -= 1 }
        return ts.word(k) == .kSwitch
    }

    private static func isArm(_ ts: TokenStream, _ o: Int) -> Bool {
        armKeyword(ts, o) != nil
    }

    /// The `if` or `else` keyword whose body opens at `o`.
    private static func armKeyword(_ ts: TokenStream, _ o: Int) -> Int? {
        if ts.word(o - 1) == .kElse { return o - 1 }
        // Back over the condition, at this bracket level, to `if` (Swift `if x, let y = z {`, C `if (x) {`).
        var k = o - 1
        var steps = 0
        while k >= 0, steps < 256 {
            steps += 1
            if ts.word(k) == .kIf { return k }
            if ts.isPunct(k, ")") || ts.isPunct(k, "]"), let p = ts.partner(of: k) { k = p - 1; continue }
            if ts.isPunct(k, "{") || ts.isPunct(k, "}") || ts.isPunct(k, ";") { return nil }
            if ts.word(k) == .kGuard || ts.word(k) == .kWhile || ts.word(k) == .kFor || ts.word(k) == .kSwitch { return nil }
            k -= 1
        }
        return nil
    }
}

extension Statements {
    /// Token `k` is part of text being made: inside a string interpolation, or an argument of a
    /// call that formats or logs (`NSStringFromCGRect`, `String(describing:)`, `print`, `NSLog`,
    /// `stringWithFormat:`, `Console.WriteLine`, `debugDescription`).
    static func insideText(_ ts: TokenStream, _ k: Int) -> Bool {
        var open = ts.enclosingOpen(k)
        var steps = 0
        while let o = open, steps < 32 {
            steps += 1
            if ts.kind(o) == .interpolationStart { return true }
            var callee = o - 1
            if ts.language == .objc, ts.isPunct(o, "["), let send = ObjCMessages.parse(ts, o) { callee = send.parts.first?.name ?? -1 }
            if ts.kind(callee) == .identifier {
                let n = ts.name(callee).lowercased()
                if n.contains("string") || n.contains("print") || n.contains("log") || n.contains("format")
                    || n.contains("description") || n.contains("writeline") { return true }
            }
            open = ts.enclosingOpen(o)
        }
        return false
    }

    static func innermostBlock(_ ts: TokenStream, _ i: Int) -> Int {
        var open = ts.enclosingOpen(i)
        while let o = open, !ts.isPunct(o, "{") { open = ts.enclosingOpen(o) }
        return open ?? -1
    }
}
