/// The report formats every front end (the command line, the server, the plugins) can ask for.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, checkstyle, junit, gitlab, msbuild, summary, html, markdown, sonarqube, rdjson, azure, csv, jsonl
}
