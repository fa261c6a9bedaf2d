/// `layoutlint rules [--format json]` and `layoutlint explain LL001|own-frame`.
struct RuleCommands {
    var writeOutput: (String) -> Void
    var writeError: (String) -> Void

    func run(_ options: Options) -> ExitCode {
        guard options.format == .text || options.format == .json else {
            writeError("layoutlint: error: '\(options.command)' prints text or json, not \(options.format.rawValue)\n")
            return .usageOrInputError
        }
        if options.command == .rules {
            guard options.paths.isEmpty else {
                writeError("layoutlint: error: 'rules' takes no arguments; to read about one rule: layoutlint explain \(options.paths[0])\n")
                return .usageOrInputError
            }
            writeOutput(RuleCatalog.list(json: options.format == .json))
            return .clean
        }
        guard options.paths.count == 1, let key = options.paths.first else {
            writeError("layoutlint: error: 'explain' takes one rule code or name, for example: layoutlint explain LL001\n")
            return .usageOrInputError
        }
        guard let rule = RuleRegistry.rule(named: key) else {
            let known = RuleRegistry.descriptions.flatMap { [$0.code, $0.name] }
            writeError("layoutlint: error: unknown rule '\(key)'" + Suggestions.didYouMean(key, among: known)
                       + " (layoutlint rules lists them)\n")
            return .usageOrInputError
        }
        writeOutput(RuleCatalog.explain(rule.description))
        return .clean
    }
}
