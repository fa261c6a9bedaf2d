import Foundation

/// The bytes of the linted files, by the path shown in reports. Reporters that quote the flagged
/// source (the text format's excerpts, SARIF and GitLab fingerprints) ask for them; a file is read
/// again only when a reporter needs it, and at most once.
public final class SourceTexts: @unchecked Sendable {
    private let origins: [String: LintInput.Source]
    private var cache: [String: [UInt8]] = [:]
    private let lock = NSLock()

    public init(_ inputs: [LintInput] = []) {
        var origins: [String: LintInput.Source] = [:]
        for input in inputs { origins[input.displayPath] = input.source }
        self.origins = origins
    }

    public convenience init(_ files: [SourceFile]) {
        self.init(files.map { LintInput(displayPath: $0.path, language: $0.language, source: .bytes($0.bytes)) })
    }

    /// The file's bytes, or nil when it is unknown or can no longer be read.
    public func bytes(of path: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if let b = cache[path] { return b }
        guard let origin = origins[path] else { return nil }
        guard case .success(let bytes) = origin.utf8() else { return nil }
        cache[path] = bytes
        return bytes
    }

    /// The flagged text of a diagnostic, decoded leniently; nil when the file is not available.
    func flaggedText(_ d: Diagnostic) -> String? {
        guard let b = bytes(of: d.path), d.start >= 0, d.start <= d.end, d.end <= b.count else { return nil }
        return String(decoding: b[d.start..<d.end], as: UTF8.self)
    }
}
