/// Autoresizing masks as the code spells them: which names are flexible sizes and margins, and
/// a C# object initializer that sets one on the view it makes.
enum Autoresizing {
    /// A mask option that keeps a view placed on `axis` as its container resizes: a flexible left
    /// or right margin for `x`, top or bottom for `y` (C# `FlexibleMargins` for both).
    static func isFlexibleMargin(_ name: String, axis: Character) -> Bool {
        let n = name.lowercased()
        if n.contains("flexiblemargins") { return true }
        return axis == "x" ? (n.contains("leftmargin") || n.contains("rightmargin")) : (n.contains("topmargin") || n.contains("bottommargin"))
    }

    /// An autoresizing option that makes a view follow its container's size.
    static func isFlexibleSize(_ name: String) -> Bool {
        let n = name.lowercased()
        return n.contains("flexiblewidth") || n.contains("flexibleheight") || n.contains("flexibledimensions")
            || n.contains("widthsizable") || n.contains("heightsizable") || n == "all"
    }

    /// A C# object initializer after the construction around `i` sets a flexible mask:
    /// `new UIView(View.Frame) { AutoresizingMask = UIViewAutoresizing.FlexibleDimensions }`.
    static func initializerSetsFlexibleMask(around i: Int, _ ctx: FileContext, marginAxis: Character? = nil) -> Bool {
        let ts = ctx.tokens
        let statement = Statements.around(ts, i)
        for k in statement where ts.isPunct(k, "{") {
            guard let close = ts.partner(of: k), close > k else { continue }
            var sawMask = false
            for j in k...close {
                if ts.word(j) == .AutoresizingMask || ts.word(j) == .autoresizingMask { sawMask = true }
                if sawMask, ts.kind(j) == .identifier, Autoresizing.isFlexibleSize(ts.name(j)) { return true }
                if sawMask, let axis = marginAxis, ts.kind(j) == .identifier, Autoresizing.isFlexibleMargin(ts.name(j), axis: axis) { return true }
            }
        }
        return false
    }
}
