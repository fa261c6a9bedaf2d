/// The languages layoutlint reads. The raw value is the spelling used in reports.
public enum Language: String, Sendable, CaseIterable, Codable {
    case swift
    case csharp
    case objc

    /// The language of a path, decided by its extension; nil for files layoutlint does not read.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "swift": self = .swift
        case "cs": self = .csharp
        case "m", "mm", "h": self = .objc
        default: return nil
        }
    }

    /// How people name the language in prose.
    public var displayName: String {
        switch self {
        case .swift: return "Swift"
        case .csharp: return "C#"
        case .objc: return "Objective-C"
        }
    }
}
