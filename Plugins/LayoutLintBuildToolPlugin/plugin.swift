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

    /// The command's inputs are the sources and the folder that holds the configuration, not the
    /// configuration itself: SwiftPM keeps a plugin's commands from one build to the next, so a
    /// configuration named as an input and later deleted would stop every build with "missing
    /// inputs". The folder changes when a configuration appears, goes or is saved by renaming;
    /// the command decides when it runs whether there is one, and its checksum is in the key.
    static func commands(tool: URL, name: String, sources: [URL], configuration: URL, workDirectory: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let arguments = ["--format", "text", "--fail-on", "error", "--force-exclude"] + sources.map(\.path)
        // The command's output is a stamp that the target compiles to nothing: a Swift file (or,
        // in a C-family target, a header) holding one comment. Any other kind of file would be
        // copied into the target as a resource.
        let swift = sources.contains { $0.pathExtension == "swift" }
        let stamp = workDirectory.appending(path: "\(name).layoutlint.\(swift ? "swift" : "h")")
        let key = workDirectory.appending(path: "cache").appending(path: "\(name).inputs")
        return [.buildCommand(displayName: "layoutlint \(name)", executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: ["-c", script, tool.path, stamp.path, key.path, configuration.path] + arguments,
                              inputFiles: sources + [configuration.deletingLastPathComponent(), tool],
                              outputFiles: [stamp])]
    }

    /// The command, in POSIX sh: `$0` is the tool, `$1` the stamp, `$2` the cache key, `$3` the
    /// configuration (which may not exist), the rest layoutlint's arguments. SwiftPM relinks the
    /// tool in its plugin-preparation phase on the build after a fresh one, which makes it start
    /// this command again with nothing changed; the key (the checksums of the tool, the arguments,
    /// the configuration and the sources) lets the command see that and return without linting.
    /// The key is kept only after a run that passed, so a failing run is always repeated, and the
    /// stamp is written only once, so a rerun does not make the target recompile.
    static let script = #"""
        tool=$0 stamp=$1 keyfile=$2 config=$3; shift 3
        if [ -f "$config" ]; then set -- --config "$config" "$@"; else set -- --no-config "$@"; fi
        key="$(printf '%s\n' "$@" | cksum) $(cksum -- "$tool" "$@" 2>/dev/null)"
        if [ -f "$stamp" ] && [ -f "$keyfile" ] && [ "$(cat "$keyfile")" = "$key" ]; then exit 0; fi
        "$tool" "$@"; status=$?
        [ -f "$stamp" ] || printf '// layoutlint ran on this target\n' > "$stamp"
        mkdir -p "$(dirname "$keyfile")"
        if [ $status -eq 0 ]; then printf '%s\n' "$key" > "$keyfile"; else rm -f "$keyfile"; fi
        exit $status
        """#

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
