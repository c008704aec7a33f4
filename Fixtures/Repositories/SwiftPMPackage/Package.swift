// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "CatalogKit", targets: ["CatalogKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/RxSwiftCommunity/RxFlow", from: "2.13.0"),
        .package(url: "https://github.com/ReactiveX/RxSwift", from: "6.5.0"),
    ],
    targets: [
        .target(
            name: "CatalogKit",
            dependencies: [
                .product(name: "RxFlow", package: "RxFlow"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        ),
        .executableTarget(
            name: "CatalogDemo",
            dependencies: ["CatalogKit"],
            path: "Examples/CatalogDemo"
        ),
        .testTarget(
            name: "CatalogKitTests",
            dependencies: ["CatalogKit"]
        ),
    ]
)
