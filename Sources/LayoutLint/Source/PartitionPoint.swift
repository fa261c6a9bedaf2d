extension RandomAccessCollection {
    /// The index of the first element for which `isBefore` is false, given that it holds for a
    /// prefix of the collection and fails for the rest (`endIndex` when it always holds): a binary
    /// search, for the sorted arrays of positions the index structures keep.
    @inline(__always)
    func partitionPoint(_ isBefore: (Element) -> Bool) -> Index {
        var lo = startIndex, count = self.count
        while count > 0 {
            let half = count / 2
            let mid = index(lo, offsetBy: half)
            if isBefore(self[mid]) {
                lo = index(after: mid)
                count -= half + 1
            } else {
                count = half
            }
        }
        return lo
    }
}
