/// What a reporter renders: the run's result, the rules that took part, and what a reporter may
/// need to present them (the files' text, the root paths are relative to, terminal styling).
public struct Report: Sendable {
    public var result: Findings
    /// The rules that took part.
    public var rules: [RuleDescription]
    /// Every rule the build knows: a finding of a rule that did not take part (a suppression
    /// reported unused) is still described.
    public var catalog: [RuleDescription] = []
    public var toolVersion: String = LayoutLintVersion.current
    /// The absolute folder relative paths are resolved against (the working directory): SARIF's
    /// `%SRCROOT%`. Nil leaves paths as they are.
    public var sourceRoot: String?
    /// The linted files' bytes, for source excerpts and fingerprints.
    public var sources: SourceTexts = SourceTexts()
    /// Text format only: ANSI colors, and the flagged source line with a `help:` line under each
    /// diagnostic.
    public var color = false
    public var showSource = false

    public init(findings: Findings, rules: [RuleDescription], catalog: [RuleDescription], toolVersion: String = LayoutLintVersion.current,
                sourceRoot: String? = nil, sources: SourceTexts = SourceTexts(), color: Bool = false, showSource: Bool = false) {
        self.result = findings
        self.rules = rules
        self.catalog = catalog
        self.toolVersion = toolVersion
        self.sourceRoot = sourceRoot
        self.sources = sources
        self.color = color
        self.showSource = showSource
    }

    /// The description of a rule that took part, by code.
    func rule(_ code: String) -> RuleDescription? {
        rules.first { $0.code == code } ?? catalog.first { $0.code == code }
    }
}

protocol Reporter {
    static func render(_ report: Report) -> String
}

enum Reporters {
    static func reporter(for format: ReportFormat) -> any Reporter.Type {
        switch format {
        case .text: return TextReporter.self
        case .json: return JSONReporter.self
        case .sarif: return SARIFReporter.self
        case .github: return GitHubReporter.self
        case .checkstyle: return CheckstyleReporter.self
        case .junit: return JUnitReporter.self
        case .gitlab: return GitLabReporter.self
        case .msbuild: return MSBuildReporter.self
        case .html: return HTMLReporter.self
        case .markdown: return MarkdownReporter.self
        case .sonarqube: return SonarQubeReporter.self
        case .rdjson: return RDJSONReporter.self
        case .azure: return AzureReporter.self
        case .csv: return CSVReporter.self
        case .jsonl: return JSONLinesReporter.self
        case .summary: return SummaryReporter.self
        }
    }
}
