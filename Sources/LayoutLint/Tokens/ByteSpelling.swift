/// Questions about ASCII spellings in raw bytes, asked without making a `String`: the scanners
/// and facts that look at every identifier of a file use these.
extension UnsafeBufferPointer<UInt8> {
    /// True when the bytes at `offset` spell `ascii`. With `foldingCase`, a lower-case letter of
    /// `ascii` also matches its upper case (`constraint` matches `Constraint`).
    func spells(_ ascii: StaticString, at offset: Int, foldingCase: Bool = false) -> Bool {
        let m = ascii.utf8CodeUnitCount
        guard offset >= 0, offset + m <= count else { return false }
        let s = ascii.utf8Start
        for j in 0..<m {
            let b = self[offset + j], c = s[j]
            if b != c && !(foldingCase && c >= 0x61 && c <= 0x7A && b | 0x20 == c) { return false }
        }
        return true
    }

    func contains(_ ascii: StaticString, foldingCase: Bool = false) -> Bool {
        let m = ascii.utf8CodeUnitCount
        guard count >= m else { return false }
        return (0...(count - m)).contains { spells(ascii, at: $0, foldingCase: foldingCase) }
    }

    func hasPrefix(_ ascii: StaticString) -> Bool { spells(ascii, at: 0) }

    func hasSuffix(_ ascii: StaticString) -> Bool { spells(ascii, at: count - ascii.utf8CodeUnitCount) }
}

extension String {
    /// An Objective-C selector's first part (`addSubview:` → `addSubview`, `drawLayer:inContext:`
    /// → `drawLayer`); a name without a colon as it is, without a copy.
    var selectorHead: String {
        guard utf8.contains(UInt8(ascii: ":")) else { return self }
        return String(prefix { $0 != ":" })
    }
}
