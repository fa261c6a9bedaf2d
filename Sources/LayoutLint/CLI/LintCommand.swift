import Foundation

/// `layoutlint [PATH ...]`: the lint run of the command line, one step per method, in the order
/// they happen: the configuration, the files (linted as the walk finds them), the baseline and
/// changed-line filters, fixes, the reports, and the exit code.
extension CommandLineTool {
    func lint(_ options: Options) -> ExitCode {
        let timings = options.timings ? StageTimings() : nil
        let runStart = StageTimings.now()
        let started = ContinuousClock.now
        // 1. The configuration: the file, then the command line on top.
        let configuration: Configuration
        switch loadConfiguration(options) {
        case .success(let c): configuration = c
        case .failure(let e):
            writeError("layoutlint: error: \(e.description)\n")
            return .usageOrInputError
        }
        let paths = options.paths.isEmpty ? ["."] : options.paths
        if options.showConfig {
            writeOutput(configuration.rendered() + apps(paths, options, configuration))
            return .clean
        }
        let rules = configuration.enabledRules()

        // 2. The files, linted as the walk finds them, with per-file settings.
        guard let walk = startWalk(paths, options, configuration, readsApps: rules.contains { $0.readsTheApps }, timings: timings,
                                   runStart: runStart) else { return .usageOrInputError }
        let policy = configuration.policy()
        var result = Linter.lint(feed: walk.feed, rules: rules, policy: policy, jobs: options.jobs, timings: timings,
                                 classes: configuration.classes, project: walk.project, keepDeclarations: options.fixing)
        let found = walk.discovered.wait()
        let arrived = walk.feed.arrived
        let inputs = walk.feed.resultOrder.map { arrived[$0] }
        let reportStart = StageTimings.now()
        result.errors = (result.errors + found.errors + walk.projectErrors.wait()).sorted { $0.path.utf8Precedes($1.path) }

        // 3. The baseline and changed lines.
        guard let filters = applyFilters(&result, options, configuration, paths: paths) else { return .usageOrInputError }

        // 4. Fixes: applied (or shown), and what is left takes the findings' place.
        let fixed = options.fixing ? applyFixes(&result, options, configuration, rules: rules, policy: policy,
                                                filters: filters, project: walk.project.wait(), inputs: inputs) : nil

        // 5. Reports.
        let unwritten = report(result, options, rules: rules, inputs: inputs, fixed: fixed, stale: filters.stale, started: started)
        if let timings {
            timings.add(.reporting, StageTimings.now() - reportStart)
            writeError(timings.report(wall: Double(StageTimings.now() - runStart) / 1e9))
        }

        // 6. The exit code.
        return exitCode(result, options, configuration, unwritten: unwritten, fixed: fixed, stale: filters.stale)
    }

    /// For `--show-config`: the apps the project files under `paths` describe, and how many
    /// sources each covers (the rest can run in any app).
    private func apps(_ paths: [String], _ options: Options, _ configuration: Configuration) -> String {
        let found = FileDiscovery.discover(paths.filter { $0 != "-" }, configuration: configuration, forceExclude: options.forceExclude,
                                           followLinks: options.followLinks)
        let (index, errors) = AppIndex.load(found.appFiles)
        var s = "apps:\(index.apps.isEmpty ? " []" : "")\n"
        for app in index.apps { s += "  - \(app)\n" }
        for e in errors { s += "  # \(e.path): \(e.message)\n" }
        var counts: [String: Int] = [:]
        for input in found.inputs { counts[index.traits(for: input.diskPath ?? input.displayPath).source, default: 0] += 1 }
        s += "sources:\n"
        for (source, n) in counts.sorted(by: { $0.key < $1.key }) { s += "  - \(n) in \(source)\n" }
        return s
    }

    /// The inputs as the walk finds them (standard input first), the discovery's result and what
    /// the nibs and app settings say, filled on another thread while the files are linted.
    private struct Walk {
        var feed: InputFeed
        var discovered: Awaited<FileDiscovery.Found>
        var project: Awaited<ProjectIndex>
        var projectErrors: Awaited<[FileError]>
    }

