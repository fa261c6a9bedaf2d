/// Recognises coordinate conversions: `convert(_:to:)`, `convert(_:from:)` and their C# and
/// Objective-C spellings.
enum CoordinateConversion {
    static let names: Set<Word> = [
        .convert, .convertRect, .convertPoint, .ConvertRectToView, .ConvertRectFromView, .ConvertPointToView,
        .ConvertPointFromView, .ConvertRectToCoordinateSpace, .ConvertRectFromCoordinateSpace,
        .ConvertPointToCoordinateSpace, .ConvertPointFromCoordinateSpace,
    ]

    /// True when token `i` is a direct argument of a conversion call whose receiver or other
    /// arguments name a superview.
    static func isConvertedThroughSuperview(_ i: Int, _ ts: TokenStream, _ s: FileStructure) -> Bool {
        guard let open = ts.enclosingOpen(i), ts.isPunct(open, "("), names.contains(ts.word(open - 1)) else { return false }
        let close = ts.partner(of: open) ?? open
        // The conversion's receiver: `superview?.convert`, `self.superview!.convert`.
        var k = open - 2
        while k >= 0, ts.isPunct(k, ".") || ts.isOperator(k, "?") || ts.isOperator(k, "!") || ts.kind(k) == .identifier {
            if ts.word(k) == .superview || ts.word(k) == .Superview { return true }
            if ts.kind(k) == .identifier, let l = s.local(named: ts.name(k), at: k), l.isSuperviewAlias { return true }
            if ts.kind(k) == .identifier, !ts.isPunct(k - 1, ".") { break }
            k -= 1
        }
        // Its arguments: `from: superview`, `toView: parent`.
        var j = open + 1
        while j < close {
            if ts.word(j) == .superview || ts.word(j) == .Superview { return true }
            if ts.kind(j) == .identifier, let l = s.local(named: ts.name(j), at: j), l.isSuperviewAlias { return true }
            j += 1
        }
        return false
    }
}
