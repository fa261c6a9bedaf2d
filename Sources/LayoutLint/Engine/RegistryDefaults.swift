/// The configuration with this build's rules: `Config/` knows rules only by their descriptions,
/// the engine maps them to the rules it runs.
extension Configuration {
    /// The defaults for `root`, knowing every rule of the registry.
    public init(root: String) { self.init(root: root, rules: RuleRegistry.descriptions) }

    static func load(_ path: String) throws(ConfigurationError) -> Configuration {
        try load(path, rules: RuleRegistry.descriptions)
    }

    static func parse(_ text: String, path: String, root: String) throws(ConfigurationError) -> Configuration {
        try parse(text, path: path, root: root, rules: RuleRegistry.descriptions)
    }

    /// The rules that can run at all in this configuration (before per-file settings).
    public func enabledRules() -> [any Rule.Type] {
        let codes = Set(enabledDescriptions().map(\.code))
        return RuleRegistry.all.filter { codes.contains($0.description.code) }
    }
}

extension RuleSelector {
    /// Parses a selector among the registry's rules.
    static func parse(_ text: String) -> RuleSelector? { parse(text, among: RuleRegistry.descriptions) }
}

extension LintResult {
    /// What the reporters present of the run.
    public var findings: Findings { Findings(diagnostics: diagnostics, errors: errors, filesScanned: filesScanned) }
}

extension Report {
    /// A report of `result`, describing any rule of the registry.
    public init(result: LintResult, rules: [RuleDescription], toolVersion: String = LayoutLintVersion.current,
                sourceRoot: String? = nil, sources: SourceTexts = SourceTexts(), color: Bool = false, showSource: Bool = false) {
        self.init(findings: result.findings, rules: rules, catalog: RuleRegistry.descriptions, toolVersion: toolVersion,
                  sourceRoot: sourceRoot, sources: sources, color: color, showSource: showSource)
    }
}
