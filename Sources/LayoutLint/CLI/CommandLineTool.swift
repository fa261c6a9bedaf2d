/// The whole command-line tool, callable in-process: the executable only forwards to `run`.
public struct CommandLineTool {
    public var readStandardInput: () -> [UInt8]
    public var writeOutput: (String) -> Void
    public var writeError: (String) -> Void

    public init(readStandardInput: @escaping () -> [UInt8], writeOutput: @escaping (String) -> Void,
                writeError: @escaping (String) -> Void) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
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
            writeOutput("layoutlint \(LayoutLintVersion.current)\n")
            return .clean
        case .tokens:
            return tokens(options)
        case .lint:
            return lint(options)
        }
    }

    private func lint(_ options: Options) -> ExitCode {
        let timings = options.timings ? StageTimings() : nil
        let runStart = StageTimings.now()
        var rules = options.select.isEmpty
            ? RuleRegistry.defaults
            : RuleRegistry.all.filter { options.select.contains($0.description.code) }
        rules.removeAll { options.ignore.contains($0.description.code) }

        var inputs: [LintInput] = []
        var errors: [FileError] = []
        let paths = options.paths.isEmpty ? ["."] : options.paths
        if paths.contains("-") {
            let name = options.stdinFilename ?? "stdin.swift"
            guard let language = Language(path: name), FileDiscovery.enabledLanguages.contains(language) else {
                writeError("layoutlint: error: cannot tell the language of standard input from '\(name)'; pass --stdin-filename NAME.swift, NAME.cs or NAME.m\n")
                return .usageOrInputError
            }
            inputs.append(LintInput(displayPath: name, language: language, source: .bytes(readStandardInput())))
        }
        let found = FileDiscovery.discover(paths.filter { $0 != "-" })
        inputs += found.inputs
        errors += found.errors
        timings?.add(.discovery, StageTimings.now() - runStart)

        var result = Linter.lint(inputs, rules: rules, jobs: options.jobs, timings: timings)
        let reportStart = StageTimings.now()
        result.errors = (result.errors + errors).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for e in result.errors { writeError("layoutlint: error: \(e.path): \(e.message)\n") }

        let report = Report(result: result, rules: rules.map { $0.description })
        writeOutput(Reporters.reporter(for: options.format).render(report))
        if options.format == .text { writeError(TextReporter.summary(result) + "\n") }
        if let timings {
            timings.add(.reporting, StageTimings.now() - reportStart)
            writeError(timings.report(wall: Double(StageTimings.now() - runStart) / 1e9))
        }

        if !result.errors.isEmpty { return .usageOrInputError }
        let threshold: Severity?
        switch options.failOn {
        case .error: threshold = .error
        case .warning: threshold = .warning
        case .note: threshold = .note
        case .never: threshold = nil
        }
        if let t = threshold, result.diagnostics.contains(where: { $0.severity >= t }) { return .violations }
        return .clean
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
            bytes = readStandardInput()
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
