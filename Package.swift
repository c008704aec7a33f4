// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rxtree",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "rxtree", targets: ["rxtree"]),
        .library(name: "RxTreeKit", targets: ["RxTreeKit"]),
        .plugin(name: "RxTreePlugin", targets: ["RxTreePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "rxtree",
            dependencies: [
                "RxTreeKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "RxTreeKit",
            dependencies: [
                "CSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
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
        .testTarget(
            name: "RxTreeKitTests",
            dependencies: ["RxTreeKit"],
            exclude: ["Golden", "CheckFiles"]
        ),
    ]
)
