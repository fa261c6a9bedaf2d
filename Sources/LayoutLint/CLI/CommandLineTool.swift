import Foundation

/// The whole command-line tool, callable in-process: the executable only forwards to `run`.
public struct CommandLineTool {
    public var readStandardInput: () -> [UInt8]
    public var writeOutput: (String) -> Void
    public var writeError: (String) -> Void
    /// Whether standard output is a terminal (`isatty(1)`): color and source excerpts by default.
    public var isTerminal: Bool
    public var environment: [String: String]

    public init(readStandardInput: @escaping () -> [UInt8], writeOutput: @escaping (String) -> Void,
                writeError: @escaping (String) -> Void, isTerminal: Bool = false, environment: [String: String] = [:]) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.isTerminal = isTerminal
        self.environment = environment
    }

    public func run(_ arguments: [String]) -> ExitCode {
        let options: Options
        do {
            options = try ArgumentParser.parse(arguments)
        } catch {
            writeError("layoutlint: error: \(error.message) (see layoutlint --help)\n")
            return .usageOrInputError
        }
        switch options.command {
        case .help:
            writeOutput(HelpText.text)
            return .clean
        case .version:
            writeOutput("layoutlint \(LayoutLintVersion.description)\n")
            return .clean
        case .tokens:
            return tokens(options)
        case .rules, .explain:
            return RuleCommands(writeOutput: writeOutput, writeError: writeError).run(options)
        case .lint:
            return lint(options)
        case .completions:
            guard options.paths.count == 1, let script = ShellCompletion.script(for: options.paths[0]) else {
                writeError("layoutlint: error: 'completions' takes one shell: bash, zsh or fish\n")
                return .usageOrInputError
            }
            writeOutput(script)
            return .clean
        case .manpage:
            writeOutput(ManPage.page)
            return .clean
        case .server:
            // The language server owns standard input and output until the client says exit.
            return ExitCode(rawValue: LanguageServer.run(input: 0, output: 1)) ?? .violations
        }
    }

    private func lint(_ options: Options) -> ExitCode {
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
        if options.showConfig {
            writeOutput(configuration.rendered())
            return .clean
        }
        let rules = configuration.enabledRules()

        // 2. The files, linted as the walk finds them (3), with per-file settings
        // (per-file-ignores, .editorconfig for C#).
        let feed = InputFeed()
        let paths = options.paths.isEmpty ? ["."] : options.paths
        if paths.contains("-") {
            let name = options.stdinFilename ?? "stdin.swift"
            guard let language = Language(path: name), FileDiscovery.enabledLanguages.contains(language) else {
                writeError("layoutlint: error: cannot tell the language of standard input from '\(name)'; pass --stdin-filename NAME.swift, NAME.cs or NAME.m\n")
                return .usageOrInputError
            }
            feed.append([LintInput(displayPath: name, language: language, source: .bytes(readStandardInput()))])
        }
        let discovered = Awaited<FileDiscovery.Found>()
        let nibIndex = Awaited<NibIndex>()
        let nibErrors = Awaited<[FileError]>()
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
            discovered.set(found)
            let nibStart = StageTimings.now()
            let (nibs, errors) = NibIndex.load(found.nibs)
            timings?.add(.nibs, StageTimings.now() - nibStart)
            nibErrors.set(errors)
            nibIndex.set(nibs)
        }
        let policy = configuration.policy()
        var result = Linter.lint(feed: feed, rules: rules, policy: policy, jobs: options.jobs, timings: timings,
                                 classes: configuration.classes, nibs: nibIndex, keepDeclarations: options.fixing)
        let found = discovered.wait()
        let arrived = feed.arrived
        let inputs = feed.resultOrder.map { arrived[$0] }
        let reportStart = StageTimings.now()
        result.errors = (result.errors + found.errors + nibErrors.wait()).sorted { $0.path.utf8Precedes($1.path) }

        // 4. Baseline and changed lines.
        var stale: [Baseline.Entry] = []
        var baselineFilter: (Baseline, String)?
        var changedLines: ChangedLines?
        if let file = options.writeBaseline {
            do throws(AtomicFile.Failure) {
                let folder = (FileDiscovery.absolutePath(file) as NSString).deletingLastPathComponent
                try AtomicFile.write(Baseline(result.diagnostics, folder: folder).rendered(), to: file)
                writeError("layoutlint: wrote \(result.diagnostics.count) finding(s) to the baseline \(file)\n")
            } catch {
                writeError("layoutlint: error: cannot write the baseline to \(file): \(error.message)\n")
                return .usageOrInputError
            }
        } else if let file = options.baseline ?? configuration.baseline {
            do {
                let baseline = try Baseline.read(file)
                let folder = (FileDiscovery.absolutePath(file) as NSString).deletingLastPathComponent
                baselineFilter = (baseline, folder)
                let split = baseline.filter(result.diagnostics, folder: folder)
                result.diagnostics = split.new
                stale = split.stale
            } catch {
                writeError("layoutlint: error: \(error.message)\n")
                return .usageOrInputError
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
                changedLines = changed
                result.diagnostics = result.diagnostics.filter(changed.contains)
            } catch {
                writeError("layoutlint: error: \(error.message)\n")
                return .usageOrInputError
            }
        }

        // 5. Fixes: applied (or shown), and what is left takes the findings' place.
        var fixSummary: String?
        var fixFailures: [FileError] = []
        var diffHasChanges = false
        if options.fixing {
            let keep: @Sendable ([Diagnostic]) -> [Diagnostic] = { [baselineFilter, changedLines] found in
                var kept = found
                if let (b, folder) = baselineFilter { kept = b.filter(kept, folder: folder).new }
                if let c = changedLines { kept = kept.filter(c.contains) }
                return kept
            }
            let run = FixRun(options: options, policy: policy, rules: rules, configuration: configuration,
                             nibs: nibIndex.wait(), keep: keep, sinceLimitsPasses: changedLines != nil)
            let fixed = run.fix(&result, inputs: inputs)
            fixFailures = fixed.failures
            if options.diff {
                diffHasChanges = !fixed.diff.isEmpty
                writeOutput(fixed.diff)
            } else if let source = fixed.standardInputSource {
                writeOutput(source)
            }
            fixSummary = fixed.summary
        }

        // 6. Report.
        for e in fixFailures { writeError("layoutlint: error: \(LineSafe.escaped(e.path)): \(LineSafe.escaped(e.message))\n") }
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
        if let fixSummary { writeError(fixSummary + "\n") }
        if options.format == .text, !options.diff, !options.fixOnly {
            writeError(TextReporter.summary(result.findings, elapsed: ContinuousClock.now - started) + "\n")
        }
        if options.baselineStrict, !stale.isEmpty {
            writeError("layoutlint: the baseline lists \(stale.count) finding(s) that are gone; remove these entries (or rewrite it with --write-baseline):\n")
            for e in stale { writeError("  \(LineSafe.escaped(e.path)) \(e.rule) \(e.fingerprint) (×\(e.count))\n") }
        }
        if let timings {
            timings.add(.reporting, StageTimings.now() - reportStart)
            writeError(timings.report(wall: Double(StageTimings.now() - runStart) / 1e9))
        }

        // 7. The exit code (writing a baseline accepts today's findings; --diff fails on a diff;
        // --fix-only does not look at what is left).
        if !result.errors.isEmpty || !unwritten.isEmpty || !fixFailures.isEmpty { return .usageOrInputError }
        if options.diff { return diffHasChanges ? .violations : .clean }
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

    /// The configuration file (unless `--no-config`), with the command line's settings on top.
    private func loadConfiguration(_ options: Options) -> Result<Configuration, ConfigurationError> {
        let cwd = FileManager.default.currentDirectoryPath
        var c = Configuration(root: URL(fileURLWithPath: cwd).standardizedFileURL.path)
        if !options.noConfig, let file = options.config ?? Configuration.find(from: cwd) {
            do { c = try Configuration.load(file) } catch { return .failure(error) }
        }
        // An explicit `--select` is the whole selection: the file's `select` and `ignore` step aside.
        if let select = options.select { c.select = select; c.ignore = [] }
        c.extendSelect += options.extendSelect
        c.ignore += options.ignore
        if let f = options.failOn { c.failOn = f }
        return .success(c)
    }

    private func tokens(_ options: Options) -> ExitCode {
        guard options.paths.count == 1, let path = options.paths.first else {
            writeError("layoutlint: error: 'tokens' takes exactly one file\n")
            return .usageOrInputError
        }
        let displayName = path == "-" ? (options.stdinFilename ?? "stdin.swift") : path
        guard let language = Language(path: displayName) else {
            writeError("layoutlint: error: \(displayName): not a Swift, C# or Objective-C source file\n")
            return .usageOrInputError
        }
        let bytes: [UInt8]
        if path == "-" {
            bytes = SourceEncoding.utf8(readStandardInput())
        } else {
            switch FileReader.read(path) {
            case .success(let b): bytes = b
            case .failure(let e):
                writeError("layoutlint: error: \(path): \(e.message)\n")
                return .usageOrInputError
            }
        }
        writeOutput(TokenDump.render(bytes, language: language, json: options.format == .json))
        return .clean
    }
}

/// `layoutlint tokens FILE`: the token stream, for debugging the tokenizers.
enum TokenDump {
    static func render(_ bytes: [UInt8], language: Language, json: Bool) -> String {
        let tokens = Tokenizer.tokenize(bytes, language: language)
        let lines = LineIndex(bytes)
        if json {
            let items: [JSONValue] = tokens.map { t in
                let a = lines.position(of: Int(t.start), in: bytes), b = lines.position(of: Int(t.end), in: bytes)
                return .object([
                    ("kind", .string(t.kind.name)), ("line", .int(a.line)), ("column", .int(a.column)),
                    ("endLine", .int(b.line)), ("endColumn", .int(b.column)),
                    ("text", .string(String(decoding: bytes[t.range], as: UTF8.self))),
                ])
            }
            return JSONValue.array(items).rendered()
        }
        var out = ""
        for t in tokens {
            let a = lines.position(of: Int(t.start), in: bytes), b = lines.position(of: Int(t.end), in: bytes)
            var text = ""
            JSONValue.escape(String(decoding: bytes[t.range], as: UTF8.self), into: &text)
            out += "\(a.line):\(a.column)-\(b.line):\(b.column) \(t.kind.name) \(text)\n"
        }
        return out
    }
}
