/// The report formats every front end (the command line, the server, the plugins) can ask for.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, gitlab, checkstyle, junit, msbuild, summary, html, markdown, sonarqube, rdjson, azure, csv, jsonl

    /// Other names `--format` accepts for it.
    public var aliases: [String] { self == .text ? ["xcode"] : [] }

    /// What it is, in a few words (the `--format` help, the man page).
    public var summary: String {
        switch self {
        case .text: return "path:line:col: warning: message [LL001 own-frame]"
        case .json: return "the layoutlint report (report.schema.json)"
        case .sarif: return "SARIF 2.1.0, for GitHub code scanning"
        case .github: return "GitHub Actions annotations"
        case .gitlab: return "GitLab Code Quality"
        case .checkstyle: return "Checkstyle XML"
        case .junit: return "JUnit XML, one test case per file and rule"
        case .msbuild: return "path(line,col,endLine,endCol): warning LL001: …"
        case .summary: return "a table of counts per rule"
        case .html: return "one self-contained page to read in a browser"
        case .markdown: return "for pull-request comments and job summaries"
        case .sonarqube: return "SonarQube generic external issues"
        case .rdjson: return "reviewdog's diagnostic format"
        case .azure: return "Azure Pipelines logging commands"
        case .csv: return "one row per finding (RFC 4180)"
        case .jsonl: return "one JSON finding per line"
        }
    }

    /// The usual ending of a file in this format (`sarif`, `checkstyle.xml`).
    public var fileExtension: String {
        switch self {
        case .text: return "txt"
        case .markdown: return "md"
        case .json, .sarif, .html, .rdjson, .csv, .jsonl: return rawValue
        case .github, .msbuild, .summary, .azure: return rawValue + ".txt"
        case .checkstyle, .junit: return rawValue + ".xml"
        case .gitlab, .sonarqube: return rawValue + ".json"
        }
    }
}
