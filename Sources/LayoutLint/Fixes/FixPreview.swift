/// A rule's flagged example as `--fix` leaves it: what rules.md and `explain` show under
/// "Automatic fix".
enum FixPreview {
    /// The example's source with every fix of `rule` applied (safe and unsafe), and whether all
    /// of them were safe; nil when the rule fixes nothing in it.
    static func fixed(_ example: Example, rule: any Rule.Type) -> (source: String, safe: Bool)? {
        let (source, _) = example.parsed
        let bytes = Array(source.utf8)
        let name = "Example." + (example.language == .swift ? "swift" : example.language == .csharp ? "cs" : "m")
        let result = Linter.lint([LintInput(displayPath: name, language: example.language, source: .bytes(bytes))],
                                 rules: [rule], jobs: 1)
        let fixes = result.diagnostics.compactMap(\.fix)
        guard !fixes.isEmpty else { return nil }
        let outcome = FixApplier.apply(fixes, to: bytes, language: example.language)
        guard !outcome.applied.isEmpty else { return nil }
        return (String(decoding: outcome.bytes, as: UTF8.self), outcome.applied.allSatisfy(\.isSafe))
    }
}
