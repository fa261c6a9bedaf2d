/// Decides whether an origin coordinate is computed by halving (`/ 2`, `* 0.5`) without rounding
/// the result to the pixel grid.
enum PixelAlignment {
    /// Words in a call's name that say it rounds: `floor`, `roundf`, `ceil`, `Math.Round`,
    /// `.rounded()`, `pixelAligned(…)`, `CGRectIntegral`, `rint`, `trunc`.
    private static let roundingFragments = ["round", "floor", "ceil", "pixel", "align", "integral", "rint", "trunc", "flat"]
    /// For centers, a setter named "safe" (`safeSetCenter`) also knows about odd sizes.
    private static let centerSafeFragments = roundingFragments + ["safe"]
    /// Conversions that truncate: `Int(…)`, C# `(int)`, `(nint)`, `(long)`.
    private static let integerTypes: Set<String> = ["Int", "Int32", "Int64", "UInt", "int", "nint", "long", "short", "uint", "nuint", "Int16"]

    /// The local `name` is assigned anew (`y = …`) between its declaration and the use:
    /// the declared value may no longer be what reaches the use.
    private static func assignedAgain(_ name: String, between start: Int, and end: Int, _ ts: TokenStream) -> Bool {
        guard start < end else { return false }
        return ((start + 1)..<end).contains { k in
            // A plain `=` replaces the value; `+=`/`-=` keep the half in it.
            ts.kind(k) == .identifier && ts.name(k) == name && !ts.isPunct(k - 1, ".") && ts.isAssignment(k + 1) && ts.spells(k + 1, "=")
        }
    }

    /// The halving operator that is not rounded, or nil.
    static func unroundedHalving(_ o: OriginComponent, _ ts: TokenStream, _ s: FileStructure,
                                 constants: IntegerConstants = IntegerConstants()) -> Int? {
        guard o.first <= o.last, o.last < ts.count else { return nil }
        if allIntegerLiterals(o, ts) { return nil }
        // The halves cancel or come out whole (`W / 2 - (W - 20) / 2`): nothing to round.
        if let form = LinearForm.of(o.first...o.last, ts, s, constants: constants), form.isWhole { return nil }
        if roundedLater(o, ts, s) { return nil }
        for k in o.first...o.last where isHalving(ts, k) {
            if !isRounded(k, ts, limit: o.anchor), !halvesAnEvenConstant(k, ts, constants) { return k }
        }
        // A local of the same function that holds an unrounded half (`let h = bounds.height / 2`
        // … `y: h - 10`), unless the whole coordinate is rounded.
        for k in o.first...o.last where ts.kind(k) == .identifier && !ts.isPunct(k - 1, ".") {
            guard let l = s.local(named: ts.name(k), at: k), l.nameToken < o.first,
                  s.function(at: l.nameToken) == s.function(at: k), s.function(at: k) != nil,
                  let value = LinearForm.initializer(of: l.nameToken, ts), !isRounded(k, ts, limit: o.anchor),
                  !assignedAgain(ts.name(k), between: value.upperBound, and: o.first, ts) else { continue }
            for h in value where isHalving(ts, h) {
                if !isRounded(h, ts, limit: value.lowerBound), !halvesAnEvenConstant(h, ts, constants) { return k }
            }
        }
        return nil
    }



    /// The `/ 2` at `k` halves a whole number known to be even: `(HEADER_HEIGHT - AVATAR) / 2.0`
    /// with both defined in the file, `(50 - 30) / 2`.
    private static func halvesAnEvenConstant(_ k: Int, _ ts: TokenStream, _ constants: IntegerConstants) -> Bool {
        guard ts.isOperator(k, "/") else { return false }
        let operand: ClosedRange<Int>
        if ts.isPunct(k - 1, ")"), let open = ts.partner(of: k - 1), open < k - 1 {
            guard !(ts.kind(open - 1) == .identifier) else { return false }  // a call's result
            operand = open...(k - 1)
        } else {
            guard !ts.isPunct(k - 2, "."), !ts.isPunct(k - 2, ")") else { return false }
            operand = (k - 1)...(k - 1)
        }
        // Only the whole left operand: `a - b / 2` halves `b` alone.
        guard let v = LinearForm.of(operand, ts, FileStructure(), constants: constants, depth: 0), v.terms.isEmpty else { return false }
        return v.constant == v.constant.rounded() && Int(v.constant) % 2 == 0
    }

