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
        return statement.contains { k in
            ts.isPunct(k, "{") && initializer(at: k, setsMaskWith: { name in
                isFlexibleSize(name) || marginAxis.map { isFlexibleMargin(name, axis: $0) } == true
            }, ts)
        }
    }

    /// The object initializer whose `{` is at `open` sets `AutoresizingMask` to a value that names
    /// an option `counts` accepts.
    private static func initializer(at open: Int, setsMaskWith counts: (String) -> Bool, _ ts: TokenStream) -> Bool {
        guard let close = ts.partner(of: open), close > open else { return false }
        var sawMask = false
        for j in open...close {
            if ts.word(j) == .AutoresizingMask || ts.word(j) == .autoresizingMask { sawMask = true; continue }
            if sawMask, ts.kind(j) == .identifier, counts(ts.name(j)) { return true }
        }
        return false
    }

    /// The last statement before `limit` in `body` that assigns a new view to `path` gives it a
    /// flexible mask in its C# object initializer (`_spinner = new UIActivityIndicatorView
    /// { AutoresizingMask = UIViewAutoresizing.FlexibleMargins };`); with `margins`, flexible
    /// margins count too (they keep a centered view centered).
    static func madeWithFlexibleMask(_ path: [String], before limit: Int, in body: ClosedRange<Int>, _ ts: TokenStream, margins: Bool) -> Bool {
        // The last assignment decides: a later one without a mask replaces the masked view.
        guard ts.language == .csharp, let k = ViewTree.assignments(to: path, before: limit, in: body, ts).last,
              ts.word(k + 1) == .kNew else { return false }
        // Past the type's name and the constructor's arguments, to the initializer's brace.
        var j = k + 2
        while j < limit, ts.kind(j) == .identifier || ts.isPunct(j, ".") { j += 1 }
        if ts.isPunct(j, "("), let p = ts.partner(of: j), p > j { j = p + 1 }
        return ts.isPunct(j, "{") && initializer(at: j, setsMaskWith: { isFlexibleSize($0) || margins && $0.contains("Margin") }, ts)
    }
}
