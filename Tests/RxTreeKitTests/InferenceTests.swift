import RxTreeKit
import XCTest

/// The families of code real apps build their screens with, each inferred to the screen's type; and
/// what must stay unresolved, with its warning.
final class InferenceTests: XCTestCase {
    private let screens = """
        class BaseViewController: UIViewController {}
        final class HomeViewController: BaseViewController {}
        final class SettingsViewController: BaseViewController {}
        final class ProfileViewController: BaseViewController {}
        final class AboutViewController: BaseViewController {}
        final class ProfileFlow: Flow {}
        final class APIClient {}
        """

    // MARK: 1. Generic functions bound by a metatype argument

    func testSwinjectResolveCallsGiveTheTypePassed() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                import Swinject
                final class AppFlow: Flow {
                    private let container: Container
                    private let resolver: Resolver
                    init(container: Container, assembler: Assembler) {
                        self.container = container
                        self.resolver = assembler.resolver
                    }
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home: return .viewController(container.resolve(HomeViewController.self)!)
                        case AppStep.profile(let user):
                            let flow = resolver.resolve(ProfileFlow.self, argument: user)!
                            return .flow(flow, with: ProfileStep.start)
                        case AppStep.settings:
                            return .viewController(self.container.resolve(SettingsViewController.self, name: "modal", arguments: 1, 2)!)
                        case AppStep.about: return .viewController(resolver ~> AboutViewController.self)
                        case AppStep.api: return .viewController(container.resolve(APIClient.self)!)
                        default: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppFlow -> AboutViewController", "AppFlow -> HomeViewController", "AppFlow -> ProfileFlow", "AppFlow -> SettingsViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    func testTheProjectsOwnGenericFunctionsAndTheAutoregistrationTuple() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Assembly.swift": """
                final class ScreenFactory {
                    func make<T>(_ type: T.Type) -> T? { nil }
                    static func build<Screen: UIViewController>(of kind: Screen.Type, animated: Bool = true) -> Screen! { nil }
                }
                """,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    let factory = ScreenFactory()
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home: return .viewController(factory.make(HomeViewController.self)!)
                        case AppStep.settings: return .viewController(ScreenFactory.build(of: SettingsViewController.self))
                        case AppStep.about: return .viewController(r ~> (AboutViewController.self, argument: 3))
                        case AppStep.unknown(let type): return .viewController(factory.make(type)!)
                        default: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> AboutViewController", "AppFlow -> HomeViewController", "AppFlow -> SettingsViewController"])
        XCTAssertEqual(result.warnings, [
            "AppFlow.swift:8:64: warning: cannot resolve the type of 'factory.make(type)!' contributed by AppFlow; no edge drawn",
        ])
    }

    func testFactoryContainersAndInjectedProperties() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Container+Screens.swift": """
                import Factory
                extension Container {
                    var settings: Factory<SettingsViewController> { self { SettingsViewController() } }
                }
                """,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    @Injected var home: HomeViewController
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home: return .viewController(home)
                        case AppStep.settings: return .viewController(Container.shared.settings())
                        default: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> HomeViewController", "AppFlow -> SettingsViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    // MARK: 2. Generic helpers that build and contribute a screen

    func testGenericHelpersContributeTheTypeBoundAtEachCall() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home: return push(HomeViewController.self)
                        case AppStep.settings: return present(SettingsViewController.self, animated: true)
                        case AppStep.profile: return self.show(type: ProfileViewController.self)
                        case AppStep.about: return wrap(AboutViewController.self)
                        default: return .none
                        }
                    }
                    private func push<Screen: BaseViewController>(_ type: Screen.Type, with model: Any? = nil) -> FlowContributors {
                        let vc = Screen.instantiate()
                        return .one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: vc))
                    }
                    private func present<Screen: UIViewController>(_ type: Screen.Type, animated: Bool) -> FlowContributors {
                        let type = type.init()
                        return .viewController(type)
                    }
                    private func show<T: UIViewController>(type: T.Type) -> FlowContributors { .viewController(T()) }
                    private func wrap<T: UIViewController>(_ screen: T.Type) -> FlowContributors { push(screen) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppFlow -> AboutViewController", "AppFlow -> HomeViewController", "AppFlow -> ProfileViewController", "AppFlow -> SettingsViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    func testAHelperIsHandedWhatAMethodReturnsOrAPropertyIsAssigned() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    private var settings: UIViewController!
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home: return show(makeHome())
                        case AppStep.settings: return show(settings)
                        default: return .none
                        }
                    }
                    func prepare() {
                        settings = SettingsViewController()
                    }
                    private func makeHome() -> UIViewController {
                        let home = HomeViewController()
                        return home
                    }
                    private func show(_ presentable: Presentable) -> FlowContributors {
                        .one(flowContributor: .contribute(withNextPresentable: presentable, withNextStepper: OneStepper(withSingleStep: AppStep.done)))
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> HomeViewController", "AppFlow -> SettingsViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// Overloads of one name return different things: a call's labels say which one it runs.
    func testACallsLabelsChooseTheOverloadWhoseResultIsShown() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class Screens {
                    func screen(for name: String, settings: Bool) -> Presentable {
                        let settings = SettingsViewController()
                        return settings
                    }
                    func screen(for name: String) -> Presentable { HomeViewController() }
                }
                final class AppFlow: Flow {
                    private let screens = Screens()
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home: return .one(flowContributor: .contribute(withNext: screens.screen(for: "home")))
                        case AppStep.settings: return .one(flowContributor: .contribute(withNext: screens.screen(for: "settings", settings: true)))
                        default: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> HomeViewController", "AppFlow -> SettingsViewController"])
        XCTAssertEqual(result.graph.edges["AppFlow"]?.map(\.steps), [[".home"], [".settings"]])
        XCTAssertEqual(result.warnings, [])
    }

    /// Then's `then { }` configures its receiver and returns it; a project class declaring its own `then` is read as written.
    func testThenReturnsTheObjectItConfigures() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                import Then
                final class Pending { func then(_ body: () -> Void) -> APIClient { APIClient() } }
                final class AppFlow: Flow {
                    private let navigation = UINavigationController().then { $0.isNavigationBarHidden = true }
                    var root: Presentable { navigation }
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home:
                            let home = HomeViewController().then { $0.title = "Home" }
                            return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: OneStepper(withSingleStep: AppStep.home)))
                        case AppStep.about: return .one(flowContributor: .contribute(withNext: Pending().then {}))
                        case AppStep.settings: return .one(flowContributor: .contribute(withNext: self.root))
                        default: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A flow contributing a navigation controller made around a screen presents that screen; the flow's own
    /// empty navigation controller presents none.
    func testAContributedNavigationControllerPresentsItsRoot() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    private let navigation = UINavigationController()
                    var root: Presentable { navigation }
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.settings:
                            let settings = SettingsViewController()
                            let modal = UINavigationController(rootViewController: settings)
                            navigation.present(modal, animated: true)
                            return .one(flowContributor: .contribute(withNextPresentable: modal, withNextStepper: OneStepper(withSingleStep: AppStep.settings)))
                        case AppStep.about:
                            return .one(flowContributor: .contribute(withNext: UINavigationController(rootViewController: AboutViewController())))
                        case AppStep.home:
                            return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: OneStepper(withSingleStep: AppStep.home)))
                        default: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> AboutViewController", "AppFlow -> SettingsViewController"])
        XCTAssertEqual(result.graph.edges["AppFlow"]?.map(\.steps), [[".about"], [".settings"]])
        XCTAssertEqual(result.warnings, [])
    }

    func testAFlowsRootHoldingANavigationControllerMadeAroundAScreenPresentsIt() {
        let result = buildGraph([
            "Screens.swift": screens + "\nfinal class ProfileNavigation: UINavigationController {}",
            "TabFlows.swift": """
                final class HomeTabFlow: Flow {
                    let navigation = UINavigationController(rootViewController: HomeViewController())
                    var root: Presentable { navigation }
                    func navigate(to step: Step) -> FlowContributors {
                        guard case AppStep.home = step else { return .none }
                        return .one(flowContributor: .contribute(withNextPresentable: self.root, withNextStepper: OneStepper(withSingleStep: AppStep.home)))
                    }
                }
                final class ProfileTabFlow: Flow {
                    lazy var navigation = ProfileNavigation(rootViewController: ProfileViewController())
                    var root: Presentable { navigation }
                    func navigate(to step: Step) -> FlowContributors {
                        guard case AppStep.profile = step else { return .none }
                        return .one(flowContributor: .contribute(withNextPresentable: root, withNextStepper: OneStepper(withSingleStep: AppStep.profile)))
                    }
                }
                final class SettingsTabFlow: Flow {
                    let navigation = UINavigationController()
                    var root: Presentable { navigation }
                    func navigate(to step: Step) -> FlowContributors {
                        guard case AppStep.settings = step else { return .none }
                        return .one(flowContributor: .contribute(withNextPresentable: root, withNextStepper: OneStepper(withSingleStep: AppStep.settings)))
                    }
                }
                """,
        ])
        // A project's navigation controller contributed is a screen of its own; an empty one presents nothing (UIKit's).
        XCTAssertEqual(result.edgeList, ["HomeTabFlow -> HomeViewController", "ProfileTabFlow -> ProfileNavigation"])
        XCTAssertEqual(result.warnings, [])
    }

    // MARK: 3. Flows that inherit navigation

    func testSuperNavigateAndInheritedHelpersGiveTheSuperclassContributions() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Navigating.swift": """
                protocol Navigating: AnyObject {}
                extension Navigating {
                    func showAbout() -> FlowContributors { .viewController(AboutViewController()) }
                }
                """,
            "BaseFlow.swift": """
                class BaseFlow: Flow {
                    let settings = SettingsViewController()
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case CommonStep.settings: return .viewController(settings)
                        default: return .none
                        }
                    }
                }
                """,
            "Flows.swift": """
                final class HomeFlow: BaseFlow, Navigating {
                    override func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case HomeStep.home: return .viewController(HomeViewController())
                        case HomeStep.about: return showAbout()
                        default: return super.navigate(to: step)
                        }
                    }
                }
                final class QuietFlow: BaseFlow {}
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "BaseFlow -> SettingsViewController", "HomeFlow -> AboutViewController", "HomeFlow -> HomeViewController",
            "HomeFlow -> SettingsViewController", "QuietFlow -> SettingsViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    // MARK: 4. Values assigned in several places

    func testEveryConcreteValueAssignedToAnAbstractLocalCounts() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    var isNew = false
                    var cached: ProfileViewController?
                    func navigate(to step: Step) -> FlowContributors {
                        let screen: UIViewController
                        switch step {
                        case AppStep.home: screen = HomeViewController()
                        default:
                            if isNew { screen = SettingsViewController() } else { screen = AboutViewController() }
                        }
                        guard let profile = cached else { return .viewController(screen) }
                        let next = isNew ? profile : cached ?? ProfileViewController()
                        return .viewController(next)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppFlow -> AboutViewController", "AppFlow -> HomeViewController", "AppFlow -> ProfileViewController",
            "AppFlow -> SettingsViewController",
        ])
    }

    /// `first`, `second` and `third` are assigned each other in a ring: each holds every screen, whichever
    /// flow asks first (a cycle is inferred until it settles, then remembered).
    func testPropertiesAssignedEachOtherGiveTheSameValuesWhicheverIsAskedFirst() {
        let slots = ["first", "second", "third"]
        for rotation in slots.indices {
            let asked = Array(slots[rotation...] + slots[..<rotation])
            let result = buildGraph([
                "Screens.swift": screens,
                "Slots.swift": """
                    final class Slots {
                        var first: UIViewController = HomeViewController()
                        var second: UIViewController = SettingsViewController()
                        var third: UIViewController = ProfileViewController()
                        func rotate() {
                            first = third
                            second = first
                            third = second
                        }
                    }
                    """,
                "Flows.swift": zip(["AFlow", "BFlow", "CFlow"], asked).map { flow, slot in
                    """
                    final class \(flow): Flow {
                        let slots = Slots()
                        func navigate(to step: Step) -> FlowContributors { .multiple(flowContributors: [.contribute(withNext: slots.\(slot))]) }
                    }
                    """
                }.joined(separator: "\n"),
            ])
            XCTAssertEqual(result.edgeList, ["AFlow", "BFlow", "CFlow"].flatMap { flow in
                ["HomeViewController", "ProfileViewController", "SettingsViewController"].map { "\(flow) -> \($0)" }
            }, "AFlow asks \(asked[0])")
        }
    }

    // MARK: 5. Immediately invoked closures

    func testImmediatelyInvokedClosuresGiveWhatTheyReturn() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    lazy var home = { HomeViewController() }()
                    lazy private var settings = {
                        let vc = SettingsViewController()
                        return vc
                    }()
                    let about: UIViewController = { AboutViewController() }()
                    let profile = { () -> ProfileViewController in
                        let vc = ProfileViewController()
                        return vc
                    }()
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home: return .viewController(home)
                        case AppStep.settings: return .viewController(settings)
                        case AppStep.about: return .viewController(about)
                        default: return .viewController(profile)
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppFlow -> AboutViewController", "AppFlow -> HomeViewController", "AppFlow -> ProfileViewController",
            "AppFlow -> SettingsViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    // MARK: 6. Members found through extensions

    func testMembersOfFrameworkTypesAndProtocolsComeFromTheProjectsExtensions() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Hosting.swift": """
                import SwiftUI
                final class HostingScreen<Content: View>: UIHostingController<Content> {}
                extension View {
                    func wrapped() -> HostingScreen<Self> { HostingScreen(rootView: self) }
                }
                extension UIStoryboard {
                    static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
                    func instantiate<T: UIViewController>(_ type: T.Type) -> T { fatalError() }
                }
                struct AuthView: View { var body: some View { Text("") } }
                """,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.auth: return .viewController(AuthView().wrapped())
                        case AppStep.home: return .viewController(UIStoryboard.main.instantiate(HomeViewController.self))
                        case AppStep.settings: return .viewController(unknownThing.wrapped())
                        default: return .none
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> HomeViewController", "AppFlow -> HostingScreen"])
        XCTAssertEqual(result.warnings, [])
    }

    // MARK: 7. Helpers reached through closures

    func testHelpersCalledFromWeakSelfClosuresAreFollowed() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        let contributors = [AppStep.home].compactMap { [weak self] step in self?.contributor(for: step) }
                        return .multiple(flowContributors: contributors + [unownedHelper()])
                    }
                    private func contributor(for step: AppStep) -> FlowContributor? {
                        .contribute(withNextPresentable: HomeViewController(), withNextStepper: OneStepper(withSingleStep: step))
                    }
                    private func unownedHelper() -> FlowContributor {
                        .contribute(withNext: SettingsViewController())
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> HomeViewController", "AppFlow -> SettingsViewController"])
    }

    func testValueArgumentsKeyPathWrappersAndCoalescingChains() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Support.swift": """
                extension UINavigationController {
                    func embed<Screen: UIViewController>(_ screen: Screen) -> Screen { pushViewController(screen, animated: false); return screen }
                }
                extension Container {
                    var about: Factory<AboutViewController> { self { AboutViewController() } }
                }
                """,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    let navigationController = UINavigationController()
                    @Injected(\\.about) private var about
                    func navigate(to step: Step) -> FlowContributors {
                        switch step {
                        case AppStep.home: return .viewController(navigationController.embed(HomeViewController()))
                        case AppStep.about: return .viewController(about)
                        default:
                            let profile = storyboard.instantiateViewController(identifier: "P") as? ProfileViewController
                                ?? cached as? ProfileViewController ?? ProfileViewController()
                            return .viewController(profile)
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> AboutViewController", "AppFlow -> HomeViewController", "AppFlow -> ProfileViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAGenericSuperclassIsBoundByTheSubclassDeclaration() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Flows.swift": """
                class TabFlow<RootScreen: BaseViewController>: Flow {
                    func navigate(to step: Step) -> FlowContributors { show(RootScreen.self) }
                    func show<Screen: BaseViewController>(_ type: Screen.Type) -> FlowContributors { .viewController(Screen()) }
                }
                final class HomeTabFlow: TabFlow<HomeViewController> {}
                final class SettingsTabFlow: TabFlow<SettingsViewController> {}
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeTabFlow -> HomeViewController", "SettingsTabFlow -> SettingsViewController"])
        // The generic flow itself binds nothing: a warning, and no edge to the bound `BaseViewController`.
        XCTAssertEqual(result.warnings, [
            "Flows.swift:3:102: warning: cannot resolve the type of 'Screen()' contributed by TabFlow; no edge drawn",
        ])
    }

    func testAPropertyTypedByAGenericSuperclasssParameterHasTheTypeTheSubclassBinds() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Components.swift": """
                protocol HomeBuilding { func makeHome() -> HomeViewController }
                protocol SettingsBuilding { func makeSettings() -> SettingsViewController }
                final class HomeBuilder: HomeBuilding { func makeHome() -> HomeViewController { HomeViewController() } }
                class Component<Dependency, Builder> {
                    let dependency: Dependency
                    let builder: Builder
                    init(dependency: Dependency, builder: Builder) {
                        self.dependency = dependency
                        self.builder = builder
                    }
                }
                final class HomeComponent: Component<String, HomeBuilding> {}
                final class SettingsComponent: Component<String, SettingsBuilding> {
                    func makeScreen() -> SettingsViewController { builder.makeSettings() }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let navigationController = UINavigationController()
                    let home = HomeComponent(dependency: "", builder: HomeBuilder())
                    var settings: SettingsComponent?
                    func start() {
                        navigationController.pushViewController(home.builder.makeHome(), animated: true)
                        navigationController.present(settings!.makeScreen(), animated: true)
                    }
                }
                """,
        ])
        // `home.builder` was a `Builder`, no type: a warning and no edge.
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> HomeViewController", "AppCoordinator -> SettingsViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAValueOverwrittenByEveryCaseOfASwitchIsGone() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors {
                        var screen: UIViewController = AboutViewController()
                        switch step {
                        case AppStep.home: screen = HomeViewController()
                        case AppStep.none: return .none
                        default: screen = SettingsViewController()
                        }
                        var other: UIViewController = ProfileViewController()
                        switch step {
                        case AppStep.home: other = HomeViewController()
                        default: break
                        }
                        return .multiple(flowContributors: [.contribute(withNext: screen), .contribute(withNext: other)])
                    }
                }
                """,
        ])
        // `other` keeps its first value: the `default` case does not assign it.
        XCTAssertEqual(result.edgeList, ["AppFlow -> HomeViewController", "AppFlow -> ProfileViewController", "AppFlow -> SettingsViewController"])
    }

    // MARK: Bounds

    /// `q` is what `p.child` is, and `p` is `q`: a type found for `p` empties `q`, which then has its declared
    /// type again, round after round. No edge comes of answers that never settle, and the warning says why.
    func testACycleWhoseAnswersGoRoundDrawsNoEdgeAndSaysSo() {
        let result = buildGraph([
            "Box.swift": """
                class BaseViewController: UIViewController {}
                final class ChildViewController: BaseViewController {}
                final class ParentViewController: BaseViewController { var child = ChildViewController() }
                final class Box {
                    var p: UIViewController = UIViewController()
                    var q: ParentViewController
                    func wire() {
                        p = q
                        q = p.child
                    }
                }
                """,
            "Flows.swift": """
                final class AFlow: Flow {
                    let box = Box()
                    func navigate(to step: Step) -> FlowContributors { .multiple(flowContributors: [.contribute(withNext: box.p)]) }
                }
                final class BFlow: Flow {
                    let box = Box()
                    func navigate(to step: Step) -> FlowContributors { .multiple(flowContributors: [.contribute(withNext: box.q)]) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [])
        XCTAssertEqual(result.warnings, [
            "Flows.swift:3:107: warning: cannot resolve the type of 'box.p' contributed by AFlow: it goes through declarations that depend on each other and did not settle in 16 rounds; no edge drawn",
            "Flows.swift:7:107: warning: cannot resolve the type of 'box.q' contributed by BFlow: it goes through declarations that depend on each other and did not settle in 16 rounds; no edge drawn",
        ])
    }

    func testAGenericHelperCallingItselfWithEverNewTypesStaysBounded() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppFlow.swift": """
                final class AppFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors { loop(HomeViewController.self) }
                    private func loop<T: UIViewController>(_ type: T.Type) -> FlowContributors {
                        .multiple(flowContributors: [.contribute(withNext: T()), loop(Wrapper<T>.self)])
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppFlow -> HomeViewController"])
    }
}
