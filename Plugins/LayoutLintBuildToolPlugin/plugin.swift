import Foundation
import PackagePlugin

/// Runs layoutlint on a target's Swift and Objective-C sources in every build. Findings come out
/// as `path:line:col: warning: …` lines, which SwiftPM prints and Xcode shows inline; only
/// findings of severity `error` fail the build. The command declares the sources (and the
/// package's `.layoutlint.yml`) as its inputs and a report in the plugin's work directory as its
/// output, so a build with nothing changed does not run it again.
@main
struct LayoutLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension) }
        return try Self.commands(tool: context.tool(named: "lint-cli").url, name: target.name, sources: sources,
                                 configuration: context.package.directoryURL.appending(path: ".layoutlint.yml"),
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    static let extensions: Set<String> = ["swift", "m", "mm", "h", "cs"]

    static func commands(tool: URL, name: String, sources: [URL], configuration: URL, workDirectory: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        var inputs = sources
        var arguments = ["--format", "text", "--fail-on", "error", "--force-exclude"]
        if FileManager.default.fileExists(atPath: configuration.path) {
            inputs.append(configuration)
            arguments += ["--config", configuration.path]
        } else {
            arguments.append("--no-config")
        }
        arguments += sources.map(\.path)
        // The command's output is a stamp that the target compiles to nothing: a Swift file (or,
        // in a C-family target, a header) holding one comment. Any other kind of file would be
        // copied into the target as a resource.
        let swift = sources.contains { $0.pathExtension == "swift" }
        let stamp = workDirectory.appending(path: "\(name).layoutlint.\(swift ? "swift" : "h")")
        let script = "\"$0\" \"$@\"; status=$?; printf '// layoutlint ran on this target\\n' > \(quoted(stamp.path)); exit $status"
        return [.buildCommand(displayName: "layoutlint \(name)", executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: ["-c", script, tool.path] + arguments, inputFiles: inputs + [tool], outputFiles: [stamp])]
    }

    static func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LayoutLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension) }
        return try Self.commands(tool: context.tool(named: "lint-cli").url, name: target.displayName, sources: sources,
                                 configuration: context.xcodeProject.directoryURL.appending(path: ".layoutlint.yml"),
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
