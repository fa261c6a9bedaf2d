import Foundation

/// `--fix`, `--unsafe-fixes`, `--diff`, `--fix-only` on the command line: picks the files whose
/// findings carry a fix the run applies, hands them to `FixSession`, writes the results (or
/// renders the diff), and puts what is left in the run's result.
struct FixRun {
    struct Output {
        var diff = ""
        /// The fixed text of standard input, for standard output.
        var standardInputSource: String?
        var summary: String
        var failures: [FileError] = []
    }

    var options: Options
    var policy: PolicyProvider
    var rules: [any Rule.Type]
    var configuration: Configuration
    var project: ProjectIndex
    var keep: @Sendable ([Diagnostic]) -> [Diagnostic]
    /// `--since` compares line numbers, which fixes shift: one pass only.
    var sinceLimitsPasses: Bool

    func fix(_ result: inout LintResult, inputs: [LintInput]) -> Output {
        let settings = FixSession.Settings(includeUnsafe: options.unsafeFixes, maxPasses: sinceLimitsPasses ? 1 : 4)
        let session = FixSession(rules: rules, policy: policy, classes: configuration.classes, nibs: project.nibs, apps: project.apps,
                                 declarations: result.declarations, settings: settings, keep: keep)
        let fixable = Set(result.diagnostics.filter { session.chosen($0) != nil }.map(\.path))
        let targets = inputs.filter { fixable.contains($0.displayPath) || ($0.diskPath == nil && !options.diff) }
        let outcome = session.run(targets)
        var out = Output(summary: "")
        out.failures = outcome.errors
        var byPath: [String: FixSession.FixedFile] = [:]
        for file in outcome.files { byPath[file.path] = file }
        var written: Set<String> = []
        for file in outcome.files.sorted(by: { $0.path.utf8Precedes($1.path) }) where file.changed {
            if options.diff {
                out.diff += UnifiedDiff.render(path: file.path, before: file.before, after: file.after)
            } else if file.diskPath != nil {
                do throws(SourceWriter.Failure) {
                    try SourceWriter.write(file)
                    written.insert(file.path)
                } catch {
                    out.failures.append(FileError(path: file.path, message: error.message))
                }
            }
        }
        // Standard input goes back out whole, fixed or not (as it came when its lint failed).
        if !options.diff, let stdin = outcome.files.first(where: { $0.diskPath == nil }) {
            out.standardInputSource = String(decoding: stdin.after, as: UTF8.self)
        } else if !options.diff, let stdin = targets.first(where: { $0.diskPath == nil }), case .bytes(let raw) = stdin.source {
            out.standardInputSource = String(decoding: raw, as: UTF8.self)
        }
        // What is left: the fixed files' remaining findings (or, where nothing was written,
        // the findings as they were), then everything else.
        let applied = options.diff ? Set(byPath.keys) : written.union(byPath.values.filter { $0.diskPath == nil }.map(\.path))
        result.diagnostics = result.diagnostics.filter { !applied.contains($0.path) }
            + applied.flatMap { byPath[$0]?.remaining ?? [] }
        result.diagnostics.sort(by: Diagnostic.ordered)
        let counted = options.diff ? outcome.files : outcome.files.filter { applied.contains($0.path) }
        out.summary = Self.summary(counted, remaining: result.diagnostics, unsafeIncluded: options.unsafeFixes,
                                   rejected: outcome.rejected, wouldFix: options.diff)
        return out
    }

    /// `layoutlint: fixed 5 findings (LL001 ×3, LL006 ×2); 2 more with --unsafe-fixes`.
    static func summary(_ files: [FixSession.FixedFile], remaining: [Diagnostic], unsafeIncluded: Bool, rejected: Int,
                        wouldFix: Bool) -> String {
        var byRule: [String: Int] = [:]
        for f in files { for (k, v) in f.fixedByRule { byRule[k, default: 0] += v } }
        let total = byRule.values.reduce(0, +)
        let verb = wouldFix ? "would fix" : "fixed"
        var text = "layoutlint: \(verb) \(total) finding\(total == 1 ? "" : "s")"
        if total > 0 {
            text += " (" + byRule.keys.sorted().map { "\($0) ×\(byRule[$0]!)" }.joined(separator: ", ") + ")"
            let changed = files.filter(\.changed).count
            text += " in \(changed) file\(changed == 1 ? "" : "s")"
        }
        if !unsafeIncluded {
            let more = remaining.filter { $0.fix.map { !$0.isSafe } == true }.count
            if more > 0 { text += "; \(more) more with --unsafe-fixes" }
        }
        if rejected > 0 { text += "; \(rejected) fix\(rejected == 1 ? "" : "es") dropped (it would change the code around it)" }
        return text
    }
}
