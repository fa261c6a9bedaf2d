import Foundation

/// Where the text of one input comes from.
public struct LintInput: Sendable {
    public enum Source: Sendable {
        /// A file on disk, read when it is linted.
        case path(String)
        /// Text already in memory (standard input, tests).
        case bytes([UInt8])
    }
    /// The path shown in reports.
    public var displayPath: String
    public var language: Language
    public var source: Source

    public init(displayPath: String, language: Language, source: Source) {
        self.displayPath = displayPath
        self.language = language
        self.source = source
    }

    /// The file on disk, for a file read from disk.
    public var diskPath: String? {
        if case .path(let p) = source { return p }
        return nil
    }

    /// The source as the tokenizers read it (`Source.utf8()`).
    func utf8() -> Result<[UInt8], FileReader.Failure> { source.utf8() }
}

extension LintInput.Source {
    /// The text as the tokenizers read it: UTF-8 (UTF-16 files transcoded), read from disk for a path.
    func utf8() -> Result<[UInt8], FileReader.Failure> {
        switch self {
        case .bytes(let b):
            let text = SourceEncoding.utf8(b)
            return text.count <= FileReader.maximumSize ? .success(text) : .failure(FileReader.Failure(message: FileReader.tooLarge))
        case .path(let p): return FileReader.read(p)
        }
    }
}
