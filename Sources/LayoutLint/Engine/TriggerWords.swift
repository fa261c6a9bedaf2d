import Foundation

/// Whether a file can give any finding at all, decided from its bytes before it is tokenized.
///
/// Every rule looks at facts that only exist where certain words are written (a read of
/// `frame`, a call of `layoutSubviews`, a method inside `layoutSubviews`), and every suppression
/// directive contains `layoutlint:` (or is a C# `#pragma warning`). A file that contains none of
/// the words of any enabled rule's every group (`Pattern.triggers`) cannot produce a finding:
/// it is read only for its declarations (`StructurePass.declarations`), which the cross-file
/// hierarchy needs from every file. The search is for bytes, not identifiers, so it errs only
/// one way: a word inside a comment or a longer name keeps the file, never drops it.
struct TriggerWords: Sendable {
    /// Per rule, its groups as indexes into `words`; nil when some rule can fire in any file.
    private let rules: [[[Int]]]?
    /// Every distinct word, with its first letter in both cases (`frame`, `Frame`).
    private let words: [[UInt8]]
    /// The words by a 16-bit hash of their first four bytes, as runs of `bucketWords` (bucket `h`
    /// is `bucketWords[bucketStart[h]..<bucketStart[h + 1]]`), and a bit per hash that has any.
    private let bucketStart: [Int32]
    private let bucketWords: [Int32]
    private let bucketBits: [UInt64]

    init(_ patterns: [Pattern]) {
        var index: [String: Int] = [:]
        var words: [[UInt8]] = []
        func add(_ w: String) -> [Int] {
            let stem = w.selectorHead
            guard let first = stem.first else { return [] }
            return Set([first.lowercased() + stem.dropFirst(), first.uppercased() + stem.dropFirst()]).sorted().map { v in
                if let k = index[v] { return k }
                index[v] = words.count
                words.append(Array(v.utf8))
                return words.count - 1
            }
        }
        var rules: [[[Int]]]? = [[Suppressions.triggers.flatMap(add)]]
        for p in patterns {
            guard let groups = p.triggers else { rules = nil; break }
            rules?.append(groups.map { $0.flatMap(add) })
        }
        // The scan hashes four bytes at a time: a shorter word would need another scan.
        if words.contains(where: { $0.count < 4 }) { rules = nil }
        self.rules = rules
        self.words = words
        var buckets = [[Int32]](repeating: [], count: 1 << 16)
        for (k, w) in words.enumerated() where w.count >= 4 {
            buckets[Int(Self.hash(UInt32(w[0]) | UInt32(w[1]) << 8 | UInt32(w[2]) << 16 | UInt32(w[3]) << 24))].append(Int32(k))
        }
        var start: [Int32] = [0]
        var flat: [Int32] = []
        var bits = [UInt64](repeating: 0, count: (1 << 16) / 64)
        for (h, b) in buckets.enumerated() {
            flat += b
            start.append(Int32(flat.count))
            if !b.isEmpty { bits[h >> 6] |= 1 << UInt64(h & 63) }
        }
        bucketStart = start
        bucketWords = flat
        bucketBits = bits
    }

    @inline(__always) private static func hash(_ v: UInt32) -> Int { Int((v &* 0x9E37_79B1) >> 16) }

    /// True when some rule (or a suppression directive) may find something in `bytes`. One pass
    /// over the bytes: at each position a four-byte load, a hash and a bit test; a comparison
    /// only where a word's first four bytes hash; it stops at the first rule all of whose groups
    /// have been seen.
    func mayFire(in bytes: [UInt8]) -> Bool {
        guard let rules else { return true }
        var found = [Bool](repeating: false, count: words.count)
        func satisfied() -> Bool { rules.contains { $0.allSatisfy { $0.contains { found[$0] } } } }
        return bytes.withUnsafeBytes { raw in
            guard raw.count >= 4, let base = raw.baseAddress else { return false }
            let p = base.assumingMemoryBound(to: UInt8.self)
            let n = raw.count
            return bucketBits.withUnsafeBufferPointer { bits in
                var i = 0
                while i + 4 <= n {
                    let h = Self.hash((base + i).loadUnaligned(as: UInt32.self).littleEndian)
                    if bits[h >> 6] & (1 << UInt64(h & 63)) != 0 {
                        for k in bucketStart[h]..<bucketStart[h + 1] {
                            let w = Int(bucketWords[Int(k)])
                            guard !found[w], i + words[w].count <= n else { continue }
                            if words[w].withUnsafeBufferPointer({ memcmp(p + i, $0.baseAddress!, $0.count) == 0 }) {
                                found[w] = true
                                if satisfied() { return true }
                            }
                        }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
