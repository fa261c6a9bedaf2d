/// Applies fixes to a file's bytes: non-overlapping fixes only (the first one wins; a fix is
/// all or nothing), and only fixes that leave the code outside their edits tokenizing exactly as
/// before (an edit that opens a string or a comment would change the rest of the file).
enum FixApplier {
    struct Outcome {
        var bytes: [UInt8]
        /// The fixes applied.
        var applied: [Fix] = []
        /// Fixes left out because they overlap one applied before them.
        var overlapping = 0
        /// Fixes dropped because the file would tokenize differently outside their edits.
        var rejected: [Fix] = []
    }

    static func apply(_ fixes: [Fix], to bytes: [UInt8], language: Language) -> Outcome {
        // In source order; overlapping fixes (or ones touching the same spot twice) lose.
        var chosen: [Fix] = []
        var overlapping = 0
        var taken: [Range<Int>] = []
        for fix in fixes.sorted(by: { ($0.span.lowerBound, $0.span.upperBound) < ($1.span.lowerBound, $1.span.upperBound) }) {
            let valid = fix.edits.allSatisfy { $0.start >= 0 && $0.start <= $0.end && $0.end <= bytes.count }
            guard valid else { overlapping += 1; continue }
            let clashes = fix.edits.contains { e in taken.contains { t in overlaps(e.start..<e.end, t) } }
            if clashes || chosen.contains(fix) { overlapping += 1; continue }
            chosen.append(fix)
            taken += fix.edits.map { $0.start..<$0.end }
        }
        var outcome = Outcome(bytes: bytes, overlapping: overlapping)
        guard !chosen.isEmpty else { return outcome }
        let all = edited(bytes, chosen)
        if tokenizesTheSameOutside(bytes, all, chosen.flatMap(\.edits), language) {
            outcome.bytes = all
            outcome.applied = chosen
            return outcome
        }
        // Some fix breaks the tokens around it: keep the ones that do not, one at a time.
        var current = bytes
        var accepted: [Fix] = []
        for fix in chosen {
            let trial = accepted + [fix]
            let candidate = edited(bytes, trial)
            if tokenizesTheSameOutside(bytes, candidate, trial.flatMap(\.edits), language) {
                accepted = trial
                current = candidate
            } else {
                outcome.rejected.append(fix)
            }
        }
        outcome.bytes = current
        outcome.applied = accepted
        return outcome
    }

    /// Empty ranges (insertions) clash with a range that contains them strictly, or with another
    /// insertion at the same offset.
    private static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty {
            if a.isEmpty && b.isEmpty { return a.lowerBound == b.lowerBound }
            let (point, range) = a.isEmpty ? (a.lowerBound, b) : (b.lowerBound, a)
            return point > range.lowerBound && point < range.upperBound
        }
        return a.overlaps(b)
    }

    /// `bytes` with the edits of `fixes` applied (they do not overlap).
    static func edited(_ bytes: [UInt8], _ fixes: [Fix]) -> [UInt8] {
        var out = bytes
        for e in fixes.flatMap(\.edits).sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            out.replaceSubrange(e.start..<e.end, with: Array(e.replacement.utf8))
        }
        return out
    }

    /// The tokens (code and comments) that lie wholly outside the edits are the same, in the same
    /// order, with the same text, before and after.
    static func tokenizesTheSameOutside(_ before: [UInt8], _ after: [UInt8], _ edits: [Fix.Edit], _ language: Language) -> Bool {
        let sorted = edits.sorted { $0.start < $1.start }
        // Where each original offset lands after the edits, and the new ranges the edits produce.
        var newRanges: [Range<Int>] = []
        var shift = 0
        for e in sorted {
            let start = e.start + shift
            newRanges.append(start..<(start + e.replacement.utf8.count))
            shift += e.replacement.utf8.count - (e.end - e.start)
        }
        func outside(_ r: Range<Int>, _ ranges: [Range<Int>]) -> Bool {
            !ranges.contains { x in x.isEmpty ? (r.lowerBound < x.lowerBound && x.lowerBound < r.upperBound) : r.overlaps(x) }
        }
        let oldRanges = sorted.map { $0.start..<$0.end }
        let a = Tokenizer.tokenize(before, language: language).filter { outside($0.range, oldRanges) }
        let b = Tokenizer.tokenize(after, language: language).filter { outside($0.range, newRanges) }
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x.kind != y.kind || before[x.range] != after[y.range] { return false }
        return true
    }
}
