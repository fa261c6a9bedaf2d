import Foundation

/// Paths inside the package, found from this file's location.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")
    static let rulesFolder = packageRoot.appendingPathComponent("Sources/LayoutLint/Rules")

    /// True when golden files should be rewritten instead of compared.
    static var updating: Bool { ProcessInfo.processInfo.environment["LAYOUTLINT_UPDATE"] == "1" }
}
