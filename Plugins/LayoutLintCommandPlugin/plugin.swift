import Foundation
import PackagePlugin

/// `swift package layoutlint [--target NAME …] [layoutlint options]`: lints the package (or the
/// named targets' folders), passing every other argument to layoutlint. Exits with layoutlint's
/// status. It reads only; `swift package layoutlint-fix` writes fixes.
@main
struct LayoutLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        try LayoutLintRun.run(tool: (context.tool(named: "lint-cli")).url, package: context.package, arguments: arguments, prefix: [])
    }
}

enum LayoutLintRun {
    static func run(tool: URL, package: Package, arguments: [String], prefix: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let paths = try names.isEmpty ? [package.directoryURL.path]
            : package.targets(named: names).map { $0.directoryURL.path }
        let process = Process()
        process.executableURL = tool
        process.arguments = prefix + extractor.remainingArguments + paths
        process.currentDirectoryURL = package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("layoutlint exited with status \(process.terminationStatus)")
        }
    }
}
