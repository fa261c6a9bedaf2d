/// The arguments of a call or construction, as token ranges.
enum CallArguments {
    /// The comma-separated arguments between the brackets `open` and `close` (nested brackets
    /// skipped); an empty argument gives no range.
    static func split(_ ts: TokenStream, open: Int, close: Int) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var segmentStart = open + 1
        var k = open + 1
        while k <= close {
            if k == close || ts.isPunct(k, ",") {
                if let segment = ClosedRange.checked(segmentStart, k - 1) { result.append(segment) }
                segmentStart = k + 1
            } else if let p = ts.partner(of: k), ts.isPunct(k, "(") || ts.isPunct(k, "[") || ts.isPunct(k, "{") {
                k = p
            }
            k += 1
        }
        return result
    }

    /// The label of `argument` (`x` in `x: 1`, `_` in `addSubview(_:)`), if it has one.
    static func label(_ ts: TokenStream, _ argument: ClosedRange<Int>) -> Int? {
        let first = argument.lowerBound
        return ts.kind(first) == .identifier && ts.isPunct(first + 1, ":") && first + 1 <= argument.upperBound ? first : nil
    }

    /// The value of `argument` without its label: the whole argument when it has none, nil when
    /// a label has no value after it (a function reference `addSubview(_:)`, a selector piece,
    /// an unfinished `CGRect(x:)`).
    static func value(_ ts: TokenStream, _ argument: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard let label = label(ts, argument) else { return argument }
        return .checked(label + 2, argument.upperBound)
    }
}