    /// The halving or `midX`/`midY` in the value assigned to a `center`, when nothing rounds it.
    static func unroundedCenter(_ a: MemberAccess, _ ctx: FileContext) -> Int? {
        guard a.member == .center, a.isWholeWrite, let v = a.value else { return nil }
        let ts = ctx.tokens
        for k in v {
            let isMid = ts.kind(k) == .identifier && ["midX", "midY", "GetMidX", "GetMidY", "CGRectGetMidX", "CGRectGetMidY"].contains(ts.name(k))
            guard isMid || isHalving(ts, k) else { continue }
            if !isRounded(k, ts, limit: v.lowerBound, fragments: centerSafeFragments) { return k }
        }
        return nil
    }

    /// The rectangle becomes a view's frame: it is assigned to a `frame` (directly, or through a
    /// local assigned to one later), passed as `frame:` / C# `new UIView(new CGRect(…))`, or the
    /// component is `….frame.origin.x = …`.
    static func becomesFrame(_ o: OriginComponent, _ ctx: FileContext) -> Bool {
        let ts = ctx.tokens
        if ts.language == .csharp, ts.kind(o.anchor) == .identifier, ts.text(o.anchor) == "X" || ts.text(o.anchor) == "Y" {
            return true  // C# `rect.X = …` on a local rectangle a later statement assigns to a frame
        }
        if ts.word(o.anchor) == .origin || ts.word(o.anchor) == .Origin || ts.word(o.anchor) == .Location {
            // `view.frame.origin.x = …`, or the own `frame.origin.x = …` (not a local named `frame`).
            if ts.word(o.anchor - 2) == .frame || ts.word(o.anchor - 2) == .Frame {
                if ts.isPunct(o.anchor - 3, ".") || ctx.structure.local(named: ts.name(o.anchor - 2), at: o.anchor - 2) == nil { return true }
                return ctx.facts.index.frameWritten(fromName: ts.name(o.anchor - 2), after: o.anchor)
            }
            // `rect.origin.x = …` on a local rectangle that a later statement assigns to a frame.
            guard ts.kind(o.anchor - 2) == .identifier, !ts.isPunct(o.anchor - 3, "."),
                  ctx.structure.local(named: ts.name(o.anchor - 2), at: o.anchor - 2) != nil else { return false }
            return ctx.facts.index.frameWritten(fromName: ts.name(o.anchor - 2), after: o.anchor)
        }
        let start = ts.word(o.anchor - 1) == .kNew ? o.anchor - 1 : o.anchor
        if ctx.facts.index.frameWriteContains(o.anchor) { return true }
        // `UIView(frame: CGRect(…))`, `new UIView(new CGRect(…))`
        if ts.isPunct(start - 1, ":"), ts.spells(start - 2, "frame") { return true }
        if let open = ts.enclosingOpen(start), ts.isPunct(open, "("), ts.word(open - 2) == .kNew, open + 1 == start { return true }
        // `let r = CGRect(…)` … `v.frame = r`
        guard ts.isOperator(start - 1, "="), ts.kind(start - 2) == .identifier else { return false }
        return ctx.facts.index.frameWritten(fromName: ts.name(start - 2), after: o.anchor)
    }

    /// `/ 2`, `/ 2.0`, `* 0.5`, `0.5 *`.
    static func isHalving(_ ts: TokenStream, _ k: Int) -> Bool {
        if ts.isOperator(k, "/") { return isNumber(ts, k + 1, ["2", "2.0", "2.0f", "2f", "2.0d"]) }
        if ts.isOperator(k, "*") {
            return isNumber(ts, k + 1, ["0.5", "0.5f", ".5", ".5f"]) || isNumber(ts, k - 1, ["0.5", "0.5f", ".5", ".5f"])
        }
        return false
    }

