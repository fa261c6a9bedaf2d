#if canImport(LayoutLintBuildInfo)
import LayoutLintBuildInfo
#endif

/// The version `--version`, the reports and the language server name.
public enum LayoutLintVersion {
    public static let current = "0.1.0"
    /// The commit of a release build (`make`), or nil.
    public static var commit: String? {
        #if canImport(LayoutLintBuildInfo)
        let c = String(cString: layoutlint_build_commit())
        return c.isEmpty ? nil : c
        #else
        return nil
        #endif
    }
    /// What `--version` prints after the name: `0.1.0`, or `0.1.0 (commit abc1234)`.
    public static var description: String { commit.map { "\(current) (commit \($0))" } ?? current }
}
