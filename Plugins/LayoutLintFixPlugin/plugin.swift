import Foundation
import PackagePlugin

/// `swift package layoutlint-fix [--target NAME …] [layoutlint options]`: applies layoutlint's
/// fixes (`--fix`; add `--unsafe-fixes` for the rest) to the package, after SwiftPM has asked
/// for permission to write to the package directory.
@main
struct LayoutLintFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let paths = try names.isEmpty ? [context.package.directoryURL.path]
            : context.package.targets(named: names).map { $0.directoryURL.path }
        let process = Process()
        process.executableURL = try (context.tool(named: "lint-cli")).url
        process.arguments = ["--fix"] + extractor.remainingArguments + paths
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("layoutlint exited with status \(process.terminationStatus)")
        }
    }
}
