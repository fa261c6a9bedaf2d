/// Decides whether an origin coordinate is computed by halving (`/ 2`, `* 0.5`) without rounding
/// the result to the pixel grid.
enum PixelAlignment {
    /// Words in a call's name that say it rounds: `floor`, `roundf`, `ceil`, `Math.Round`,
    /// `.rounded()`, `pixelAligned(…)`, `CGRectIntegral`, `rint`, `trunc`.
    private static let roundingFragments = ["round", "floor", "ceil", "pixel", "align", "integral", "rint", "trunc"]
    /// Conversions that truncate: `Int(…)`, C# `(int)`, `(nint)`, `(long)`.
    private static let integerTypes: Set<String> = ["Int", "Int32", "Int64", "UInt", "int", "nint", "long", "short", "uint", "nuint", "Int16"]

    /// The halving operator that is not rounded, or nil.
    static func unroundedHalving(_ o: OriginComponent, _ ts: TokenStream, _ s: FileStructure) -> Int? {
        guard o.first <= o.last, o.last < ts.count else { return nil }
        if allIntegerLiterals(o, ts) { return nil }
        if roundedLater(o, ts, s) { return nil }
        for k in o.first...o.last where isHalving(ts, k) {
            if !isRounded(k, ts, limit: o.anchor) { return k }
        }
        return nil
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
    private static func isRounded(_ k: Int, _ ts: TokenStream, limit: Int) -> Bool {
        var open = ts.enclosingOpen(k)
        while let o = open {
            if ts.isPunct(o, "{") || ts.kind(o) == .interpolationStart { return false }
            if ts.isPunct(o, "(") {
                if ts.kind(o - 1) == .identifier, isRoundingName(ts.name(o - 1)) || integerTypes.contains(ts.name(o - 1)) { return true }
                // C# cast `(int)(…)`.
                if ts.isPunct(o - 1, ")"), let co = ts.partner(of: o - 1), co + 3 == o, integerTypes.contains(ts.text(co + 1)) { return true }
                if let c = ts.partner(of: o), followedByRounding(ts, c) { return true }
            }
            open = ts.enclosingOpen(o)
        }
        return false
    }

    /// `).rounded()`, `).integral`, `).Floor()`.
    private static func followedByRounding(_ ts: TokenStream, _ close: Int) -> Bool {
        var c = close
        while ts.isPunct(c + 1, "."), ts.kind(c + 2) == .identifier {
            if isRoundingName(ts.name(c + 2)) { return true }
            c += 2
            if ts.isPunct(c + 1, "("), let p = ts.partner(of: c + 1) { c = p }
        }
        return false
    }

    static func isRoundingName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return roundingFragments.contains { lower.contains($0) }
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
