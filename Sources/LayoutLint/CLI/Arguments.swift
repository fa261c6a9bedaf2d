/// The command line, parsed into typed options. Hand-written: no dependencies.
public struct Options: Sendable, Equatable {
    public enum Format: String, Sendable, CaseIterable { case text, json, sarif }
    public enum FailOn: String, Sendable, CaseIterable { case error, warning, note, never }
    public enum Command: Sendable, Equatable { case lint, tokens, help, version }

    public var command: Command = .lint
    public var paths: [String] = []
    public var format: Format = .text
    public var failOn: FailOn = .warning
    public var stdinFilename: String?
    public var select: [String] = []
    public var ignore: [String] = []
    /// Worker threads (`--jobs N`); nil: one per core.
    public var jobs: Int?
    /// Print where the time goes to standard error (`--timings`).
    public var timings = false
}

public struct UsageError: Error, Equatable {
    public let message: String
}

enum ArgumentParser {
    static let valueOptions = ["--format", "--fail-on", "--stdin-filename", "--select", "--ignore", "--jobs"]
    static let flagOptions = ["--help", "-h", "--version", "--timings"]

    static func parse(_ args: [String]) throws(UsageError) -> Options {
        var o = Options()
        var rest = args[...]
        if rest.first == "tokens" { o.command = .tokens; rest = rest.dropFirst() }
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
            case "--timings": o.timings = true
            default:
                guard valueOptions.contains(name) else {
                    throw UsageError(message: "unknown option '\(name)'" + suggestion(name, among: valueOptions + flagOptions))
                }
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                switch name {
                case "--format":
                    guard let f = Options.Format(rawValue: value) else {
                        throw UsageError(message: "unknown format '\(value)' (expected \(Options.Format.allCases.map(\.rawValue).joined(separator: ", ")))"
                                         + suggestion(value, among: Options.Format.allCases.map(\.rawValue)))
                    }
                    o.format = f
                case "--fail-on":
                    guard let f = Options.FailOn(rawValue: value) else {
                        throw UsageError(message: "unknown --fail-on level '\(value)' (expected error, warning, note or never)")
                    }
                    o.failOn = f
                case "--stdin-filename": o.stdinFilename = value
                case "--select": o.select += try ruleList(value, option: name)
                case "--ignore": o.ignore += try ruleList(value, option: name)
                case "--jobs":
                    guard let n = Int(value), n >= 1 else {
                        throw UsageError(message: "option '--jobs' needs a positive number of jobs, not '\(value)'")
                    }
                    o.jobs = n
                default: break
                }
            }
        }
        return o
    }

    /// A comma list of rule codes or names, each checked against the registry.
    static func ruleList(_ value: String, option: String) throws(UsageError) -> [String] {
        var codes: [String] = []
        for raw in value.split(separator: ",") {
            let key = raw.trimmingSpaces
            guard !key.isEmpty else { continue }
            guard let rule = RuleRegistry.rule(named: key) else {
                let known = RuleRegistry.descriptions.flatMap { [$0.code, $0.name] }
                throw UsageError(message: "unknown rule '\(key)' in \(option)" + suggestion(key, among: known))
            }
            codes.append(rule.description.code)
        }
        return codes
    }

    /// "; did you mean 'x'?" for the closest candidate, when it is close enough.
    static func suggestion(_ word: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return "" }
        return "; did you mean '\(best.0)'?"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        for i in 1...a.count {
            var cur = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            prev = cur
        }
        return prev[b.count]
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
