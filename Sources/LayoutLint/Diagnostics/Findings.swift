/// What a run found, as the reporters present it: the diagnostics, the files that could not be
/// linted, and how many were.
public struct Findings: Sendable {
    public var diagnostics: [Diagnostic]
    public var errors: [FileError]
    public var filesScanned: Int

    public init(diagnostics: [Diagnostic], errors: [FileError], filesScanned: Int) {
        self.diagnostics = diagnostics
        self.errors = errors
        self.filesScanned = filesScanned
    }
}
