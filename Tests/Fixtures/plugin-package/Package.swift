// swift-tools-version:6.1
// A package that applies layoutlint's build-tool plugin, as a user's would (Scripts/plugin-check.sh).
import PackageDescription

let package = Package(
    name: "PluginDemo",
    dependencies: [.package(name: "layoutlint", path: "../../..")],
    targets: [
        .target(name: "Cards", plugins: [.plugin(name: "LayoutLintBuildToolPlugin", package: "layoutlint")]),
    ]
)
