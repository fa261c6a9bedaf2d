// Shared by the tests and the fuzz target (Scripts/fuzz.sh compiles it into the library's module
// with LAYOUTLINT_FUZZ defined), so it is not part of the library's API.
#if !LAYOUTLINT_FUZZ
@testable import LayoutLint
#endif

/// The properties every input must keep, whatever its bytes: the whole pipeline (tokenize,
/// structure, facts, every rule, every reporter) ends, each diagnostic's range lies inside the
/// file, the line-based formats give one line per diagnostic, and linting twice gives the same
/// report. Used by the fuzz targets (`Fuzz/FuzzEntry.swift`) and the mutation test.
enum PipelineCheck {
    /// The broken properties, empty when all hold. Unless `thorough`, the second run and the
    /// formats other than the line-based ones are left out (for quick mutation runs).
    static func problems(_ bytes: [UInt8], language: Language, path: String? = nil, thorough: Bool = true) -> [String] {
        let name = path ?? "fuzz." + (language == .swift ? "swift" : language == .csharp ? "cs" : "m")
        let file = SourceFile(path: name, language: language, bytes: bytes)
        let first = Linter.lint([file], rules: RuleRegistry.all)
        var problems: [String] = []
        let text = SourceEncoding.utf8(bytes)
        let lines = LineIndex(text)
        for d in first.diagnostics {
            if !(0 <= d.start && d.start <= d.end && d.end <= text.count) {
                problems.append("\(d.rule): byte range \(d.start)..<\(d.end) outside the file's \(text.count) bytes")
            }
            if !(d.line >= 1 && d.column >= 1 && d.line <= lines.lineCount && d.endLine <= lines.lineCount
                 && (d.line, d.column) <= (d.endLine, d.endColumn)) {
                problems.append("\(d.rule): bad position \(d.line):\(d.column)-\(d.endLine):\(d.endColumn) (\(lines.lineCount) lines)")
            }
        }
        if !first.errors.isEmpty { problems.append("errors for bytes in memory: \(first.errors)") }
        if !thorough {
            let report = Report(result: first, rules: RuleRegistry.descriptions, sourceRoot: "/src", sources: SourceTexts([file]))
            for format in [Options.Format.text, .msbuild, .github] {
                let count = Reporters.reporter(for: format).render(report).split(separator: "\n", omittingEmptySubsequences: false).count - 1
                if count != first.diagnostics.count { problems.append("\(format.rawValue): \(count) lines") }
            }
            return problems
        }
        let second = Linter.lint([file], rules: RuleRegistry.all)
        if second.diagnostics != first.diagnostics { problems.append("a second run gave other diagnostics") }
        let a = render(first, file), b = render(second, file)
        if a != b { problems.append("a second run rendered other reports") }
        for format in [Options.Format.text, .msbuild, .github] {
            let count = a[format.rawValue]!.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            if count != first.diagnostics.count {
                problems.append("\(format.rawValue): \(count) lines for \(first.diagnostics.count) diagnostics")
            }
        }
        return problems
    }

    /// Every format's rendering of a result (the text format also with source excerpts).
    static func render(_ result: LintResult, _ file: SourceFile) -> [String: String] {
        var out: [String: String] = [:]
        let report = Report(result: result, rules: RuleRegistry.descriptions, sourceRoot: "/src", sources: SourceTexts([file]))
        for format in Options.Format.allCases { out[format.rawValue] = Reporters.reporter(for: format).render(report) }
        var excerpts = report
        excerpts.showSource = true
        excerpts.color = true
        out["text with excerpts"] = TextReporter.render(excerpts)
        return out
    }
}
