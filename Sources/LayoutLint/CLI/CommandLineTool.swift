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

    /// The configuration file (unless `--no-config`), with the command line's settings on top.
    func loadConfiguration(_ options: Options) -> Result<Configuration, ConfigurationError> {
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
