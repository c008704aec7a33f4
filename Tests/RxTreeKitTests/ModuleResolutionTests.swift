import Foundation
import RxTreeKit
import XCTest

/// Module-aware resolution through the pipeline: the graph memo follows the manifests, and a warm run
/// answers as a cold one.
final class ModuleResolutionTests: XCTestCase {
    private func copyOfFixture(_ name: String) throws -> URL {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent(name)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/Repositories/\(name)"), to: folder)
        return folder
    }

    func testAWarmRunPrintsWhatAColdRunPrints() throws {
        let folder = try copyOfFixture("Monorepo")
        let cold = try runRxTree(["--dir", folder.path, "--no-cache", "--format", "json"])
        let first = try runRxTree(["--dir", folder.path, "--format", "json"])
        let warm = try runRxTree(["--dir", folder.path, "--format", "json"])
        XCTAssertEqual(cold.status, 0, cold.stderr)
        XCTAssertEqual(first.stdout, cold.stdout)
        XCTAssertEqual(warm.stdout, cold.stdout)
        XCTAssertEqual(warm.stderr, cold.stderr)
        XCTAssertTrue(cold.stdout.contains("\"name\" : \"Shop.AppFlow\""), cold.stdout)
    }

    func testChangingAnXcodeProjectIsNotAnsweredFromTheGraphMemo() throws {
        let folder = try copyOfFixture("Monorepo")
        let project = folder.appendingPathComponent("Shop/Shop.xcodeproj/project.pbxproj")
        let before = try runRxTree(["Shop.AppFlow", "--dir", folder.path])
        XCTAssertEqual(before.status, 0, before.stderr)
        XCTAssertTrue(before.stderr.contains("Legacy/HomeFlow.swift: note:"), before.stderr)
        // A project file that no longer reads: no unbuilt files, a warning, and a new graph.
        try Data("// !$*UTF8*$!\n{ objects = {".utf8).write(to: project)
        let after = try runRxTree(["list", "--dir", folder.path])
        XCTAssertFalse(after.stderr.contains("Legacy/HomeFlow.swift: note:"), after.stderr)
        XCTAssertTrue(after.stderr.contains("Shop/Shop.xcodeproj/project.pbxproj"), after.stderr)
    }

    func testTheSameRunWithoutModulesMergesTheApps() throws {
        let merged = try runRxTree(["list", "--dir", "Fixtures/Repositories/Monorepo", "--no-modules", "--no-cache"])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertTrue(merged.stdout.contains(" AppFlow "), merged.stdout)
        XCTAssertFalse(merged.stdout.contains("Shop.AppFlow"), merged.stdout)
        XCTAssertTrue(merged.stderr.contains("'AppFlow' is also declared at"), merged.stderr)
    }

    /// A step enum in one module, handled and sent in the app that imports it: dead only when every
    /// module that sees the enum finds it so, reported as the module that sees the most does.
    func testADeadStepIsDecidedByEveryModuleThatSeesItsEnum() throws {
        let folder = try makeTemporaryDirectory(self)
        let files = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Steps"),
                    .executableTarget(name: "Shop", dependencies: ["Steps"]),
                ])
                """,
            "Sources/Steps/ShopStep.swift": """
                import RxFlow
                public enum ShopStep: Step {
                    case catalog
                    case checkout
                    case legacy
                }
                """,
            "Sources/Shop/ShopFlow.swift": """
                import RxFlow
                import Steps
                import UIKit
                final class ShopFlow: Flow {
                    var root: Presentable { rootViewController }
                    private let rootViewController = UINavigationController()
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? ShopStep else { return .none }
                        switch step {
                        case .catalog: return .one(flowContributor: .contribute(withNext: CatalogViewController()))
                        case .checkout: return .one(flowContributor: .contribute(withNext: CheckoutViewController()))
                        default: return .none
                        }
                    }
                }
                final class CatalogViewController: UIViewController, Stepper {
                    let steps = PublishRelay<Step>()
                    func start() { steps.accept(ShopStep.catalog) }
                }
                final class CheckoutViewController: UIViewController {}
                """,
        ]
        try writeFiles(files, into: folder)
        let lint = try runRxTree(["lint", "--dir", folder.path, "--no-cache"])
        XCTAssertEqual(lint.stdout, """
            Sources/Steps/ShopStep.swift:4:10: warning: ShopStep.checkout is handled by ShopFlow but nothing emits it [unemitted-step]
            Sources/Steps/ShopStep.swift:5:10: warning: ShopStep.legacy is neither emitted nor named by any flow's navigate(to:) [unused-step]

            """)
        XCTAssertEqual(lint.stderr, "")
        XCTAssertEqual(lint.status, 2)
    }

    /// A base class in one module whose subclasses are in another begins no tree: the module that sees
    /// the subclasses makes it a base, as one module would.
    func testABaseClassOfAnotherModulesCoordinatorsBeginsNoTree() throws {
        let folder = try makeTemporaryDirectory(self)
        let files = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Navigation"),
                    .executableTarget(name: "Shop", dependencies: ["Navigation"]),
                ])
                """,
            "Sources/Navigation/BaseCoordinator.swift": """
                open class BaseCoordinator {
                    public var children: [BaseCoordinator] = []
                    public init() {}
                    open func start() {}
                    public func addChild(_ child: BaseCoordinator) { children.append(child) }
                }
                """,
            "Sources/Shop/AppCoordinator.swift": """
                import Navigation
                import UIKit
                final class AppCoordinator: BaseCoordinator {
                    override func start() {
                        let cart = CartCoordinator()
                        addChild(cart)
                        cart.start()
                    }
                }
                final class CartCoordinator: BaseCoordinator {
                    let navigation = UINavigationController()
                    override func start() { navigation.pushViewController(CartViewController(), animated: false) }
                }
                final class CartViewController: UIViewController {}
                """,
        ]
        try writeFiles(files, into: folder)
        let tree = try runRxTree(["--dir", folder.path, "--no-cache"])
        XCTAssertEqual(tree.stdout, """
            AppCoordinator
            └── CartCoordinator
                └── CartViewController

            """)
        XCTAssertEqual(tree.stderr, "")
        XCTAssertEqual(tree.status, 0)
    }
}
