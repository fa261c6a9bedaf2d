/// An origin expression as a linear form: a constant plus whole-or-fractional multiples of the
/// lengths it names (`Frame.Width`, `labelWidth`), with the function's locals replaced by what
/// they were declared as. `W / 2 - (W - 20) / 2` is the constant 10: the halves cancel, and no
/// pixel is lost whatever `W` is.
struct LinearForm: Equatable {
    var constant: Double = 0
    var terms: [String: Double] = [:]

    /// Every coefficient and the constant are whole numbers.
    var isWhole: Bool {
        constant == constant.rounded() && terms.values.allSatisfy { $0 == $0.rounded() }
    }

    static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        var r = a
        r.constant += b.constant
        for (k, v) in b.terms { r.terms[k, default: 0] += v }
        r.terms = r.terms.filter { $0.value != 0 }
        return r
    }

    static func * (a: LinearForm, k: Double) -> LinearForm {
        LinearForm(constant: a.constant * k, terms: a.terms.mapValues { $0 * k }.filter { $0.value != 0 })
    }

    /// The form of `range`, or nil when it is not linear in what it names (a call, a product of
    /// two lengths, a division by a length). Locals of `function` are expanded up to `depth` times.
    static func of(_ range: ClosedRange<Int>, _ ts: TokenStream, _ s: FileStructure, constants: IntegerConstants,
                   depth: Int = 2) -> LinearForm? {
        var k = range.lowerBound
        func number(_ i: Int) -> Double? {
            var t = Substring(ts.text(i))
            while let last = t.last, "fFdDmM".contains(last) { t = t.dropLast() }
            return Double(t)
        }
        func primary() -> LinearForm? {
            guard k <= range.upperBound else { return nil }
            if ts.isPunct(k, "(") {
                guard let close = ts.partner(of: k), close <= range.upperBound else { return nil }
                k += 1
                guard let v = sum(), k == close else { return nil }
                k = close + 1
                return v
            }
            if ts.isOperator(k, "-") { k += 1; return primary().map { $0 * -1 } }
            if ts.kind(k) == .number {
                defer { k += 1 }
                return number(k).map { LinearForm(constant: $0) }
            }
            guard ts.kind(k) == .identifier else { return nil }
            // A path `a.b.c` (not a call).
            let start = k
            while ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier, k + 2 <= range.upperBound { k += 2 }
            if ts.isPunct(k + 1, "(") || ts.isPunct(k + 1, "[") { return nil }
            let end = k
            k += 1
            // `Constants.rowHeight`, `Self.rowHeight`, `self.avatarSize`: a constant by its last name.
            if start < end, (start..<end).filter({ ts.kind($0) == .identifier }).allSatisfy({ i in
                ts.word(i) == .kSelf || ts.word(i) == .kThis || ts.text(i).first?.isUppercase == true
            }), let c = constants.values[ts.text(end)] {
                return LinearForm(constant: Double(c))
            }
            if start == end {
                if let c = constants.values[ts.text(start)] { return LinearForm(constant: Double(c)) }
                if depth > 0, let l = s.local(named: ts.name(start), at: start), l.nameToken < start,
                   let value = initializer(of: l.nameToken, ts) {
                    return LinearForm.of(value, ts, s, constants: constants, depth: depth - 1)
                }
            }
            // A name given a literal earlier in the same function (`kCircleHeight = 56`).
            if let path = ViewPaths.expression(ts, start...end),
               let value = literalAssigned(to: path, endingAt: end, before: start, ts, s) { return LinearForm(constant: value) }
            let key = (start...end).map { ts.text($0) }.joined()
            return LinearForm(terms: [key: 1])
        }
        func product() -> LinearForm? {
            guard var v = primary() else { return nil }
            while k <= range.upperBound, ts.isOperator(k, "*") || ts.isOperator(k, "/") {
                let divide = ts.isOperator(k, "/")
                k += 1
                guard let r = primary() else { return nil }
                if divide {
                    guard r.terms.isEmpty, r.constant != 0 else { return nil }
                    v = v * (1 / r.constant)
                } else if r.terms.isEmpty {
                    v = v * r.constant
                } else if v.terms.isEmpty {
                    v = r * v.constant
                } else {
                    return nil
                }
            }
            return v
        }
        func sum() -> LinearForm? {
            guard var v = product() else { return nil }
            while k <= range.upperBound, ts.isOperator(k, "+") || ts.isOperator(k, "-") {
                let minus = ts.isOperator(k, "-")
                k += 1
                guard let r = product() else { return nil }
                v = v + (minus ? r * -1 : r)
            }
            return v
        }
        guard let v = sum(), k == range.upperBound + 1 else { return nil }
        return v
    }

    /// The number the last plain assignment before `i`, in the same function, gives `path`
    /// (`self.kCircleHeight = 56.0`, `x = 12`), when that is all it assigns and every path to the
    /// use passes it.
    static func literalAssigned(to path: [String], endingAt end: Int, before i: Int, _ ts: TokenStream, _ s: FileStructure) -> Double? {
        guard let fn = s.function(at: i), let name = path.last else { return nil }
        var k = i - 1
        let lower = s.functions[fn].bodyOpen
        while k > lower {
            if ts.kind(k) == .identifier, ts.text(k) == name, ts.isAssignment(k + 1),
               let st = ViewPaths.pathStart(ts, endingAt: k), ViewPaths.expression(ts, st...k) == path {
                guard ts.spells(k + 1, "="), ts.kind(k + 2) == .number, Statements.end(ts, from: k + 2) == k + 2 else { return nil }
                // Only an assignment every path to the use passes: in the use's own block or one around it.
                var block = ts.enclosingOpen(end)
                var encloses = false
                while let b = block {
                    if b == ts.enclosingOpen(k) { encloses = true; break }
                    block = ts.enclosingOpen(b)
                }
                if !encloses && ts.enclosingOpen(k) != nil { return nil }
                var t = Substring(ts.text(k + 2))
                while let last = t.last, "fFdDmM".contains(last) { t = t.dropLast() }
                return Double(t)
            }
            k -= 1
        }
        return nil
    }

    /// The expression a local is declared with (`let x = …`, `var x: CGFloat = …`, C# `nfloat x = …`).
    static func initializer(of name: Int, _ ts: TokenStream) -> ClosedRange<Int>? {
        var k = name + 1
        if ts.isPunct(k, ":") {
            k += 1
            while ts.kind(k) == .identifier || ts.isPunct(k, ".") || ts.isOperator(k, "?") { k += 1 }
        }
        guard ts.isOperator(k, "="), ts.isAssignment(k) else { return nil }
        let end = Statements.end(ts, from: k + 1)
        return end >= k + 1 ? (k + 1)...end : nil
    }
}
