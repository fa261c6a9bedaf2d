/// The command line, parsed into typed options. Hand-written: no dependencies.
public struct Options: Sendable, Equatable {
    public typealias Format = ReportFormat
    public typealias FailOn = LayoutLint.FailOn
    public enum Command: Sendable, Equatable { case lint, tokens, rules, explain, help, version, server, completions, manpage }

    public var command: Command = .lint
    public var paths: [String] = []
    public var format: Format = .text
    /// nil: the configuration's, else `warning`.
    public var failOn: FailOn?
    public var stdinFilename: String?
    /// nil: the configuration's, else the default rules.
    public var select: [RuleSelector]?
    public var extendSelect: [RuleSelector] = []
    public var ignore: [RuleSelector] = []
    public var config: String?
    public var noConfig = false
    public var showConfig = false
    public var forceExclude = false
    /// `--follow-links`: follow symbolic links met while walking folders.
    public var followLinks = false
    public var baseline: String?
    public var writeBaseline: String?
    public var baselineStrict = false
    public var since: String?
    /// `--output FORMAT:PATH`: extra reports written in the same run.
    public var outputs: [OutputRequest] = []
    /// Terminal presentation of the text format; nil means "when standard output is a terminal".
    public var color: Bool?
    public var showSource: Bool?
    /// `--statistics`: counts per rule instead of the diagnostics.
    public var statistics = false
    /// Worker threads (`--jobs N`); nil: one per core.
    public var jobs: Int?
    /// Print where the time goes to standard error (`--timings`).
    public var timings = false
    /// `--fix`: apply fixes and write the files.
    public var fix = false
    /// `--unsafe-fixes`: unsafe fixes count too (applied with `--fix` / `--diff`).
    public var unsafeFixes = false
    /// `--diff`: print what fixing would change; write nothing.
    public var diff = false
    /// `--fix-only`: fix, and report nothing about what is left.
    public var fixOnly = false

    /// Fixes are computed in this run.
    public var fixing: Bool { fix || diff || fixOnly }
}

public struct UsageError: Error, Equatable {
    public let message: String
}

enum ArgumentParser {
    static func parse(_ args: [String]) throws(UsageError) -> Options {
        var o = Options()
        var rest = args[...]
        switch rest.first {
        case "tokens": o.command = .tokens; rest = rest.dropFirst()
        case "rules": o.command = .rules; rest = rest.dropFirst()
        case "explain": o.command = .explain; rest = rest.dropFirst()
        case "server": o.command = .server; rest = rest.dropFirst()
        case "completions": o.command = .completions; rest = rest.dropFirst()
        case "manpage": o.command = .manpage; rest = rest.dropFirst()
        default: break
        }
        var onlyPaths = false
        while let arg = rest.popFirst() {
            if onlyPaths || arg == "-" || !arg.hasPrefix("-") { o.paths.append(arg); continue }
            if arg == "--" { onlyPaths = true; continue }
            var name = arg
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            switch name {
            case "--help", "-h": o.command = .help
            case "--version": if o.command == .lint { o.command = .version }
            case "--no-config": o.noConfig = true
            case "--show-config": o.showConfig = true
            case "--force-exclude": o.forceExclude = true
            case "--follow-links": o.followLinks = true
            case "--baseline-strict": o.baselineStrict = true
            case "--no-color": o.color = false
            case "--show-source": o.showSource = true
            case "--no-show-source": o.showSource = false
            case "--statistics": o.statistics = true
            case "--timings": o.timings = true
            case "--fix": o.fix = true
            case "--unsafe-fixes": o.unsafeFixes = true
            case "--diff": o.diff = true
            case "--fix-only": o.fixOnly = true
            default:
                guard Option.valueOptions.contains(name) else {
                    throw UsageError(message: "unknown option '\(name)'" + Suggestions.didYouMean(name, among: Option.valueOptions + Option.flagOptions))
                }
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                switch name {
                case "--format": o.format = try OutputRequest.format(value)
                case "--output": o.outputs.append(try OutputRequest(value))
                case "--fail-on":
                    guard let f = Options.FailOn(rawValue: value) else {
                        throw UsageError(message: "unknown --fail-on level '\(value)' (expected error, warning, note or never)")
                    }
                    o.failOn = f
                case "--stdin-filename": o.stdinFilename = value
                case "--select": o.select = (o.select ?? []) + (try ruleList(value, option: name))
                case "--extend-select": o.extendSelect += try ruleList(value, option: name)
                case "--ignore": o.ignore += try ruleList(value, option: name)
                case "--config": o.config = value
                case "--baseline": o.baseline = value
                case "--write-baseline": o.writeBaseline = value
                case "--since": o.since = value
                case "--jobs":
                    guard let n = Int(value), n >= 1 else {
                        throw UsageError(message: "option '--jobs' needs a positive number of jobs, not '\(value)'")
                    }
                    o.jobs = n
                default: break
                }
            }
        }
        if o.fixing, o.writeBaseline != nil {
            throw UsageError(message: "--write-baseline records findings; it does not combine with --fix, --fix-only or --diff")
        }
        if o.statistics, ![.text, .json, .summary].contains(o.format) {
            throw UsageError(message: "--statistics works with --format text or json, not \(o.format.rawValue)")
        }
        return o
    }

    /// A comma list of rule codes, names or code prefixes, each checked against the registry.
    static func ruleList(_ value: String, option: String) throws(UsageError) -> [RuleSelector] {
        var selectors: [RuleSelector] = []
        for raw in value.split(separator: ",") {
            let key = raw.trimmingSpaces
            guard !key.isEmpty else { continue }
            guard let selector = RuleSelector.parse(key) else {
                throw UsageError(message: "unknown rule '\(key)' in \(option)" + Configuration.ruleSuggestion(key, among: RuleRegistry.descriptions))
            }
            selectors.append(selector)
        }
        return selectors
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
