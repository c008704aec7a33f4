import RxTreeKit
import XCTest

/// Facts of several files to nodes and edges: inheritance, extensions and value types resolved across files.
final class ResolutionTests: XCTestCase {
    func testGenericInheritanceChainsMakeViewControllers() {
        let result = buildGraph([
            "Base.swift": """
                class BaseViewController<VM: BaseViewModel>: RxViewController<VM> {}
                class ListViewController<Item, VM: ListViewModel<Item>>: BaseViewController<VM> {}
                class BaseViewModel: RxViewModel {}
                """,
            "Screens.swift": """
                final class PhotoList: ListViewController<Photo, PhotoListViewModel> {}
                final class Player: AVPlayerViewController {}
                final class Tabs: UITabBarController {}
                final class Model: BaseViewModel {}
                final class Helper: NSObject {}
                """,
        ])
        let kinds = result.graph.sortedNodes.map { "\($0.name): \($0.kind.name)" }
        XCTAssertEqual(kinds, [
            "BaseViewController: viewController", "ListViewController: viewController", "PhotoList: viewController",
            "Player: viewController", "Tabs: viewController",
        ])
    }

    /// `Catalog.welcome` is a member of the type `Catalog`, never a type `welcome` of a module `Catalog`, even
    /// when a top-level type of that name exists: in Swift the type shadows the module.
    func testATypeShadowsAModuleOfItsName() {
        let files = [
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        let screen = Catalog.welcome
                        return .one(flowContributor: .contribute(withNext: screen))
                    }
                }
                """,
            "Catalog.swift": "enum Catalog {\n    static let welcome = WelcomeViewController()\n}\nfinal class WelcomeViewController: UIViewController {}\n",
        ]
        for extra in ["", "struct welcome {}\n"] {
            let result = buildGraph(files.merging(["Welcome.swift": extra]) { $1 })
            XCTAssertEqual(result.edgeList, ["AppFlow -> WelcomeViewController"], extra)
            XCTAssertEqual(result.diagnostics, [], extra)
        }
        // A module-qualified name whose first component is no type still names the type after it.
        let qualified = buildGraph(files.merging([
            "AppFlow.swift": files["AppFlow.swift"]!.replacingOccurrences(of: "Catalog.welcome", with: "MyApp.WelcomeViewController()"),
        ]) { $1 })
        XCTAssertEqual(qualified.edgeList, ["AppFlow -> WelcomeViewController"])
    }

    func testFlowConformanceThroughExtensionsProtocolsAndSuperclasses() {
        let result = buildGraph([
            "A.swift": "final class LibraryFlow {}\nprotocol AppFlowType: Flow {}\nclass BaseFlow: RxFlow.Flow {}",
            "B.swift": "extension LibraryFlow: Flow {}\nfinal class BookFlow: AppFlowType {}\nfinal class ShelfFlow: BaseFlow {}",
        ])
        XCTAssertEqual(result.graph.sortedNodes.map(\.name), ["BaseFlow", "BookFlow", "LibraryFlow", "ShelfFlow"])
        XCTAssertTrue(result.graph.sortedNodes.allSatisfy { $0.kind == .flow })
    }

    func testContributionsReachableThroughHelpersInOtherFilesWithTheirSteps() throws {
        let result = buildGraph([
            "Flow.swift": """
                final class WishlistFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case .movie: return navigateToMovie()
                        case .cast, .crew: return self.navigateToCast()
                        default: return .none
                        }
                    }
                    private func neverCalled() -> FlowContributors { .viewController(UnusedViewController()) }
                }
                """,
            "Flow+Navigation.swift": """
                extension WishlistFlow {
                    func navigateToMovie() -> FlowContributors { .viewController(MovieViewController.instantiate()) }
                    func navigateToCast() -> FlowContributors {
                        let vc = CastViewController.instantiate()
                        return .one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: vc))
                    }
                }
                """,
            "Screens.swift": """
                final class MovieViewController: UIViewController, StoryboardBased {}
                final class CastViewController: UIViewController, StoryboardBased {}
                final class UnusedViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.edgeList, ["WishlistFlow -> CastViewController", "WishlistFlow -> MovieViewController"])
        let steps = result.graph.outgoing("WishlistFlow").map(\.steps)
        XCTAssertEqual(steps, [[".cast", ".crew"], [".movie"]])
        XCTAssertEqual(result.warnings, [])
    }

    func testValueTypesFromPropertiesInitializersFactoriesAndCasts() {
        let result = buildGraph([
            "Flow.swift": """
                final class AppFlow: Flow {
                    private let main: MainViewController
                    private lazy var settingsFlow = SettingsFlow()
                    private var current: UIViewController!
                    init() {
                        main = MainViewController()
                        self.current = DetailViewController()
                    }
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case .a: return .viewController(main)
                        case .b: return .flow(self.settingsFlow, with: SettingsStep.start)
                        case .c: return .viewController(current)
                        case .d: return .viewController(Factory.makeProfile())
                        case .e: return .viewController(makeAbout())
                        case .f:
                            if let help = storyboard.instantiate() as? HelpViewController { return .viewController(help) }
                            return .none
                        case .g: return .viewController(Screens.Legal(viewModel: .init()))
                        case .h: return .viewController(Alias())
                        default: return .none
                        }
                    }
                    private func makeAbout() -> Presentable { AboutViewController() }
                }
                enum Factory {
                    static func makeProfile() -> ProfileViewController { ProfileViewController() }
                }
                enum Screens { final class Legal: UIViewController {} }
                typealias Alias = HelpViewController
                """,
            "Screens.swift": """
                final class SettingsFlow: Flow {}
                final class MainViewController: UIViewController {}
                final class DetailViewController: UIViewController {}
                final class ProfileViewController: UIViewController {}
                final class AboutViewController: UIViewController {}
                final class HelpViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppFlow -> AboutViewController", "AppFlow -> DetailViewController", "AppFlow -> HelpViewController",
            "AppFlow -> MainViewController", "AppFlow -> ProfileViewController", "AppFlow -> Screens.Legal",
            "AppFlow -> SettingsFlow",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    func testChildViewControllersFromSelfAndFromAResolvableParent() {
        let result = buildGraph([
            "A.swift": """
                final class InfoViewController: BaseViewController<InfoViewModel> {
                    private lazy var name = NameViewController()
                    private lazy var number: NumberViewController = { NumberViewController() }()
                    override func viewDidLoad() {
                        addChild(name)
                        self.addChild(number, to: numberView)
                    }
                }
                final class InfoViewModel: BaseViewModel {
                    func setup() { addChild(NameViewModel()) }
                }
                final class ContainerFlow: Flow {
                    let container = ContainerViewController()
                    func navigate(to step: Step) -> FlowContributors {
                        container.addChild(InfoViewController())
                        return .viewController(container)
                    }
                }
                class BaseViewController<VM>: RxViewController<VM> {}
                class BaseViewModel: RxViewModel {}
                final class NameViewController: BaseViewController<NameViewModel> {}
                final class NumberViewController: UIViewController {}
                final class ContainerViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "ContainerFlow -> ContainerViewController",
            "ContainerViewController -> InfoViewController (child)",
            "InfoViewController -> NameViewController (child)",
            "InfoViewController -> NumberViewController (child)",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    func testUnresolvedAndAbstractValuesWarnAtTheExpression() {
        let result = buildGraph([
            "Feed.swift": """
                final class FeedFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case .a: return .viewController(makeScreen(for: step))
                        case .b: return show(FeedViewController())
                        case .c: return present(current)
                        default: return .viewController(UINavigationController())
                        }
                    }
                    var current: Presentable
                    func show(_ presentable: Presentable) -> FlowContributors {
                        .one(flowContributor: .contribute(withNextPresentable: presentable, withNextStepper: OneStepper(withSingleStep: FeedStep.done)))
                    }
                    func present(_ presentable: Presentable) -> FlowContributors {
                        .one(flowContributor: .contribute(withNextPresentable: presentable, withNextStepper: OneStepper(withSingleStep: FeedStep.done)))
                    }
                }
                final class FeedViewController: UIViewController {
                    override func viewDidLoad() { addChild(factory.make()) }
                }
                """,
        ])
        XCTAssertEqual(result.warnings, [
            "Feed.swift:4:41: warning: cannot resolve the type of 'makeScreen(for: step)' contributed by FeedFlow; no edge drawn",
            "Feed.swift:15:64: warning: 'presentable' contributed by FeedFlow has the abstract type 'Presentable'; no edge drawn",
            "Feed.swift:19:44: warning: cannot resolve the type of child view controller 'factory.make()' added by FeedViewController; no edge drawn",
        ])
        // A helper's parameter is what its calls pass: `show` is passed a screen, `present` an abstract value.
        XCTAssertEqual(result.edgeList, ["FeedFlow -> FeedViewController"])
    }

    func testDuplicateDeclarationsMergeAndWarnOnce() {
        let result = buildGraph([
            "A/Detail.swift": "final class DetailViewController: UIViewController { func f() { addChild(HeaderViewController()) } }",
            "B/Detail.swift": "final class DetailViewController: UIViewController { func f() { addChild(FooterViewController()) } }",
            "C.swift": "final class HeaderViewController: UIViewController {}\nfinal class FooterViewController: UIViewController {}",
        ])
        XCTAssertEqual(result.edgeList, ["DetailViewController -> FooterViewController (child)", "DetailViewController -> HeaderViewController (child)"])
        XCTAssertEqual(result.warnings, [
            "B/Detail.swift:1:13: warning: 'DetailViewController' is also declared at A/Detail.swift:1; rxtree merges their edges",
        ])
        XCTAssertEqual(result.graph.nodes["DetailViewController"]?.location.path, "A/Detail.swift")
    }

    func testSelfReferentialDeclarationsDoNotLoop() {
        let result = buildGraph([
            "Loop.swift": """
                class A: B {}
                class B: A {}
                typealias C = D
                typealias D = C
                final class F: Flow {
                    var x: C { y }
                    var y: C { x }
                    func navigate(to step: Step) -> FlowContributors { .viewController(x) }
                }
                """,
        ])
        XCTAssertEqual(result.graph.sortedNodes.map(\.name), ["F"])
        XCTAssertEqual(result.edgeList, [])
    }
}
