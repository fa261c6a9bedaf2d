import Foundation

/// Everything `lint` writes once the result is known: the main report on standard output (or the
/// statistics), the extra `--output` reports, and the summary on standard error.
struct ReportOutput {
    var options: Options
    /// Whether standard output is a terminal, and the process environment (`NO_COLOR`).
    var isTerminal: Bool
    var environment: [String: String]

    /// Color on a terminal, unless `--no-color` or a non-empty `NO_COLOR` (no-color.org) says no.
    var color: Bool {
        if let c = options.color { return c }
        return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Source excerpts on a terminal, unless `--show-source` / `--no-show-source` decide.
    var showSource: Bool { options.showSource ?? isTerminal }

    /// The report every format renders; paths are resolved against the working directory.
    func report(_ result: LintResult, rules: [RuleDescription], inputs: [LintInput]) -> Report {
        Report(result: result, rules: rules, sourceRoot: FileManager.default.currentDirectoryPath, sources: SourceTexts(inputs))
    }

    /// The main report for standard output.
    func standardOutput(_ report: Report) -> String {
        if options.statistics {
            return options.format == .json ? JSONReporter.summaryOnly(report) : SummaryReporter.render(report)
        }
        var styled = report
        if options.format == .text {
            styled.color = color
            styled.showSource = showSource
        }
        return Reporters.reporter(for: options.format).render(styled)
    }

    /// Writes each `--output` report; returns the messages of those that could not be written.
    func writeFiles(_ report: Report) -> [String] {
        var failures: [String] = []
        for request in options.outputs {
            let text = Reporters.reporter(for: request.format).render(report)
            do throws(AtomicFile.Failure) {
                try AtomicFile.write(text, to: request.path)
            } catch {
                failures.append("cannot write \(request.format.rawValue) report to \(request.path): \(error.message)")
            }
        }
        return failures
    }
}