    private static func isNumber(_ ts: TokenStream, _ k: Int, _ spellings: Set<String>) -> Bool {
        ts.kind(k) == .number && spellings.contains(ts.text(k))
    }

    /// Every operand of the expression is an integer literal: `10 / 2`.
    private static func allIntegerLiterals(_ o: OriginComponent, _ ts: TokenStream) -> Bool {
        for k in o.first...o.last {
            switch ts.kind(k) {
            case .number:
                let t = ts.text(k)
                if t.contains(".") || t.hasSuffix("f") || t.hasSuffix("d") || t.hasSuffix("m") { return false }
            case .operator, .punctuation:
                continue
            default:
                return false
            }
        }
        return true
    }

    /// True when the bracket groups around token `k`, out to the statement, include a rounding
    /// call or an integer conversion, or are followed by `.rounded()` / `.integral`.
    private static func isRounded(_ k: Int, _ ts: TokenStream, limit: Int, fragments: [String] = roundingFragments) -> Bool {
        var open = ts.enclosingOpen(k)
        while let o = open {
            if ts.isPunct(o, "{") || ts.kind(o) == .interpolationStart { return false }
            if ts.isPunct(o, "(") {
                if ts.kind(o - 1) == .identifier, isRoundingName(ts.name(o - 1), fragments) || integerTypes.contains(ts.name(o - 1)) { return true }
                // C# cast `(int)(…)`.
                if ts.isPunct(o - 1, ")"), let co = ts.partner(of: o - 1), co + 3 == o, integerTypes.contains(ts.text(co + 1)) { return true }
                if let c = ts.partner(of: o), followedByRounding(ts, c, fragments) { return true }
            }
            open = ts.enclosingOpen(o)
        }
        return false
    }

    /// `).rounded()`, `).integral`, `).Floor()`.
    private static func followedByRounding(_ ts: TokenStream, _ close: Int, _ fragments: [String] = roundingFragments) -> Bool {
        var c = close
        while ts.isPunct(c + 1, "."), ts.kind(c + 2) == .identifier {
            if isRoundingName(ts.name(c + 2), fragments) { return true }
            c += 2
            if ts.isPunct(c + 1, "("), let p = ts.partner(of: c + 1) { c = p }
        }
        return false
    }

    static func isRoundingName(_ name: String, _ fragments: [String] = roundingFragments) -> Bool {
        let lower = name.lowercased()
        return fragments.contains { lower.contains($0) }
    }

    /// A rectangle assigned to a local that a later statement of the same function rounds:
    /// `var r = CGRect(…)` … `r = r.integral` / `r.integral` / `pixelAlign(r)`.
    private static func roundedLater(_ o: OriginComponent, _ ts: TokenStream, _ s: FileStructure) -> Bool {
        // Find `name = CGRect(` or `name.origin.x =` for the local's name.
        var nameToken: Int?
        if ts.isPunct(o.anchor - 1, "."), ts.kind(o.anchor - 2) == .identifier {
            nameToken = o.anchor - 2  // `rect.origin.x = …`
        } else {
            var k = o.anchor - 1
            if ts.word(k) == .kNew { k -= 1 }
            if ts.isOperator(k, "="), ts.kind(k - 1) == .identifier { nameToken = k - 1 }
        }
        guard let nt = nameToken else { return false }
        let name = ts.name(nt)
        guard s.local(named: name, at: nt + 1) != nil else { return false }
        let end = s.function(at: o.anchor).map { s.functions[$0].bodyClose } ?? ts.count - 1
        var k = o.constructionEnd + 1
        while k <= end, k < ts.count {
            if ts.kind(k) == .identifier, ts.name(k) == name {
                if ts.isPunct(k + 1, "."), ts.kind(k + 2) == .identifier, isRoundingName(ts.name(k + 2)) { return true }
                if let open = ts.enclosingOpen(k), ts.isPunct(open, "("), ts.kind(open - 1) == .identifier,
                   isRoundingName(ts.name(open - 1)) {
                    return true
                }
            }
            k += 1
        }
        return false
    }
}
