// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "rxtree",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "rxtree", targets: ["rxtree"]),
        .library(name: "RxTreeKit", targets: ["RxTreeKit"]),
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
                "CMalloc",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // glibc's mallopt is not exported by Swift's Glibc module.
        .target(name: "CMalloc"),
        .testTarget(
            name: "RxTreeKitTests",
            dependencies: ["RxTreeKit"]
        ),
    ]
)