    private func startWalk(_ paths: [String], _ options: Options, _ configuration: Configuration, readsApps: Bool, timings: StageTimings?,
                           runStart: UInt64) -> Walk? {
        let feed = InputFeed()
        if paths.contains("-") {
            let name = options.stdinFilename ?? "stdin.swift"
            guard let language = Language(path: name), FileDiscovery.enabledLanguages.contains(language) else {
                writeError("layoutlint: error: cannot tell the language of standard input from '\(name)'; pass --stdin-filename NAME.swift, NAME.cs or NAME.m\n")
                return nil
            }
            feed.append([LintInput(displayPath: name, language: language, source: .bytes(readStandardInput()))])
        }
        let walk = Walk(feed: feed, discovered: Awaited(), project: Awaited(), projectErrors: Awaited())
        Thread.detachNewThread { [configuration, options] in
            let found = FileDiscovery.discover(paths.filter { $0 != "-" }, configuration: configuration, forceExclude: options.forceExclude,
                                               followLinks: options.followLinks, feed: feed)
            // Results in the order of a finished walk: standard input first, then by path.
            let arrived = feed.arrived
            var arrival: [String: Int] = [:]
            arrival.reserveCapacity(arrived.count)
            for (k, input) in arrived.enumerated() where input.diskPath != nil { arrival[input.displayPath] = k }
            feed.close(order: arrived.indices.filter { arrived[$0].diskPath == nil } + found.inputs.compactMap { arrival[$0.displayPath] })
            timings?.add(.discovery, StageTimings.now() - runStart)
            walk.discovered.set(found)
            let nibStart = StageTimings.now()
            // Storyboards and project files are read side by side.
            let appsRead = Awaited<AppsRead>()
            // Only a rule that asks about the apps needs their project files (LL009, LL015).
            let appFiles = readsApps ? found.appFiles : []
            Thread.detachNewThread { let (apps, errors) = AppIndex.load(appFiles); appsRead.set(AppsRead(apps: apps, errors: errors)) }
            let (nibs, nibErrors) = NibIndex.load(found.nibs)
            let (apps, appErrors) = { let r = appsRead.wait(); return (r.apps, r.errors) }()
            timings?.add(.nibs, StageTimings.now() - nibStart)
            walk.projectErrors.set(nibErrors + appErrors)
            walk.project.set(ProjectIndex(nibs: nibs, apps: apps))
        }
        return walk
    }

    /// The apps read from the project files, and the files that could not be read.
    private struct AppsRead: Sendable {
        var apps: AppIndex
        var errors: [FileError]
    }

    /// What the baseline and `--since` leave of the findings, and what they say about it.
    private struct Filters {
        var stale: [Baseline.Entry] = []
        var baseline: (Baseline, String)?
        var changedLines: ChangedLines?
    }

