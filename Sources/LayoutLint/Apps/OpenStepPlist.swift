/// A reader for the old-style (OpenStep) property lists Xcode writes its projects in
/// (`project.pbxproj`): dictionaries `{ key = value; }`, arrays `( a, b, )`, quoted and bare
/// strings, and comments. Values come back as `[String: Any]`, `[Any]` and `String`. Written by
/// hand because Foundation's reader is slow on large projects, and projects are read on every run.
enum OpenStepPlist {
    /// The property list in `bytes`, or nil when it is not one. With `keeping`, dictionaries keep
    /// only those keys (the rest is read and dropped): a large project holds much the caller
    /// never asks for, and the tree it would build costs memory.
    static func parse(_ bytes: [UInt8], keeping keys: Set<String>? = nil) -> Any? {
        bytes.withUnsafeBufferPointer { b in
            var reader = Reader(b: b, keys: keys)
            reader.skipSpace()
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return value
        }
    }

    private struct Reader {
        let b: UnsafeBufferPointer<UInt8>
        let keys: Set<String>?
        var i = 0

        mutating func skipSpace() {
            while i < b.count {
                let c = b[i]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1; continue }
                if c == 0x2F, i + 1 < b.count, b[i + 1] == 0x2A {  // /* … */
                    i += 2
                    while i + 1 < b.count, !(b[i] == 0x2A && b[i + 1] == 0x2F) { i += 1 }
                    i = min(b.count, i + 2)
                    continue
                }
                if c == 0x2F, i + 1 < b.count, b[i + 1] == 0x2F {  // // …
                    while i < b.count, b[i] != 0x0A { i += 1 }
                    continue
                }
                return
            }
        }

        mutating func value(depth: Int) -> Any? {
            guard i < b.count, depth < 256 else { return nil }
            switch b[i] {
            case 0x7B: return dictionary(depth: depth)  // {
            case 0x28: return array(depth: depth)  // (
            case 0x22: return quoted()  // "
            default: return bare()
            }
        }

        mutating func dictionary(depth: Int) -> [String: Any]? {
            i += 1
            var out: [String: Any] = [:]
            while true {
                skipSpace()
                guard i < b.count else { return nil }
                if b[i] == 0x7D { i += 1; return out }  // }
                guard let key = (b[i] == 0x22 ? quoted() : bare()) else { return nil }
                skipSpace()
                guard i < b.count, b[i] == 0x3D else { return nil }  // =
                i += 1
                skipSpace()
                // Filtered only in the objects of `objects` (depth 2): ids and build settings are kept.
                // A dropped value is read past without building it.
                if let keys, depth == 2, !keys.contains(key) {
                    guard skipValue(depth: depth + 1) else { return nil }
                } else {
                    guard let v = value(depth: depth + 1) else { return nil }
                    out[key] = v
                }
                skipSpace()
                guard i < b.count, b[i] == 0x3B else { return nil }  // ;
                i += 1
            }
        }

        /// Reads past one value as `value` would, building nothing; false where `value` is nil.
        mutating func skipValue(depth: Int) -> Bool {
            guard i < b.count, depth < 256 else { return false }
            switch b[i] {
            case 0x7B, 0x28:  // { (
                let isDictionary = b[i] == 0x7B
                i += 1
                while true {
                    skipSpace()
                    guard i < b.count else { return false }
                    if b[i] == (isDictionary ? 0x7D : 0x29) { i += 1; return true }
                    if isDictionary {
                        guard skipValue(depth: depth + 1) else { return false }  // the key
                        skipSpace()
                        guard i < b.count, b[i] == 0x3D else { return false }
                        i += 1
                        skipSpace()
                        guard skipValue(depth: depth + 1) else { return false }
                        skipSpace()
                        guard i < b.count, b[i] == 0x3B else { return false }
                        i += 1
                    } else {
                        guard skipValue(depth: depth + 1) else { return false }
                        skipSpace()
                        guard i < b.count else { return false }
                        if b[i] == 0x2C { i += 1; continue }
                        guard b[i] == 0x29 else { return false }
                    }
                }
            case 0x22:  // "
                i += 1
                while i < b.count {
                    if b[i] == 0x22 { i += 1; return true }
                    i += b[i] == 0x5C && i + 1 < b.count ? 2 : 1
                }
                return false
            default:
                return !skipWord().isEmpty
            }
        }

        mutating func array(depth: Int) -> [Any]? {
            i += 1
            var out: [Any] = []
            while true {
                skipSpace()
                guard i < b.count else { return nil }
                if b[i] == 0x29 { i += 1; return out }  // )
                guard let v = value(depth: depth + 1) else { return nil }
                out.append(v)
                skipSpace()
                guard i < b.count else { return nil }
                if b[i] == 0x2C { i += 1; continue }  // ,
                guard b[i] == 0x29 else { return nil }
            }
        }

        mutating func quoted() -> String? {
            i += 1
            var out: [UInt8] = []
            while i < b.count {
                let c = b[i]
                if c == 0x22 { i += 1; return String(decoding: out, as: UTF8.self) }
                if c == 0x5C, i + 1 < b.count {  // \
                    let e = b[i + 1]
                    switch e {
                    case 0x6E: out.append(0x0A)
                    case 0x74: out.append(0x09)
                    default: out.append(e)
                    }
                    i += 2
                    continue
                }
                out.append(c)
                i += 1
            }
            return nil
        }

        mutating func bare() -> String? {
            let word = skipWord()
            guard !word.isEmpty else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: b[word]), as: UTF8.self)
        }

        /// Reads past an unquoted string (letters, digits and `_$/.:-+`); its byte range.
        mutating func skipWord() -> Range<Int> {
            let start = i
            while i < b.count {
                let c = b[i]
                let isWord = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
                    || c == 0x5F || c == 0x24 || c == 0x2F || c == 0x2E || c == 0x3A || c == 0x2D || c == 0x2B
                guard isWord else { break }
                i += 1
            }
            return start..<i
        }
    }
}
