/// One file's text as bytes. Never decoded into a `String` as a whole: invalid UTF-8 in one
/// literal must not stop the rest of the file from being linted.
public struct SourceFile: Sendable {
    /// The path as it is shown in reports.
    public let path: String
    public let language: Language
    public let bytes: [UInt8]

    public init(path: String, language: Language, bytes: [UInt8]) {
        self.path = path
        self.language = language
        self.bytes = bytes
    }

    public init(path: String, language: Language, text: String) {
        self.init(path: path, language: language, bytes: Array(text.utf8))
    }

    /// The bytes of `range` decoded leniently (invalid sequences become U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count))
        let hi = max(lo, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }
}
