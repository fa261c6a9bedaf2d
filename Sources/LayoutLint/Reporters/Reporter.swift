/// What a reporter renders: the run's result and the rules that took part.
public struct Report: Sendable {
    public var result: LintResult
    public var rules: [RuleDescription]
    public var toolVersion: String = LayoutLintVersion.current
}

protocol Reporter {
    static func render(_ report: Report) -> String
}

public enum LayoutLintVersion {
    public static let current = "0.1.0"
}

enum Reporters {
    static func reporter(for format: Options.Format) -> any Reporter.Type {
        switch format {
        case .text: return TextReporter.self
        case .json: return JSONReporter.self
        case .sarif: return SARIFReporter.self
        }
    }
}
