@testable import LayoutLint

/// Lints one example's clean source with one rule and renders what it found, for tests.
enum ExampleRunner {
    static func extensionFor(_ l: Language) -> String {
        switch l { case .swift: return "swift"; case .csharp: return "cs"; case .objc: return "m" }
    }

    static func lint(_ source: String, _ language: Language, rules: [any Rule.Type]) -> [Diagnostic] {
        let file = SourceFile(path: "Example.\(extensionFor(language))", language: language, text: source)
        return Linter.lint([file], rules: rules).diagnostics
    }

    /// (line, column, endLine, endColumn) of a byte range in `source`.
    static func position(_ r: Range<Int>, in source: String) -> [Int] {
        let bytes = Array(source.utf8)
        let idx = LineIndex(bytes)
        let a = idx.position(of: r.lowerBound, in: bytes), b = idx.position(of: r.upperBound, in: bytes)
        return [a.line, a.column, b.line, b.column]
    }

    /// The source with a caret line under each diagnostic, to show in a failure.
    static func render(_ source: String, _ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for (n, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            out += line + "\n"
            for d in diagnostics where d.line == n + 1 {
                out += String(repeating: " ", count: d.column - 1) + "^ \(d.rule) \(d.message)\n"
            }
        }
        return out
    }

    /// The example's source wrapped so that no code remains: inside a comment, inside a string.
    static func commented(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
    }

    static func stringified(_ source: String, _ language: Language) -> String {
        switch language {
        case .swift: return "let text = #\"\"\"\n" + source + "\n\"\"\"#\n"
        case .csharp: return "class Holder { string text = \"\"\"\"\n" + source + "\n\"\"\"\"; }\n"
        case .objc: return "NSString *text = @\"" + source.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\";\n"
        }
    }
}
