/// `--output FORMAT:PATH`: one extra report, written to a file in the same run.
public struct OutputRequest: Sendable, Equatable {
    public var format: Options.Format
    public var path: String

    public init(format: Options.Format, path: String) {
        self.format = format
        self.path = path
    }

    /// Parses `FORMAT:PATH` (the path may itself contain colons).
    init(_ value: String) throws(UsageError) {
        guard let colon = value.firstIndex(of: ":"), value.index(after: colon) < value.endIndex else {
            throw UsageError(message: "--output takes FORMAT:PATH, for example sarif:layoutlint.sarif (got '\(value)')")
        }
        self.format = try OutputRequest.format(String(value[..<colon]))
        self.path = String(value[value.index(after: colon)...])
    }

    /// A format by name or alias (`xcode` is another name for `text`).
    static func format(_ name: String) throws(UsageError) -> Options.Format {
        if let f = Options.Format.allCases.first(where: { $0.rawValue == name || $0.aliases.contains(name) }) { return f }
        let names = Options.Format.allCases.map(\.rawValue) + Options.Format.allCases.flatMap(\.aliases)
        throw UsageError(message: "unknown format '\(name)' (expected \(names.joined(separator: ", ")))"
                         + Suggestions.didYouMean(name, among: names))
    }
}
