import XCTest

/// The real binary on the fixture projects: exact stdout, stderr and exit code, kept in golden files.
final class GoldenTests: XCTestCase {
    struct Case {
        var name: String
        var arguments: [String]
        /// Relative to the package root; the binary runs there.
        var directory: String = "."
    }

    /// Every fixture project with the root its tree starts from.
    static let fixtures: [(name: String, root: String, directory: String)] = [
        ("example", "AppFlow", "Fixtures/RxControllerExample"),
        ("rxflowdemo", "AppFlow", "Fixtures/RxFlowDemo"),
        ("edge-comments-and-strings", "HomeFlow", "Fixtures/EdgeCases/CommentsAndStrings"),
        ("edge-multi-line-calls", "CheckoutFlow", "Fixtures/EdgeCases/MultiLineCalls"),
        ("edge-if-config", "DebugFlow", "Fixtures/EdgeCases/IfConfig"),
        ("edge-nested-types", "SettingsFlow", "Fixtures/EdgeCases/NestedTypes"),
        ("edge-extension-conformance", "LibraryFlow", "Fixtures/EdgeCases/ExtensionConformance"),
        ("edge-generic-view-controllers", "GalleryFlow", "Fixtures/EdgeCases/GenericViewControllers"),
        ("edge-duplicate-names", "AppFlow", "Fixtures/EdgeCases/DuplicateNames"),
        ("edge-unresolved-value", "FeedFlow", "Fixtures/EdgeCases/UnresolvedValue"),
        ("edge-syntax-errors", "BrokenFlow", "Fixtures/EdgeCases/SyntaxErrors"),
        ("edge-non-utf8", "TextFlow", "Fixtures/EdgeCases/NonUTF8"),
        ("edge-empty-file", "SoloFlow", "Fixtures/EdgeCases/EmptyFile"),
        ("edge-symlink-loop", "LoopFlow", "Fixtures/EdgeCases/SymlinkLoop"),
        ("edge-view-model-add-child", "ParentViewController", "Fixtures/EdgeCases/ViewModelAddChild"),
        ("edge-hidden-declarations", "OnboardingFlow", "Fixtures/EdgeCases/HiddenDeclarations"),
        ("inference-swinject", "AppFlow", "Fixtures/Inference/SwinjectApp"),
        ("inference-flow-hierarchy", "AppFlow", "Fixtures/Inference/FlowHierarchy"),
        ("inference-value-flow", "AppFlow", "Fixtures/Inference/ValueFlow"),
        ("inference-swiftui-hosting", "AppFlow", "Fixtures/Inference/SwiftUIHosting"),
        ("inference-storyboards", "AppFlow", "Fixtures/Inference/Storyboards"),
        ("steps-shared", "AppFlow", "Fixtures/Steps/SharedStepApp"),
        ("steps-per-flow", "AppFlow", "Fixtures/Steps/PerFlowSteps"),
        ("steps-rxcontroller", "AppFlow", "Fixtures/Steps/RxControllerSteps"),
        ("events-dashboard", "AppFlow", "Fixtures/Events/Dashboard"),
        ("dense-complete12", "F0Flow", "Fixtures/Dense/Complete12"),
        ("coordinators-hand-written", "AppCoordinator", "Fixtures/Coordinators/HandWritten"),
        ("coordinators-xcoordinator", "AppCoordinator", "Fixtures/Coordinators/XCoordinatorApp"),
        ("coordinators-flow-controllers", "MainScreenViewController", "Fixtures/Coordinators/FlowControllers"),
        ("coordinators-factory-flow-controllers", "GardenViewController", "Fixtures/Coordinators/FactoryFlowControllers"),
        ("coordinators-mixed", "AppCoordinator", "Fixtures/Coordinators/Mixed"),
        ("coordinators-tab-children", "AppCoordinator", "Fixtures/Coordinators/TabChildren"),
        ("repo-monorepo", "Shop.AppFlow", "Fixtures/Repositories/Monorepo"),
    ]

    /// Each fixture in every machine-readable format.
    static let formatCases: [Case] = fixtures.flatMap { fixture in
        ["json", "dot", "mermaid"].map { format in
            Case(name: "format-\(format)-\(fixture.name)", arguments: [fixture.root, "--dir", fixture.directory, "--format", format])
        }
    }

