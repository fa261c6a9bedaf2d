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

    /// The last statement before `limit` in `body` that assigns a new view to `path` gives it a
    /// flexible mask in its C# object initializer (`_spinner = new UIActivityIndicatorView
    /// { AutoresizingMask = UIViewAutoresizing.FlexibleMargins };`); with `margins`, flexible
    /// margins count too (they keep a centered view centered).
    static func madeWithFlexibleMask(_ path: [String], before limit: Int, in body: ClosedRange<Int>, _ ts: TokenStream, margins: Bool) -> Bool {
        guard ts.language == .csharp else { return false }
        let wanted = ViewPaths.ivarAsProperty(path)
        var result = false
        var k = body.lowerBound + 1
        while k < min(limit, body.upperBound) {
            defer { k += 1 }
            guard ts.isAssignment(k), ts.spells(k, "="), let start = ViewPaths.pathStart(ts, endingAt: k - 1),
                  let target = ClosedRange.checked(start, k - 1), ViewPaths.expression(ts, target).map(ViewPaths.ivarAsProperty) == wanted
            else { continue }
            result = false
            guard ts.word(k + 1) == .kNew else { continue }
            // Past the type's name and the constructor's arguments, to the initializer's brace.
            var j = k + 2
            while j < limit, ts.kind(j) == .identifier || ts.isPunct(j, ".") { j += 1 }
            if ts.isPunct(j, "("), let p = ts.partner(of: j), p > j { j = p + 1 }
            guard ts.isPunct(j, "{"), let close = ts.partner(of: j), close > j else { continue }
            var sawMask = false
            for i in j...close {
                if ts.word(i) == .AutoresizingMask { sawMask = true; continue }
                guard sawMask, ts.kind(i) == .identifier else { continue }
                let name = ts.name(i)
                if isFlexibleSize(name) || margins && name.contains("Margin") { result = true; break }
            }
        }
        return result
    }
}
