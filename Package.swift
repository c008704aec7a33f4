// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rxtree",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "rxtree", targets: ["rxtree"]),
        .plugin(name: "RxTreePlugin", targets: ["RxTreePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .executableTarget(
            name: "rxtree",
            dependencies: [
                "RxTreeKit",
                "CSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "RxTreeKit",
            dependencies: [
                "CSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // The configuration file, .rxtree.yml.
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // mallopt and memmem, which Swift's Glibc module does not export.
        .target(name: "CSupport"),
        .plugin(
            name: "RxTreePlugin",
            capability: .command(
                intent: .custom(verb: "rxtree", description: "Print the navigation tree of the package's flows and view controllers."),
                permissions: []
            ),
            dependencies: ["rxtree"]
        ),
        // `make bench`'s parse-only baseline.
        .executableTarget(
            name: "rxtree-parse-baseline",
            dependencies: ["RxTreeKit", "CSupport"],
            path: "Benchmarks/Sources/rxtree-parse-baseline"
        ),
        .testTarget(
            name: "RxTreeKitTests",
            dependencies: [
                "RxTreeKit",
                // Only to check LineTable against swift-syntax's own SourceLocationConverter.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Golden", "CheckFiles"]
        ),
    ]
)

// `make fuzz` only: a libFuzzer target for FileScanner. macOS toolchains lack libFuzzer, so the
// target exists only when the manifest is evaluated with RXTREE_FUZZ=1. lld, as its `--defsym`
// lets SwiftPM's `main=rxtree_fuzz_main` replace libFuzzer's own `main` (gold calls it a duplicate).
if Context.environment["RXTREE_FUZZ"] == "1" {
    package.targets.append(.executableTarget(
        name: "rxtree-fuzz",
        dependencies: ["RxTreeKit"],
        path: "Fuzz/Sources",
        swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"]), .enableExperimentalFeature("Extern")],
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])]
    ))
}