    /// Writes the baseline (`--write-baseline`), or keeps only the findings a baseline does not
    /// list and, with `--since`, those on changed lines. Nil when a file could not be read or
    /// written (the error is written).
    private func applyFilters(_ result: inout LintResult, _ options: Options, _ configuration: Configuration,
                              paths: [String]) -> Filters? {
        var filters = Filters()
        if let file = options.writeBaseline {
            do throws(AtomicFile.Failure) {
                let folder = (FileDiscovery.absolutePath(file) as NSString).deletingLastPathComponent
                try AtomicFile.write(Baseline(result.diagnostics, folder: folder).rendered(), to: file)
                writeError("layoutlint: wrote \(result.diagnostics.count) finding(s) to the baseline \(file)\n")
            } catch {
                writeError("layoutlint: error: cannot write the baseline to \(file): \(error.message)\n")
                return nil
            }
        } else if let file = options.baseline ?? configuration.baseline {
            do {
                let baseline = try Baseline.read(file)
                let folder = (FileDiscovery.absolutePath(file) as NSString).deletingLastPathComponent
                filters.baseline = (baseline, folder)
                let split = baseline.filter(result.diagnostics, folder: folder)
                result.diagnostics = split.new
                filters.stale = split.stale
            } catch {
                writeError("layoutlint: error: \(error.message)\n")
                return nil
            }
        }
        if let ref = options.since {
            do {
                // The repository of the first path linted (or of the current folder).
                var folder = FileManager.default.currentDirectoryPath
                if let first = paths.first(where: { $0 != "-" }) {
                    var isDir: ObjCBool = false
                    let absolute = FileDiscovery.absolutePath(first)
                    if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir) {
                        folder = isDir.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
                    }
                }
                let changed = try ChangedLines.since(ref, in: folder)
                filters.changedLines = changed
                result.diagnostics = result.diagnostics.filter(changed.contains)
            } catch {
                writeError("layoutlint: error: \(error.message)\n")
                return nil
            }
        }
        return filters
    }

    /// What the fixes did: the summary line, the files that could not be fixed, whether a diff
    /// was shown.
    private struct Fixed {
        var summary: String
        var failures: [FileError]
        var diffHasChanges: Bool
    }

    private func applyFixes(_ result: inout LintResult, _ options: Options, _ configuration: Configuration, rules: [any Rule.Type],
                            policy: @escaping PolicyProvider, filters: Filters, project: ProjectIndex, inputs: [LintInput]) -> Fixed {
        let keep: @Sendable ([Diagnostic]) -> [Diagnostic] = { [baseline = filters.baseline, changedLines = filters.changedLines] found in
            var kept = found
            if let (b, folder) = baseline { kept = b.filter(kept, folder: folder).new }
            if let c = changedLines { kept = kept.filter(c.contains) }
            return kept
        }
        let run = FixRun(options: options, policy: policy, rules: rules, configuration: configuration,
                         project: project, keep: keep, sinceLimitsPasses: filters.changedLines != nil)
        let fixed = run.fix(&result, inputs: inputs)
        var diffHasChanges = false
        if options.diff {
            diffHasChanges = !fixed.diff.isEmpty
            writeOutput(fixed.diff)
        } else if let source = fixed.standardInputSource {
            writeOutput(source)
        }
        return Fixed(summary: fixed.summary, failures: fixed.failures, diffHasChanges: diffHasChanges)
    }

    /// Writes the errors, the report to standard output and to each `--output` file, and the
    /// summary lines; the outputs that could not be written.
    private func report(_ result: LintResult, _ options: Options, rules: [any Rule.Type], inputs: [LintInput], fixed: Fixed?,
                        stale: [Baseline.Entry], started: ContinuousClock.Instant) -> [String] {
        for e in fixed?.failures ?? [] { writeError("layoutlint: error: \(LineSafe.escaped(e.path)): \(LineSafe.escaped(e.message))\n") }
        for e in result.errors { writeError("layoutlint: error: \(LineSafe.escaped(e.path)): \(LineSafe.escaped(e.message))\n") }
        let output = ReportOutput(options: options, isTerminal: isTerminal, environment: environment)
        let report = output.report(result, rules: rules.map { $0.description }, inputs: inputs)
        // With --diff, the diff owns standard output; with --fix on standard input, the fixed
        // source does and the report goes to standard error.
        let sourceOnStdout = options.fixing && inputs.contains { $0.diskPath == nil }
        if !options.diff && !options.fixOnly {
            if sourceOnStdout { writeError(output.standardOutput(report)) } else { writeOutput(output.standardOutput(report)) }
        }
        let unwritten = output.writeFiles(report)
        for message in unwritten { writeError("layoutlint: error: \(message)\n") }
        if let summary = fixed?.summary { writeError(summary + "\n") }
        if options.format == .text, !options.diff, !options.fixOnly {
            writeError(TextReporter.summary(result.findings, elapsed: ContinuousClock.now - started) + "\n")
        }
        if options.baselineStrict, !stale.isEmpty {
            writeError("layoutlint: the baseline lists \(stale.count) finding(s) that are gone; remove these entries (or rewrite it with --write-baseline):\n")
            for e in stale { writeError("  \(LineSafe.escaped(e.path)) \(e.rule) \(e.fingerprint) (×\(e.count))\n") }
        }
        return unwritten
    }

    /// Writing a baseline accepts today's findings; `--diff` fails on a diff; `--fix-only` does
    /// not look at what is left; anything that could not be read or written is an error.
    private func exitCode(_ result: LintResult, _ options: Options, _ configuration: Configuration, unwritten: [String],
                          fixed: Fixed?, stale: [Baseline.Entry]) -> ExitCode {
        if !result.errors.isEmpty || !unwritten.isEmpty || !(fixed?.failures.isEmpty ?? true) { return .usageOrInputError }
        if options.diff { return fixed?.diffHasChanges == true ? .violations : .clean }
        if options.fixOnly { return .clean }
        if options.writeBaseline != nil { return .clean }
        let threshold: Severity?
        switch options.failOn ?? configuration.failOn ?? .warning {
        case .error: threshold = .error
        case .warning: threshold = .warning
        case .note: threshold = .note
        case .never: threshold = nil
        }
        if let t = threshold, result.diagnostics.contains(where: { $0.severity >= t }) { return .violations }
        if options.baselineStrict, !stale.isEmpty { return .violations }
        return .clean
    }
}
