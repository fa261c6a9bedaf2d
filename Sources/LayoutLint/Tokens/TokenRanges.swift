/// Ranges of token (or byte) positions built with arithmetic. `first...last` traps when
/// `first > last`, and `first..<end` when `first > end`; positions computed from tokens (one past a
/// label, one before a closing bracket) can cross on unusual input, so every such range is built
/// through these, which give nil or an empty range instead of trapping.
extension ClosedRange where Bound == Int {
    /// `first...last`, or nil when that would be inverted.
    @inline(__always) static func checked(_ first: Int, _ last: Int) -> ClosedRange<Int>? {
        first <= last ? first...last : nil
    }
}

extension Range where Bound == Int {
    /// `first..<end`, empty when `end` comes before `first` (for loops over positions).
    @inline(__always) static func upTo(_ first: Int, _ end: Int) -> Range<Int> {
        first <= end ? first..<end : first..<first
    }

    /// `first...last` as a half-open range, empty when `last` comes before `first`.
    @inline(__always) static func through(_ first: Int, _ last: Int) -> Range<Int> {
        first <= last ? first..<(last + 1) : first..<first
    }
}
