// swift-tools-version:6.0
// layoutlint: finds UIKit layout bugs in Swift, C# and Objective-C source.
// No package dependencies: only the toolchain.
import PackageDescription

let package = Package(
    name: "layoutlint",
    products: [
        .executable(name: "layoutlint", targets: ["lint-cli"]),
        .library(name: "LayoutLint", targets: ["LayoutLint"]),
    ],
    targets: [
        .target(name: "LayoutLint"),
        .executableTarget(name: "lint-cli", dependencies: ["LayoutLint"]),
        .testTarget(
            name: "LayoutLintTests",
            dependencies: ["LayoutLint"],
            exclude: []
        ),
    ]
)
