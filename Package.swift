// swift-tools-version:6.1
// layoutlint: finds UIKit layout bugs in Swift, C# and Objective-C source.
// No package dependencies: only the toolchain.
import PackageDescription

let package = Package(
    name: "layoutlint",
    products: [
        .executable(name: "layoutlint", targets: ["lint-cli"]),
        // The same executable under its target's name, which is how the command plugins find it
        // when they run on this package itself.
        .executable(name: "lint-cli", targets: ["lint-cli"]),
        .library(name: "LayoutLint", targets: ["LayoutLint"]),
        .plugin(name: "LayoutLintBuildToolPlugin", targets: ["LayoutLintBuildToolPlugin"]),
        .plugin(name: "LayoutLintCommandPlugin", targets: ["LayoutLintCommandPlugin"]),
        .plugin(name: "LayoutLintFixPlugin", targets: ["LayoutLintFixPlugin"]),
    ],
    targets: [
        // The commit a release build names in `--version` (C, so that `make` can pass it as a macro).
        .target(name: "LayoutLintBuildInfo"),
        // Keeps a trap inside one file's lint from ending the run (C: a signal handler).
        .target(name: "LayoutLintCrashGuard"),
        .target(name: "LayoutLint", dependencies: ["LayoutLintBuildInfo", "LayoutLintCrashGuard"]),
        .executableTarget(name: "lint-cli", dependencies: ["LayoutLint"]),
        // Runs layoutlint on a target's sources in every build (SwiftPM and Xcode).
        .plugin(name: "LayoutLintBuildToolPlugin", capability: .buildTool(), dependencies: ["lint-cli"]),
        // `swift package layoutlint`: lints the package, read-only.
        .plugin(
            name: "LayoutLintCommandPlugin",
            capability: .command(intent: .custom(verb: "layoutlint", description: "Find UIKit layout bugs in the package")),
            dependencies: ["lint-cli"]
        ),
        // `swift package layoutlint-fix`: applies fixes, with permission to write.
        .plugin(
            name: "LayoutLintFixPlugin",
            capability: .command(
                intent: .custom(verb: "layoutlint-fix", description: "Apply layoutlint's fixes to the package"),
                permissions: [.writeToPackageDirectory(reason: "layoutlint --fix rewrites the sources it fixes")]
            ),
            dependencies: ["lint-cli"]
        ),
        .testTarget(
            name: "LayoutLintTests",
            dependencies: ["LayoutLint"],
            exclude: []
        ),
    ]
)
