import Foundation
import RxTreeKit
import XCTest

/// Which module each file belongs to, read from `Package.swift` and Xcode projects written to a temp folder.
final class ModuleDiscoveryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
    }

    private func write(_ relative: String, _ text: String = "") throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func touch(_ paths: String...) throws {
        for path in paths { try write(path) }
    }

    private func modules() -> ModuleMap {
        let found = SourceDiscovery.swiftFiles(in: root.path)
        return ModuleDiscovery.modules(directory: root.path, manifests: found.manifests, files: found.files)
    }

    /// Module of every Swift file, "-" for the default module, in path order.
    private func membership(_ map: ModuleMap) -> [String] {
        SourceDiscovery.swiftFiles(in: root.path).files.map { "\($0.path) \(map.module(of: $0.path) ?? "-")" }
    }

    private func summary(_ map: ModuleMap) -> [String] {
        map.modules.map { "\($0.name) \($0.kind.rawValue) \($0.manifest) [\($0.dependencies.joined(separator: ", "))]" }
    }

    // MARK: Discovery

    func testDiscoveryCollectsManifestsAndKeepsTheSwiftFilesAsBefore() throws {
        try touch(
            "Package.swift", "Sources/A/A.swift", "Packages/Kit/Package.swift", "App/App.xcodeproj/project.pbxproj",
            "App/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "App/project.pbxproj", "App/App/AppDelegate.swift",
            "Pods/Pods.xcodeproj/project.pbxproj", "Pods/Package.swift", ".build/checkouts/x/Package.swift"
        )
        let found = SourceDiscovery.swiftFiles(in: root.path)
        XCTAssertEqual(found.manifests.map(\.path), ["App/App.xcodeproj/project.pbxproj", "Package.swift", "Packages/Kit/Package.swift"])
        XCTAssertEqual(found.files.map(\.path), ["App/App/AppDelegate.swift", "Package.swift", "Packages/Kit/Package.swift", "Sources/A/A.swift"])
        XCTAssertEqual(found.manifests[0].absolutePath, root.path + "/App/App.xcodeproj/project.pbxproj")
        XCTAssertEqual(found.diagnostics, [])
    }

    // MARK: Package.swift

    func testPackageTargetsConventionalFoldersPathSourcesExcludeAndDependencies() throws {
        try write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Catalog",
            products: [.library(name: "CatalogKit", targets: ["CatalogKit"])],
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift", from: "6.0.0")],
            targets: [
                .target(
                    name: "CatalogKit",
                    dependencies: [
                        "Core",
                        .product(name: "RxSwift", package: "RxSwift"),
                        .product(name: "RxCocoa", package: "RxSwift", condition: .when(platforms: [.iOS])),
                    ],
                    exclude: ["Legacy", "Notes.swift"],
                    resources: [.process("Assets")]
                ),
                .target(name: "Core"),
                .executableTarget(name: "CatalogDemo", dependencies: [.target(name: "CatalogKit")], path: "Examples/CatalogDemo"),
                .target(name: "Picked", path: "Picked/", sources: ["Main.swift", "./Screens"]),
                .testTarget(name: "CatalogKitTests", dependencies: [.byName(name: "CatalogKit")]),
                .macro(name: "CatalogMacros", dependencies: []),
                .plugin(name: "Lint", capability: .buildTool()),
            ]
        )
        """)
        try touch(
            "Sources/CatalogKit/CatalogFlow.swift", "Sources/CatalogKit/Screens/ListViewController.swift",
            "Sources/CatalogKit/Legacy/OldFlow.swift", "Sources/CatalogKit/Notes.swift", "Sources/Core/Step.swift",
            "Examples/CatalogDemo/AppFlow.swift", "Picked/Main.swift", "Picked/Screens/A.swift", "Picked/Other.swift",
            "Tests/CatalogKitTests/MockCatalogFlow.swift", "Sources/CatalogMacros/Macro.swift", "Plugins/Lint/Lint.swift",
            "Scripts/Tool.swift"
        )
        let map = modules()
        XCTAssertEqual(summary(map), [
            "CatalogDemo executable Package.swift [CatalogKit]",
            "CatalogKit library Package.swift [Core, RxCocoa, RxSwift]",
            "CatalogKitTests test Package.swift [CatalogKit]",
            "Core library Package.swift []",
            "Picked library Package.swift []",
        ])
        XCTAssertEqual(membership(map), [
            "Examples/CatalogDemo/AppFlow.swift CatalogDemo",
            "Package.swift -",
            "Picked/Main.swift Picked",
            "Picked/Other.swift -",
            "Picked/Screens/A.swift Picked",
            "Plugins/Lint/Lint.swift -",
            "Scripts/Tool.swift -",
            "Sources/CatalogKit/CatalogFlow.swift CatalogKit",
            "Sources/CatalogKit/Legacy/OldFlow.swift -",
            "Sources/CatalogKit/Notes.swift -",
            "Sources/CatalogKit/Screens/ListViewController.swift CatalogKit",
            "Sources/CatalogMacros/Macro.swift -",
            "Sources/Core/Step.swift Core",
            "Tests/CatalogKitTests/MockCatalogFlow.swift CatalogKitTests",
        ])
        XCTAssertEqual(map.unbuilt, [])
        XCTAssertEqual(map.diagnostics, [])
    }

    func testOtherPredefinedFoldersAndNestedPackages() throws {
        try write("Package.swift", #"let package = Package(name: "Root", targets: [.target(name: "Util")])"#)
        try write("Kit/Package.swift", """
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests", dependencies: ["Kit"])])
        """)
        try touch("src/Util/U.swift", "Kit/Sources/Kit/K.swift", "Kit/Tests/KitTests/T.swift")
        let map = modules()
        XCTAssertEqual(summary(map), ["Kit library Kit/Package.swift []", "KitTests test Kit/Package.swift [Kit]", "Util library Package.swift []"])
        XCTAssertEqual(membership(map), [
            "Kit/Package.swift -", "Kit/Sources/Kit/K.swift Kit", "Kit/Tests/KitTests/T.swift KitTests", "Package.swift -", "src/Util/U.swift Util",
        ])
    }

    func testComputedTargetArgumentsAreSkippedWithAWarningAndAppendedTargetsAreRead() throws {
        try write("Package.swift", """
        import PackageDescription

        let name = "Dynamic"
        let shared: [Target.Dependency] = [.target(name: "NotATarget")]
        let package = Package(
            name: "P",
            targets: [
                .target(name: name),
                .target(name: "Moved", path: "Custom/" + name),
                .target(name: "Picky", sources: sourceList),
                .target(name: "Loose", dependencies: shared),
                .target(name: "Interpolated\\(name)"),
            ]
        )
        package.targets.append(.executableTarget(name: "Tool"))
        package.targets += [Target.target(name: "Extra")]
        """)
        try touch("Sources/Loose/L.swift", "Sources/Tool/main.swift", "Sources/Extra/E.swift", "Sources/NotATarget/N.swift")
        let map = modules()
        XCTAssertEqual(summary(map), ["Extra library Package.swift []", "Loose library Package.swift []", "Tool executable Package.swift []"])
        XCTAssertEqual(map.diagnostics.map(\.formatted), [
            "Package.swift:8:23: warning: target skipped: its name is not a literal",
            "Package.swift:9:38: warning: target skipped: its path is not a literal",
            "Package.swift:10:41: warning: target skipped: its sources is not a literal",
            "Package.swift:11:46: warning: the dependencies of target 'Loose' are not literals; they are not read",
            "Package.swift:12:23: warning: target skipped: its name is not a literal",
        ])
        XCTAssertEqual(map.module(of: "Sources/NotATarget/N.swift"), nil)
        XCTAssertEqual(map.module(of: "Sources/Tool/main.swift"), "Tool")
    }

    func testTruncatedPackageIsReadAsFarAsItGoes() throws {
        try write("Package.swift", """
        let package = Package(
            name: "Half",
            targets: [
                .target(name: "Whole", path: "Whole"),
                .target(name: "Cut", path: "Cu
        """)
        try touch("Whole/W.swift", "Cu/C.swift")
        let map = modules()
        XCTAssertEqual(summary(map), ["Whole library Package.swift []"])
        XCTAssertEqual(map.diagnostics.first?.formatted, "Package.swift: warning: Package.swift does not parse completely; its targets are read as far as it goes")
        XCTAssertEqual(map.module(of: "Whole/W.swift"), "Whole")
        XCTAssertEqual(map.module(of: "Cu/C.swift"), nil)
    }

    func testGarbagePackageGivesAWarningAndNoModules() throws {
        try write("Package.swift", "}}}) let = = .target(name: \u{0}")
        try touch("Sources/X/X.swift")
        let map = modules()
        XCTAssertEqual(map.modules, [])
        XCTAssertEqual(map.moduleOfFile, [:])
        XCTAssertTrue(map.diagnostics.contains { $0.formatted == "Package.swift: warning: Package.swift does not parse completely; its targets are read as far as it goes" })
    }

    /// A manifest is parsed behind the scanner's guard and on its big stacks: these crashed the process
    /// when Package.swift was parsed on the main thread.
    func testHostilePackagesAreSkippedOrReadWithoutTrapping() throws {
        try touch("Sources/X/X.swift")
        let brackets = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        try write("Package.swift", "let package = Package(name: \"x\", targets: [.target(name: \"X\", exclude: \(brackets))])")
        XCTAssertEqual(modules().diagnostics.map(\.formatted), [
            "Package.swift: warning: file nests '[' 200001 levels deep, more than swift-syntax parses in reasonable time (16); skipped",
        ])
        // Postfix chains pass the guard; swift-syntax recurses once a link.
        try write("Package.swift", "let package = Package(name: \"x\", targets: [.target(name: \"X\")])\nlet chain = a" + String(repeating: "!", count: 100_000))
        let map = modules()
        XCTAssertEqual(summary(map), ["X library Package.swift []"])
        XCTAssertEqual(map.diagnostics, [])
    }
}

// MARK: Xcode projects

extension ModuleDiscoveryTests {
    /// An app and a widget listing their sources, a shared file, generated and SDK files, a nested package.
    static let listedProject = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 56;
    	objects = {

    /* Begin PBXBuildFile section */
    		B0001 /* AppFlow.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0001 /* AppFlow.swift */; };
    		B0002 /* HomeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0002; };
    		B0003 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0003; };
    		B0004 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0003; };
    		B0005 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0005; };
    		B0006 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0006; };
    		B0007 /* Rooted.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0007; };
    		B0008 /* DesignKit in Frameworks */ = {isa = PBXBuildFile; productRef = P0001 /* DesignKit */; };
    		B0009 /* UIKit.framework */ = {isa = PBXBuildFile; fileRef = F0009; };
    		B000A /* "Quoted \"Name\".swift" */ = {isa = PBXBuildFile; fileRef = F000A; };
    /* End PBXBuildFile section */

    		C0001 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = R0001; proxyType = 1; remoteGlobalIDString = T0002; remoteInfo = Widget; };
    		D0001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T0002 /* Widget */; targetProxy = C0001; };

    		F0001 /* AppFlow.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppFlow.swift; sourceTree = "<group>"; };
    		F0002 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = HomeViewController.swift; path = Screens/HomeViewController.swift; sourceTree = "<group>"; };
    		F0003 = {isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
    		F0005 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
    		F0006 = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
    		F0007 = {isa = PBXFileReference; path = Support/Rooted.swift; sourceTree = SOURCE_ROOT; };
    		F0009 = {isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
    		F000A = {isa = PBXFileReference; path = "Quoted \"Name\".swift"; sourceTree = "<group>"; };
    		G0000 = {isa = PBXGroup; children = (G0001, G0002, G0003, ); sourceTree = "<group>"; };
    		G0001 /* App */ = {isa = PBXGroup; children = (F0001, F0002, F0003, F000A, F0007, ); path = App; sourceTree = "<group>"; };
    		G0002 /* Widget */ = {isa = PBXGroup; children = (F0005, ); path = Widget; sourceTree = "<group>"; };
    		G0003 /* Frameworks */ = {isa = PBXGroup; children = (F0006, F0009, ); name = Frameworks; sourceTree = "<group>"; };

    		S0001 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B0001, B0002, B0003, B000A, B0007, B0006, ); runOnlyForDeploymentPostprocessing = 0; };
    		S0002 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0004, B0005, ); };
    		S0003 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (B0008, B0009, ); };

    		T0001 /* Shop */ = {
    			isa = PBXNativeTarget;
    			buildPhases = (S0001, S0003, );
    			dependencies = (D0001, );
    			name = Shop;
    			packageProductDependencies = (P0001, );
    			productType = "com.apple.product-type.application";
    		};
    		T0002 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (S0002, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
    		T0003 /* Scripts */ = {isa = PBXAggregateTarget; name = Scripts; };
    		P0001 /* DesignKit */ = {isa = XCSwiftPackageProductDependency; productName = DesignKit; };
    		R0001 /* Project object */ = {isa = PBXProject; mainGroup = G0000; projectDirPath = ""; projectRoot = ""; targets = (T0001, T0002, T0003, ); };
    	};
    	rootObject = R0001 /* Project object */;
    }
    """#

    func testXcodeTargetsResolveTheirSourcesThroughTheGroupTree() throws {
        try write("Shop/Shop.xcodeproj/project.pbxproj", Self.listedProject)
        try touch(
            "Shop/App/AppFlow.swift", "Shop/App/Screens/HomeViewController.swift", "Shop/App/Shared.swift",
            "Shop/App/Quoted \"Name\".swift", "Shop/Support/Rooted.swift", "Shop/Widget/Widget.swift",
            "Shop/Widget/Stale.swift", "Shop/App/Legacy/HomeFlow.swift", "Shop/Generated.swift",
            "Shop/Kit/Package.swift", "Shop/Kit/Sources/Kit/Kit.swift", "Shop/Kit/Plugins/P/P.swift", "Other/Outside.swift"
        )
        try write("Shop/Kit/Package.swift", #"let package = Package(name: "Kit", targets: [.target(name: "Kit")])"#)
        let map = modules()
        XCTAssertEqual(summary(map), [
            "Kit library Shop/Kit/Package.swift []",
            "Shop app Shop/Shop.xcodeproj/project.pbxproj [DesignKit, Widget]",
            "Widget other Shop/Shop.xcodeproj/project.pbxproj []",
        ])
        XCTAssertEqual(membership(map), [
            "Other/Outside.swift -",
            "Shop/App/AppFlow.swift Shop",
            "Shop/App/Legacy/HomeFlow.swift -",
            "Shop/App/Quoted \"Name\".swift Shop",
            "Shop/App/Screens/HomeViewController.swift Shop",
            // Built by both; the target the project lists first wins.
            "Shop/App/Shared.swift Shop",
            "Shop/Generated.swift -",
            "Shop/Kit/Package.swift -",
            "Shop/Kit/Plugins/P/P.swift -",
            "Shop/Kit/Sources/Kit/Kit.swift Kit",
            "Shop/Support/Rooted.swift Shop",
            "Shop/Widget/Stale.swift -",
            "Shop/Widget/Widget.swift Widget",
        ])
        XCTAssertEqual(map.sharedFiles, ["Shop/App/Shared.swift": ["Shop", "Widget"]])
        XCTAssertEqual(map.modules(of: "Shop/App/Shared.swift"), ["Shop", "Widget"])
        XCTAssertEqual(map.modules(of: "Shop/Widget/Widget.swift"), ["Widget"])
        XCTAssertEqual(map.modules(of: "Other/Outside.swift"), [])
        // BUILT_PRODUCTS_DIR's Generated.swift is not the project's file on disk; nested packages own their folder.
        XCTAssertEqual(map.unbuilt, ["Shop/App/Legacy/HomeFlow.swift", "Shop/Generated.swift", "Shop/Widget/Stale.swift"])
        XCTAssertEqual(map.diagnostics, [])
    }

    func testAbsolutePathsCountOnlyInsideTheScannedFolder() throws {
        try write("App.xcodeproj/project.pbxproj", """
        { objects = {
            B1 = {isa = PBXBuildFile; fileRef = F1; }; B2 = {isa = PBXBuildFile; fileRef = F2; };
            F1 = {isa = PBXFileReference; path = "\(root.path)/Sources/Inside.swift"; sourceTree = "<absolute>"; };
            F2 = {isa = PBXFileReference; path = /elsewhere/Outside.swift; sourceTree = "<absolute>"; };
            G = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
            S = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            T = {isa = PBXNativeTarget; buildPhases = (S, ); name = App; productType = "com.apple.product-type.application"; };
            R = {isa = PBXProject; mainGroup = G; targets = (T, ); };
        }; rootObject = R; }
        """)
        try touch("Sources/Inside.swift", "Sources/Stale.swift")
        let map = modules()
        XCTAssertEqual(membership(map), ["Sources/Inside.swift App", "Sources/Stale.swift -"])
        XCTAssertEqual(map.unbuilt, ["Sources/Stale.swift"])
        XCTAssertEqual(map.diagnostics, [])
    }

    func testSynchronizedFoldersWithMembershipExceptions() throws {
        try write("Weather.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        	objects = {
        		E0001 /* Exceptions for "Weather" folder in "Weather" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        				Preview/PreviewData.swift,
        			);
        			target = T0001 /* Weather */;
        		};
        		E0002 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Forecast.swift, ); target = T0002; };
        		Y0001 /* Weather */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0001, E0002, ); path = Weather; sourceTree = "<group>"; };
        		Y0002 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
        		Y0003 /* Unused */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Unused; sourceTree = "<group>"; };
        		G0000 = {isa = PBXGroup; children = (Y0001, G0001, Y0003, ); sourceTree = "<group>"; };
        		G0001 = {isa = PBXGroup; children = (Y0002, ); path = Common; sourceTree = "<group>"; };
        		T0001 /* Weather */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (Y0001, Y0002, ); name = Weather; productType = "com.apple.product-type.application"; };
        		T0002 /* WeatherTests */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (Y0001, ); name = WeatherTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		R0001 = {isa = PBXProject; mainGroup = G0000; targets = (T0001, T0002, ); };
        	};
        	rootObject = R0001;
        }
        """)
        try touch(
            "Weather/Forecast.swift", "Weather/Preview/PreviewData.swift", "Weather/Screens/CityViewController.swift",
            "Common/Shared/Units.swift", "Unused/Old.swift", "Loose.swift"
        )
        let map = modules()
        XCTAssertEqual(summary(map), [
            "Weather app Weather.xcodeproj/project.pbxproj []",
            "WeatherTests test Weather.xcodeproj/project.pbxproj []",
        ])
        XCTAssertEqual(membership(map), [
            "Common/Shared/Units.swift Weather",
            "Loose.swift -",
            "Unused/Old.swift -",
            "Weather/Forecast.swift Weather",
            // Excepted from the app, still built by the tests.
            "Weather/Preview/PreviewData.swift WeatherTests",
            "Weather/Screens/CityViewController.swift Weather",
        ])
        XCTAssertEqual(map.unbuilt, ["Loose.swift", "Unused/Old.swift"])
        XCTAssertEqual(map.diagnostics, [])
    }

    func testTruncatedProjectReportsWhatItReadAndNoUnbuiltFiles() throws {
        let cut = Self.listedProject.range(of: "T0002 /* Widget */ = {")!.lowerBound
        try write("Shop/Shop.xcodeproj/project.pbxproj", String(Self.listedProject[..<cut]))
        try touch("Shop/App/AppFlow.swift", "Shop/Widget/Widget.swift", "Shop/Widget/Stale.swift")
        let map = modules()
        // No project object: the native targets read before the cut, in identifier order.
        // The widget target and the package product are cut off, so the dependencies have no names.
        XCTAssertEqual(summary(map), ["Shop app Shop/Shop.xcodeproj/project.pbxproj []"])
        XCTAssertEqual(map.module(of: "Shop/App/AppFlow.swift"), nil)
        XCTAssertEqual(map.unbuilt, [])
        XCTAssertEqual(map.diagnostics.map(\.formatted), [
            "Shop/Shop.xcodeproj/project.pbxproj:50:3: warning: project read only in part (unexpected end of file in a dictionary); files it may leave out are not reported as unbuilt",
        ])
    }

    func testUnresolvedReferenceKeepsTheTargetsButReportsNoUnbuiltFiles() throws {
        // F0005 taken out of its group: the widget's file reference no longer resolves.
        let project = Self.listedProject.replacingOccurrences(of: "children = (F0005, );", with: "children = ();")
        try write("Shop/Shop.xcodeproj/project.pbxproj", project)
        try touch("Shop/App/AppFlow.swift", "Shop/Widget/Widget.swift", "Shop/Widget/Stale.swift")
        let map = modules()
        XCTAssertEqual(map.modules.map(\.name), ["Shop", "Widget"])
        XCTAssertEqual(map.module(of: "Shop/App/AppFlow.swift"), "Shop")
        XCTAssertEqual(map.module(of: "Shop/Widget/Widget.swift"), nil)
        XCTAssertEqual(map.unbuilt, [])
        XCTAssertEqual(map.diagnostics.map(\.formatted), [
            "Shop/Shop.xcodeproj/project.pbxproj: warning: project read only in part (file reference F0005 is not in the group tree); files it may leave out are not reported as unbuilt",
        ])
    }

    func testGarbageAndDeeplyNestedProjectsNeverTrap() throws {
        let inputs: [(String, String)] = [
            ("", "1:1: warning: project read only in part (unexpected end of file)"),
            ("\u{0}\u{1}garbage;;", "1:1: warning: project read only in part (unexpected character)"),
            (String(repeating: "(", count: 100_000), "1:101: warning: project read only in part (nested too deeply)"),
            ("{ objects = { A = { isa = \"unterminated", "1:27: warning: project read only in part (unterminated string)"),
            ("{ a = b; /* open comment", "1:25: warning: project read only in part (unterminated comment)"),
            ("{ a = (b c); }", "1:10: warning: project read only in part (expected ',' or ')' in a list)"),
            ("{ a = b; } trailing", "1:12: warning: project read only in part (unexpected text after the end)"),
            ("{ rootObject = R; objects = { R = {isa = PBXProject; targets = (X, ); }; }; }", ": warning: project read only in part (the project has no main group)"),
        ]
        for (text, expected) in inputs {
            try write("App.xcodeproj/project.pbxproj", text)
            try touch("App/A.swift")
            let map = modules()
            XCTAssertEqual(map.unbuilt, [], text.prefix(40).description)
            XCTAssertEqual(map.diagnostics.map(\.formatted), [
                "App.xcodeproj/project.pbxproj\(expected.hasPrefix(":") ? "" : ":")\(expected); files it may leave out are not reported as unbuilt",
            ], text.prefix(40).description)
        }
    }

    /// Every cut of a real project and of a real manifest reads without trapping; a cut project warns and
    /// reports no unbuilt files.
    func testEveryPrefixOfAProjectAndAManifestIsReadSafely() throws {
        try touch("Shop/App/AppFlow.swift", "Shop/Widget/Stale.swift", "Sources/Kit/K.swift")
        let project = Array(Self.listedProject.utf8)
        for end in stride(from: 0, to: project.count, by: 37) {
            try Data(project[..<end]).write(to: root.appendingPathComponent("Shop/Shop.xcodeproj/project.pbxproj").creatingFolder())
            let map = modules()
            XCTAssertEqual(map.unbuilt, [], "cut at \(end)")
            XCTAssertEqual(map.diagnostics.count, 1, "cut at \(end)")
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shop/Shop.xcodeproj"))
        let manifest = Array(#"let package = Package(name: "K", targets: [.target(name: "Kit", dependencies: ["A", .product(name: "B", package: "C")])])"#.utf8)
        for end in 0..<manifest.count {
            try Data(manifest[..<end]).write(to: root.appendingPathComponent("Package.swift"))
            let map = modules()
            XCTAssertLessThanOrEqual(map.modules.count, 1, "cut at \(end)")
            XCTAssertTrue(map.moduleOfFile.values.allSatisfy { $0 == "Kit" }, "cut at \(end)")
        }
    }

    // MARK: Several manifests

    func testOneModuleNameFromTwoManifests() throws {
        // A package and a project describing the same target: one module with both file sets.
        try write("Package.swift", #"let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Kit")])"#)
        try write("Kit.xcodeproj/project.pbxproj", """
        { objects = {
            B1 = {isa = PBXBuildFile; fileRef = F1; }; B2 = {isa = PBXBuildFile; fileRef = F2; };
            F1 = {isa = PBXFileReference; path = Kit/A.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = Extra/B.swift; sourceTree = "<group>"; };
            G = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
            S = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            T = {isa = PBXNativeTarget; buildPhases = (S, ); name = Kit; productType = "com.apple.product-type.framework"; };
            R = {isa = PBXProject; mainGroup = G; targets = (T, ); };
        }; rootObject = R; }
        """)
        // Two apps that both call their module App: the first manifest in path order keeps the name.
        for app in ["Admin", "Shop"] {
            try write("\(app)/\(app).xcodeproj/project.pbxproj", """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = AppFlow.swift; sourceTree = "<group>"; };
                G = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
                S = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                T = {isa = PBXNativeTarget; buildPhases = (S, ); name = App; productType = "com.apple.product-type.application"; };
                R = {isa = PBXProject; mainGroup = G; targets = (T, ); };
            }; rootObject = R; }
            """)
        }
        try touch("Kit/A.swift", "Extra/B.swift", "Admin/AppFlow.swift", "Shop/AppFlow.swift")
        let map = modules()
        XCTAssertEqual(summary(map), [
            "App app Admin/Admin.xcodeproj/project.pbxproj []",
            "Kit framework Kit.xcodeproj/project.pbxproj []",
        ])
        XCTAssertEqual(membership(map), [
            "Admin/AppFlow.swift App", "Extra/B.swift Kit", "Kit/A.swift Kit", "Package.swift -", "Shop/AppFlow.swift -",
        ])
        XCTAssertEqual(map.sharedFiles, [:])
        XCTAssertEqual(map.unbuilt, [])
        XCTAssertEqual(map.diagnostics.map(\.formatted), [
            "Shop/Shop.xcodeproj/project.pbxproj: warning: module 'App' is also declared by Admin/Admin.xcodeproj/project.pbxproj for other files; this manifest's 'App' is ignored",
        ])
    }

    func testAFileClaimedByTwoManifestsBelongsToTheFirstInPathOrder() throws {
        try write("A/Package.swift", #"let package = Package(name: "A", targets: [.target(name: "Alpha", path: "../Shared")])"#)
        try write("B/Package.swift", #"let package = Package(name: "B", targets: [.target(name: "Beta", path: "../Shared")])"#)
        try touch("Shared/S.swift")
        let map = modules()
        XCTAssertEqual(map.modules.map(\.name), ["Alpha", "Beta"])
        XCTAssertEqual(map.module(of: "Shared/S.swift"), "Alpha")
        XCTAssertEqual(map.modules(of: "Shared/S.swift"), ["Alpha", "Beta"])
        XCTAssertEqual(map.diagnostics, [])
    }
}

// MARK: The repository fixtures

extension ModuleDiscoveryTests {
    private func fixtureModules(_ name: String) -> ModuleMap {
        let directory = packageRoot.appendingPathComponent("Fixtures/Repositories/\(name)").path
        let found = SourceDiscovery.swiftFiles(in: directory)
        return ModuleDiscovery.modules(directory: directory, manifests: found.manifests, files: found.files)
    }

    private func filesByModule(_ map: ModuleMap) -> [String] {
        Dictionary(grouping: map.moduleOfFile.keys, by: { map.moduleOfFile[$0] ?? "" })
            .map { "\($0.key): \($0.value.sorted().joined(separator: " "))" }
            .sorted()
    }

    func testMonorepoFixture() {
        let map = fixtureModules("Monorepo")
        XCTAssertEqual(summary(map), [
            "Admin app Admin/Admin.xcodeproj/project.pbxproj [DesignKit]",
            "DesignKit library Packages/DesignKit/Package.swift []",
            "Shop app Shop/Shop.xcodeproj/project.pbxproj [DesignKit]",
        ])
        XCTAssertEqual(filesByModule(map), [
            "Admin: Admin/Admin/App/AppFlow.swift Admin/Admin/App/AppStep.swift Admin/Admin/AppDelegate.swift Admin/Admin/Home/HomeFlow.swift Admin/Admin/Home/HomeStep.swift Admin/Admin/Home/HomeViewController.swift Admin/Admin/Login/LoginFlow.swift Admin/Admin/Login/LoginViewController.swift Admin/Admin/Orders/OrderViewController.swift Admin/Admin/Orders/OrdersViewController.swift",
            "DesignKit: Packages/DesignKit/Sources/DesignKit/BannerStyle.swift Packages/DesignKit/Sources/DesignKit/ErrorBannerViewController.swift",
            "Shop: Shop/Shop/App/AppFlow.swift Shop/Shop/App/AppStep.swift Shop/Shop/AppDelegate.swift Shop/Shop/Cart/CartViewController.swift Shop/Shop/Home/HomeFlow.swift Shop/Shop/Home/HomeStep.swift Shop/Shop/Home/HomeViewController.swift Shop/Shop/Home/HomeViewModel.swift",
        ])
        XCTAssertEqual(map.unbuilt, ["Shop/Shop/Legacy/HomeFlow.swift"])
        XCTAssertEqual(map.diagnostics, [])
    }

    func testSwiftPMPackageFixture() {
        let map = fixtureModules("SwiftPMPackage")
        XCTAssertEqual(summary(map), [
            "CatalogDemo executable Package.swift [CatalogKit]",
            "CatalogKit library Package.swift [RxCocoa, RxFlow]",
            "CatalogKitTests test Package.swift [CatalogKit]",
        ])
        XCTAssertEqual(filesByModule(map), [
            "CatalogDemo: Examples/CatalogDemo/AppDelegate.swift Examples/CatalogDemo/AppFlow.swift Examples/CatalogDemo/AppStep.swift Examples/CatalogDemo/DemoSettingsViewController.swift Examples/CatalogDemo/main.swift",
            "CatalogKit: Sources/CatalogKit/CatalogFlow.swift Sources/CatalogKit/CatalogStep.swift Sources/CatalogKit/FilterFlow.swift Sources/CatalogKit/FilterViewController.swift Sources/CatalogKit/ProductDetailViewController.swift Sources/CatalogKit/ProductListViewController.swift Sources/CatalogKit/ProductListViewModel.swift Sources/CatalogKit/ReviewsViewController.swift",
            "CatalogKitTests: Tests/CatalogKitTests/AppFlow.swift Tests/CatalogKitTests/CatalogFlowTests.swift Tests/CatalogKitTests/MockCatalogFlow.swift",
        ])
        XCTAssertEqual(map.module(of: "Package.swift"), nil)
        XCTAssertEqual(map.unbuilt, [])
        XCTAssertEqual(map.diagnostics, [])
    }

    func testXcodeProjectFixture() {
        let map = fixtureModules("XcodeProject")
        XCTAssertEqual(summary(map), [
            "Weather app Weather.xcodeproj/project.pbxproj [WeatherWidget]",
            "WeatherWidget other Weather.xcodeproj/project.pbxproj []",
        ])
        XCTAssertEqual(filesByModule(map), [
            "Weather: Weather/AppDelegate.swift Weather/AppFlow.swift Weather/Cities/CityListViewController.swift Weather/Forecast/ConditionsViewController.swift Weather/Forecast/ForecastFlow.swift Weather/Forecast/ForecastViewController.swift Weather/WeatherStep.swift",
            "WeatherWidget: WeatherWidget/ForecastViewController.swift WeatherWidget/TodayViewController.swift WeatherWidget/WidgetFlow.swift",
        ])
        XCTAssertEqual(map.unbuilt, ["Weather/Legacy/RadarFlow.swift", "WeatherWidget/Debug/WidgetDebugViewController.swift"])
        XCTAssertEqual(map.diagnostics, [])
    }
}

private extension URL {
    /// Self, after creating the folder it is in.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