    static let cases: [Case] = formatCases + [
        Case(name: "example-maxlevels-4", arguments: ["AppFlow", "--dir", "Fixtures/RxControllerExample", "--maxLevels", "4"]),
        Case(name: "example-full", arguments: ["AppFlow", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "example-from-view-controller", arguments: ["InfoViewController", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "example-short-options", arguments: ["ProfileFlow", "-L", "2"], directory: "Fixtures/RxControllerExample"),
        Case(name: "example-max-levels-spelling", arguments: ["AppFlow", "--max-levels", "1", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "rxflowdemo", arguments: ["AppFlow", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "edge-comments-and-strings", arguments: ["HomeFlow", "--dir", "Fixtures/EdgeCases/CommentsAndStrings"]),
        Case(name: "edge-multi-line-calls", arguments: ["CheckoutFlow", "--dir", "Fixtures/EdgeCases/MultiLineCalls"]),
        Case(name: "edge-if-config", arguments: ["DebugFlow", "--dir", "Fixtures/EdgeCases/IfConfig"]),
        Case(name: "edge-nested-types", arguments: ["SettingsFlow", "--dir", "Fixtures/EdgeCases/NestedTypes"]),
        Case(name: "edge-nested-type-by-last-component", arguments: ["ProfileViewController", "--dir", "Fixtures/EdgeCases/NestedTypes"]),
        Case(name: "edge-extension-conformance", arguments: ["LibraryFlow", "--dir", "Fixtures/EdgeCases/ExtensionConformance"]),
        Case(name: "edge-generic-view-controllers", arguments: ["GalleryFlow", "--dir", "Fixtures/EdgeCases/GenericViewControllers"]),
        Case(name: "edge-duplicate-names", arguments: ["AppFlow", "--dir", "Fixtures/EdgeCases/DuplicateNames"]),
        Case(name: "edge-unresolved-value", arguments: ["FeedFlow", "--dir", "Fixtures/EdgeCases/UnresolvedValue"]),
        Case(name: "edge-syntax-errors", arguments: ["BrokenFlow", "--dir", "Fixtures/EdgeCases/SyntaxErrors"]),
        Case(name: "edge-non-utf8", arguments: ["TextFlow", "--dir", "Fixtures/EdgeCases/NonUTF8"]),
        Case(name: "edge-empty-file", arguments: ["SoloFlow", "--dir", "Fixtures/EdgeCases/EmptyFile"]),
        Case(name: "edge-symlink-loop", arguments: ["LoopFlow", "--dir", "Fixtures/EdgeCases/SymlinkLoop"]),
        Case(name: "edge-view-model-add-child", arguments: ["ParentViewController", "--dir", "Fixtures/EdgeCases/ViewModelAddChild"]),
        Case(name: "edge-hidden-declarations", arguments: ["OnboardingFlow", "--dir", "Fixtures/EdgeCases/HiddenDeclarations"]),
        Case(name: "inference-swinject", arguments: ["AppFlow", "--steps", "--dir", "Fixtures/Inference/SwinjectApp"]),
        Case(name: "inference-flow-hierarchy", arguments: ["AppFlow", "--steps", "--dir", "Fixtures/Inference/FlowHierarchy"]),
        Case(name: "inference-flow-hierarchy-forest", arguments: ["--dir", "Fixtures/Inference/FlowHierarchy", "-L", "1"]),
        Case(name: "inference-value-flow", arguments: ["AppFlow", "--steps", "--dir", "Fixtures/Inference/ValueFlow"]),
        Case(name: "inference-value-flow-lint-explain", arguments: ["lint", "--explain", "--dir", "Fixtures/Inference/ValueFlow"]),
        Case(name: "inference-swiftui-hosting", arguments: ["AppFlow", "--steps", "--dir", "Fixtures/Inference/SwiftUIHosting"]),
        Case(name: "inference-storyboards", arguments: ["AppFlow", "--steps", "--dir", "Fixtures/Inference/Storyboards"]),
        Case(name: "error-unknown-root", arguments: ["AppFlw", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-unknown-root-several-suggestions", arguments: ["NameViewControler", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-unknown-root-no-suggestion", arguments: ["Zzz", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-subcommand-after-options", arguments: ["--dir", "Fixtures/RxControllerExample", "lint"]),
        Case(name: "error-not-a-node", arguments: ["UserManager", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-missing-directory", arguments: ["AppFlow", "--dir", "Fixtures/DoesNotExist"]),
        Case(name: "error-directory-is-a-file", arguments: ["AppFlow", "--dir", "Fixtures/RxControllerExample/Podfile"]),
        Case(name: "error-no-swift-files", arguments: ["AppFlow", "--dir", "Fixtures/EdgeCases/NoSwiftFiles"]),
        Case(name: "error-max-levels-zero", arguments: ["AppFlow", "--maxLevels", "0", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-max-levels-not-a-number", arguments: ["AppFlow", "--maxLevels", "four", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-color-unknown", arguments: ["AppFlow", "--color", "sometimes", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "text-ascii", arguments: ["AppFlow", "--charset", "ascii", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "text-classic", arguments: ["AppFlow", "--style", "classic", "--maxLevels", "4", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "text-classic-ascii", arguments: ["AppFlow", "--style", "classic", "--charset", "ascii", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "text-steps", arguments: ["AppFlow", "--steps", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "text-steps-rxflowdemo", arguments: ["AppFlow", "--steps", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "text-locations", arguments: ["AppFlow", "--locations", "--steps", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "text-color-always", arguments: ["AppFlow", "--color", "always", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "json-max-levels", arguments: ["AppFlow", "--format", "json", "-L", "2", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "dot-max-levels", arguments: ["AppFlow", "--format", "dot", "-L", "2", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "mermaid-max-levels", arguments: ["AppFlow", "--format", "mermaid", "-L", "1", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "forest-example", arguments: ["--dir", "Fixtures/RxControllerExample"]),
        Case(name: "forest-rxflowdemo-json", arguments: ["--dir", "Fixtures/RxFlowDemo", "--format", "json", "-L", "1"]),
        Case(name: "forest-edge-cases", arguments: ["--dir", "Fixtures/EdgeCases", "-L", "1"]),
        Case(name: "error-forest-without-entry-flow", arguments: ["--dir", "Fixtures/EdgeCases/ViewModelAddChild"]),
        Case(name: "list-example", arguments: ["list", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "list-nested-json", arguments: ["list", "--format", "json", "--dir", "Fixtures/EdgeCases/NestedTypes"]),
        Case(name: "error-list-with-root", arguments: ["list", "AppFlow", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-list-dot", arguments: ["list", "--format", "dot", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-output-and-check", arguments: ["AppFlow", "-o", "a.txt", "--check", "b.txt", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "check-stale", arguments: ["AppFlow", "--maxLevels", "4", "--dir", "Fixtures/RxControllerExample", "--check", "Tests/RxTreeKitTests/CheckFiles/stale-navigation.txt"]),
        Case(name: "check-missing-file", arguments: ["AppFlow", "--dir", "Fixtures/RxControllerExample", "--check", "Tests/RxTreeKitTests/CheckFiles/missing.txt"]),
        Case(name: "strict-with-warnings", arguments: ["FeedFlow", "--strict", "--dir", "Fixtures/EdgeCases/UnresolvedValue"]),
        Case(name: "strict-clean", arguments: ["AppFlow", "--strict", "--maxLevels", "1", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "dense-complete12", arguments: ["F0Flow", "--dir", "Fixtures/Dense/Complete12"]),
        Case(name: "dense-complete12-dedupe", arguments: ["F0Flow", "--dedupe", "-L", "3", "--dir", "Fixtures/Dense/Complete12"]),
        Case(name: "dense-complete12-classic-ascii-steps-locations", arguments: [
            "F0Flow", "--dedupe", "-L", "3", "--style", "classic", "--charset", "ascii", "--steps", "--locations", "--dir", "Fixtures/Dense/Complete12",
        ]),
        Case(name: "dense-complete12-color", arguments: ["F0Flow", "--dedupe", "-L", "3", "--color", "always", "--dir", "Fixtures/Dense/Complete12"]),
        Case(name: "dense-complete12-max-lines", arguments: ["F0Flow", "-L", "3", "--max-lines", "1000", "--dir", "Fixtures/Dense/Complete12"]),
        Case(name: "dense-complete12-no-dedupe", arguments: ["F0Flow", "-L", "2", "--max-lines", "100", "--no-dedupe", "--dir", "Fixtures/Dense/Complete12"]),
        Case(name: "steps-shared", arguments: ["AppFlow", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-emitters", arguments: ["AppFlow", "--emitters", "--no-checks", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-emitters-json", arguments: ["DashboardFlow", "-L", "2", "--emitters", "--format", "json", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-emitters-dot", arguments: ["OnboardingFlow", "--emitters", "--format", "dot", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-emitters-mermaid", arguments: ["OnboardingFlow", "--emitters", "--format", "mermaid", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-unreachable-explain", arguments: ["AppFlow", "-L", "1", "--unreachable", "--explain", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-no-checks", arguments: ["AppFlow", "-L", "1", "--no-checks", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-lint", arguments: ["lint", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-lint-json", arguments: ["lint", "--reporter", "json", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-lint-github-actions", arguments: ["lint", "--reporter", "github-actions", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-shared-lint-checkstyle", arguments: ["lint", "--reporter", "checkstyle", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "steps-per-flow-lint-explain", arguments: ["lint", "--explain", "--dir", "Fixtures/Steps/PerFlowSteps"]),
        Case(name: "steps-per-flow-emitters", arguments: ["AppFlow", "--emitters", "--no-checks", "--dir", "Fixtures/Steps/PerFlowSteps"]),
        Case(name: "steps-rxcontroller-lint", arguments: ["lint", "--dir", "Fixtures/Steps/RxControllerSteps"]),
        Case(name: "steps-rxcontroller-emitters", arguments: ["AppFlow", "--emitters", "--no-checks", "--dir", "Fixtures/Steps/RxControllerSteps"]),
        Case(name: "steps-rxflowdemo-lint", arguments: ["lint", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "steps-example-lint-explain", arguments: ["lint", "--explain", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "error-lint-with-output", arguments: ["--lint", "-o", "x.txt", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "deprecated-list", arguments: ["--list", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "deprecated-lint", arguments: ["--lint", "--reporter", "json", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "deprecated-print-config", arguments: ["--print-config", "-L", "2", "--dir", "Fixtures/Config"]),
        Case(name: "lint-strict-warnings", arguments: ["lint", "--strict", "--dir", "Fixtures/EdgeCases/DuplicateNames"]),
        Case(name: "rules", arguments: ["rules"]),
        Case(name: "rules-one", arguments: ["rules", "unused-event"]),
        Case(name: "rules-unknown", arguments: ["rules", "unhandled-steps"]),
        Case(name: "lint-disable-rule", arguments: ["lint", "--disable-rule", "unemitted-step", "--disable-rule", "unreachable", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "tree-enable-rule", arguments: ["AppFlow", "--enable-rule", "unreachable", "--no-checks", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "tree-show-events-and-emitters", arguments: ["DashboardViewController", "--show", "events", "--show", "emitters", "--dir", "Fixtures/Events/Dashboard"]),
        Case(name: "error-show-unknown", arguments: ["AppFlow", "--show", "steps", "--dir", "Fixtures/Steps/SharedStepApp"]),
        Case(name: "tree-subcommand", arguments: ["tree", "AppFlow", "-L", "2", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "lint-subcommand-unknown-option", arguments: ["lint", "-o", "x.txt", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "error-baseline-without-lint", arguments: ["AppFlow", "--baseline", "b.json", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "error-missing-baseline", arguments: ["lint", "--baseline", "no-such-baseline.json", "--dir", "Fixtures/RxFlowDemo"]),
        Case(name: "events-example", arguments: ["InfoViewController", "--events", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "events-example-json", arguments: ["InfoViewController", "--events", "--format", "json", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "events-dashboard", arguments: ["AppFlow", "--events", "--dir", "Fixtures/Events/Dashboard"]),
        Case(name: "events-dashboard-dot", arguments: ["StatsViewController", "--events", "--format", "dot", "--dir", "Fixtures/Events/Dashboard"]),
        Case(name: "events-dashboard-mermaid", arguments: ["StatsViewController", "--events", "--format", "mermaid", "--dir", "Fixtures/Events/Dashboard"]),
        Case(name: "events-dashboard-lint-explain", arguments: ["lint", "--explain", "--dir", "Fixtures/Events/Dashboard"]),
        Case(name: "accounting-tree", arguments: ["--dir", "Fixtures/Accounting"]),
        Case(name: "accounting-lint-explain", arguments: ["lint", "--explain", "--dir", "Fixtures/Accounting"]),
        Case(name: "accounting-xcoordinator-lint-explain", arguments: ["lint", "--explain", "--dir", "Fixtures/Coordinators/XCoordinatorTabs"]),
        Case(name: "accounting-flow-controllers-lint-explain", arguments: ["lint", "--explain", "--dir", "Fixtures/Coordinators/FactoryFlowControllers"]),
        Case(name: "accounting-hand-written-lint-explain", arguments: ["lint", "--explain", "--dir", "Fixtures/Coordinators/HandWritten"]),
        Case(name: "events-dashboard-lint-checkstyle", arguments: ["lint", "--reporter", "checkstyle", "--dir", "Fixtures/Events/Dashboard"]),
        Case(name: "error-max-lines-negative", arguments: ["AppFlow", "--max-lines=-1", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "coordinators-hand-written", arguments: ["AppCoordinator", "--steps", "--dir", "Fixtures/Coordinators/HandWritten"]),
        Case(name: "coordinators-hand-written-forest", arguments: ["--dir", "Fixtures/Coordinators/HandWritten"]),
        Case(name: "coordinators-hand-written-list", arguments: ["list", "--dir", "Fixtures/Coordinators/HandWritten"]),
        Case(name: "coordinators-hand-written-color", arguments: ["AppCoordinator", "-L", "2", "--color", "always", "--dir", "Fixtures/Coordinators/HandWritten"]),
        Case(name: "coordinators-xcoordinator", arguments: ["AppCoordinator", "--steps", "--dir", "Fixtures/Coordinators/XCoordinatorApp"]),
        Case(name: "coordinators-xcoordinator-forest", arguments: ["--dir", "Fixtures/Coordinators/XCoordinatorApp", "-L", "1"]),
        Case(name: "coordinators-xcoordinator-list", arguments: ["list", "--format", "json", "--dir", "Fixtures/Coordinators/XCoordinatorApp"]),
        Case(name: "coordinators-xcoordinator-tabs", arguments: ["AppCoordinator", "--steps", "--locations", "--dir", "Fixtures/Coordinators/XCoordinatorTabs"]),
        Case(name: "coordinators-xcoordinator-tabs-list", arguments: ["list", "--dir", "Fixtures/Coordinators/XCoordinatorTabs"]),
        Case(name: "coordinators-flow-controllers", arguments: ["MainScreenViewController", "--steps", "--dir", "Fixtures/Coordinators/FlowControllers"]),
        Case(name: "coordinators-flow-controllers-from-people", arguments: ["PeopleListViewController", "--locations", "--dir", "Fixtures/Coordinators/FlowControllers"]),
        Case(name: "coordinators-flow-controllers-forest", arguments: ["--dir", "Fixtures/Coordinators/FlowControllers"]),
        Case(name: "coordinators-factory-flow-controllers", arguments: ["GardenViewController", "--steps", "--dir", "Fixtures/Coordinators/FactoryFlowControllers"]),
        Case(name: "coordinators-factory-flow-controllers-forest", arguments: ["--dir", "Fixtures/Coordinators/FactoryFlowControllers"]),
        Case(name: "coordinators-factory-flow-controllers-list", arguments: ["list", "--dir", "Fixtures/Coordinators/FactoryFlowControllers"]),
        Case(name: "coordinators-mixed", arguments: ["AppCoordinator", "--steps", "--dir", "Fixtures/Coordinators/Mixed"]),
        Case(name: "coordinators-mixed-lint", arguments: ["lint", "--dir", "Fixtures/Coordinators/Mixed"]),
        Case(name: "coordinators-tab-children", arguments: ["AppCoordinator", "--steps", "--dir", "Fixtures/Coordinators/TabChildren"]),
        Case(name: "coordinators-tab-children-from-tabs", arguments: ["MainTabCoordinator", "--dir", "Fixtures/Coordinators/TabChildren"]),
        Case(name: "coordinators-tab-children-forest", arguments: ["--dir", "Fixtures/Coordinators/TabChildren"]),
        Case(name: "coordinators-tab-children-list", arguments: ["list", "--dir", "Fixtures/Coordinators/TabChildren"]),
        Case(name: "config-roots", arguments: ["--dir", "Fixtures/Config"]),
        Case(name: "config-exclude-list", arguments: ["list", "--dir", "Fixtures/Config"]),
        Case(name: "config-overridden", arguments: ["SettingsFlow", "-L", "1", "--locations", "--dir", "Fixtures/Config"]),
        Case(name: "config-print", arguments: ["config", "-L", "2", "--exclude", "Widget", "--format", "json", "--dir", "Fixtures/Config"]),
        Case(name: "config-print-defaults", arguments: ["config", "--dir", "Fixtures/RxControllerExample"]),
        Case(name: "config-unknown-key", arguments: ["--dir", "Fixtures/Config", "--config", "Fixtures/Config/Configs/unknown-key.yml"]),
        Case(name: "config-wrong-type", arguments: ["--dir", "Fixtures/Config", "--config", "Fixtures/Config/Configs/wrong-type.yml"]),
        Case(name: "config-not-a-mapping", arguments: ["--dir", "Fixtures/Config", "--config", "Fixtures/Config/Configs/not-a-mapping.yml"]),
        Case(name: "config-syntax-error", arguments: ["--dir", "Fixtures/Config", "--config", "Fixtures/Config/Configs/syntax-error.yml"]),
        Case(name: "config-missing-file", arguments: ["--dir", "Fixtures/Config", "--config", "Fixtures/Config/Configs/missing.yml"]),
        Case(name: "config-include-cli", arguments: ["--include", "Demo/**", "--dir", "Fixtures/Config", "--config", "Fixtures/Config/Configs/empty.yml"]),
        Case(name: "config-exclude-cli", arguments: ["--exclude", "Demo", "--exclude", "**/Settings/**", "--dir", "Fixtures/Config", "--config", "Fixtures/Config/Configs/empty.yml"]),
        Case(name: "config-filters-remove-everything", arguments: ["--include", "Nothing/**", "--dir", "Fixtures/Config"]),
        Case(name: "repo-monorepo-forest", arguments: ["--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-list", arguments: ["list", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-list-json", arguments: ["list", "--format", "json", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-ambiguous-root", arguments: ["AppFlow", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-bare-unique-root", arguments: ["Admin.LoginFlow", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-module", arguments: ["list", "--module", "Admin", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-unknown-module", arguments: ["--module", "Nope", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-include-unbuilt", arguments: ["Shop.AppFlow", "--include-unbuilt", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-no-modules", arguments: ["AppFlow", "--no-modules", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-monorepo-strict-notes", arguments: ["Shop.AppFlow", "--strict", "--no-checks", "--dir", "Fixtures/Repositories/Monorepo"]),
        Case(name: "repo-swiftpm", arguments: ["--dir", "Fixtures/Repositories/SwiftPMPackage"]),
        Case(name: "repo-swiftpm-list", arguments: ["list", "--dir", "Fixtures/Repositories/SwiftPMPackage"]),
        Case(name: "repo-swiftpm-module", arguments: ["--module", "CatalogKit", "--dir", "Fixtures/Repositories/SwiftPMPackage"]),
        Case(name: "repo-xcode-project", arguments: ["--dir", "Fixtures/Repositories/XcodeProject"]),
        Case(name: "repo-xcode-project-list", arguments: ["list", "--format", "json", "--dir", "Fixtures/Repositories/XcodeProject"]),
    ]

    // Each case is its own test method, in GoldenTests+Cases.swift, written from `cases` by
    // scripts/golden-tests.py: Linux XCTest cannot add methods at run time.

    /// Runs the case `name` and compares its transcript with Golden/<name>.txt.
    func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let testCase = Self.cases.first(where: { $0.name == name }) else {
            XCTFail("no case \(name) in GoldenTests.cases; run `python3 scripts/golden-tests.py`", file: file, line: line)
            return
        }
        let result = try runRxTree(testCase.arguments, in: packageRoot.appendingPathComponent(testCase.directory))
        try assertGolden(Self.transcript(testCase, result), named: "\(name).txt", file: file, line: line)
    }

    /// A case added, removed or renamed without regenerating the methods would go untested silently.
    func testGeneratedMethodsCoverEveryCase() {
        let names = Self.cases.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "two golden cases share a name")
        let generated = Set(Self.generatedCaseNames)
        let missing = names.filter { !generated.contains($0) }
        let stale = Self.generatedCaseNames.filter { !names.contains($0) }
        XCTAssert(
            missing.isEmpty && stale.isEmpty,
            """
            GoldenTests+Cases.swift is out of date (no method for \(missing), methods for removed cases \(stale)); \
            run `python3 scripts/golden-tests.py` or `make golden`
            """
        )
    }

    /// One reviewable file a case: the command, the exit code, then both streams verbatim.
    static func transcript(_ testCase: Case, _ result: ProcessResult) -> String {
        let command = (["rxtree"] + testCase.arguments).joined(separator: " ")
        let location = testCase.directory == "." ? "" : " (in \(testCase.directory))"
        return """
            $ \(command)\(location)
            exit: \(result.status)
            --- stdout
            \(result.stdout)--- stderr
            \(result.stderr)
            """
    }
}
