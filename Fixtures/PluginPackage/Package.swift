// swift-tools-version:6.0
// A package that uses rxtree's command plugin, for the plugin's test: `swift package rxtree AppFlow`.
import PackageDescription

let package = Package(
    name: "PluginPackage",
    dependencies: [
        .package(name: "rxtree", path: "../.."),
    ],
    targets: [
        .target(name: "App", path: "Sources/App"),
    ]
)
