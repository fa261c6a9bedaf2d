/// For each position of a file's tokens, the value of the last of some ranges that covers it
/// (-1 where none does): the innermost type or function of a token, the geometry write whose value
/// holds it. Kept as runs, not one slot per token, so memory follows the number of ranges rather
/// than the file's length (a file that is one huge method costs a few runs); a lookup is a binary
/// search. Ranges are painted later-first and a painted segment is skipped, so 100,000 nested
/// ranges cost near-linear time, not 100,000².
struct PaintedRuns: Sendable {
    /// Run `r` starts at `starts[r]` and holds `values[r]` up to the next start; the last start
    /// ends the painted part (its value is -1).
    private var starts: [Int32] = []
    private var values: [Int32] = []

    init() {}

    init(_ n: Int, _ ranges: [(ClosedRange<Int>, Int32)]) {
        let clamped = ranges.compactMap { r, v -> (Int, Int, Int32)? in
            let lo = max(0, r.lowerBound), hi = min(r.upperBound, n - 1)
            return lo <= hi ? (lo, hi + 1, v) : nil
        }
        guard !clamped.isEmpty else { return }
        // The segments between consecutive range ends are painted whole or not at all.
        let points = Array(Set(clamped.flatMap { [$0.0, $0.1] })).sorted()
        func segment(_ p: Int) -> Int { points.partitionPoint { $0 < p } }  // every p is one of the points
        let segments = points.count - 1
        var painted = [Int32](repeating: -1, count: segments)
        var nextFree = Array(0...segments)
        func find(_ i: Int) -> Int {
            var i = i
            while nextFree[i] != i {
                nextFree[i] = nextFree[nextFree[i]]
                i = nextFree[i]
            }
            return i
        }
        for (lo, end, value) in clamped.reversed() {
            let last = segment(end) - 1
            var s = find(segment(lo))
            while s <= last {
                painted[s] = value
                nextFree[s] = s + 1
                s = find(s + 1)
            }
        }
        for s in 0..<segments where s == 0 || painted[s] != painted[s - 1] {
            starts.append(Int32(points[s]))
            values.append(painted[s])
        }
        starts.append(Int32(points[segments]))
        values.append(-1)
    }

    /// The value painted at position `i`, or -1.
    subscript(_ i: Int) -> Int32 {
        let after = starts.partitionPoint { Int($0) <= i }  // the run starting last at or before i, plus one
        return after == 0 ? -1 : values[after - 1]
    }
}
