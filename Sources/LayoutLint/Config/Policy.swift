import Foundation

extension Configuration {
    /// Per-file settings: `per-file-ignores`, `severity`, and for C# files `.editorconfig`'s
    /// `dotnet_diagnostic.LL001.severity` (which wins, as Roslyn analyzers do).
    public func policy() -> PolicyProvider {
        let c = self
        let editorConfig = EditorConfig()
        var base: [String: Severity] = [:]
        for (code, level) in c.severity { if let l = level { base[code] = l } }
        let severities = base
        let cwd = FileManager.default.currentDirectoryPath
        let hasPerFileIgnores = !c.perFileIgnores.isEmpty
        return { input in
            // The absolute path only where something is looked up by it.
            guard hasPerFileIgnores || input.language == .csharp else { return FilePolicy(severities: severities) }
            let absolute = FileDiscovery.absolutePath(input.displayPath, in: cwd)
            var policy = FilePolicy(disabled: c.ignoredRules(for: absolute), severities: severities)
            if input.language == .csharp {
                for (code, level) in editorConfig.severities(for: absolute) {
                    if let l = level { policy.severities[code] = l } else { policy.disabled.insert(code) }
                }
            }
            return policy
        }
    }
}

/// What applies to one file beyond the run's rules: rules switched off for it
/// (`per-file-ignores`, `.editorconfig`) and severities changed for it.
public struct FilePolicy: Sendable {
    public var disabled: Set<String> = []
    public var severities: [String: Severity] = [:]
    public init(disabled: Set<String> = [], severities: [String: Severity] = [:]) {
        self.disabled = disabled
        self.severities = severities
    }
}

public typealias PolicyProvider = @Sendable (LintInput) -> FilePolicy
