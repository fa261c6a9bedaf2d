import Foundation

extension String {
    /// True when the UTF-8 encoding of `self` sorts before that of `other`, byte by byte (the
    /// order of `LC_ALL=C sort`, the same on every machine). One `memcmp` over contiguous UTF-8,
    /// not an iterator step per byte: sorting a large tree's paths was a visible part of a run.
    func utf8Precedes(_ other: String) -> Bool {
        var a = self, b = other
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let n = min(x.count, y.count)
                if n > 0, let p = x.baseAddress, let q = y.baseAddress {
                    let c = memcmp(p, q, n)
                    if c != 0 { return c < 0 }
                }
                return x.count < y.count
            }
        }
    }
}
