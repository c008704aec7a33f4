import RxTreeKit
import XCTest

/// Hand-written coordinators: which screens and children a coordinator's own code makes and shows or
/// starts, through the project's helpers, wrappers and base classes.
final class CoordinatorTests: XCTestCase {
    private let protocolWithHelpers = """
        protocol Coordinator: AnyObject {
            var coordinators: [Coordinator] { get set }
        }
        extension Coordinator {
            func keep(_ coordinator: Coordinator) {
                coordinators.append(coordinator)
            }
            func launch(_ coordinator: Coordinator) {
                keep(coordinator)
                coordinator.start()
            }
        }
        """

    private let screens = """
        final class HomeViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        final class AppNavigationController: UINavigationController {}
        """

    /// `screens` and two more, for tab bars.
    private var tabScreens: String {
        screens + "\nfinal class SearchViewController: UIViewController {}\nfinal class ProfileViewController: UIViewController {}"
    }

    func testAHelperThatAppendsItsParameterKeepsWhatEachCallPasses() {
        let result = buildGraph([
            "Coordinator.swift": protocolWithHelpers,
            "Coordinators.swift": """
                final class AppCoordinator: Coordinator {
                    var coordinators: [Coordinator] = []
                    func start() {
                        let wallet = WalletCoordinator()
                        keep(wallet)
                    }
                }
                final class WalletCoordinator: Coordinator {
                    var coordinators: [Coordinator] = []
                    func start() {}
                }
                """,
        ])
        // Each coordinator reaches `keep(_:)`; only a call says what it keeps: no warning for its body.
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> WalletCoordinator"])
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.graph.edges["AppCoordinator"]?.first?.steps, [".start"])
    }

    /// A protocol named with Swift's protocol suffix (`CoordinatorProtocol`) makes coordinators too, and a method
    /// named `start…` starts a child as `start()` does: in the app delegate, in the class, or in an extension of it.
    func testAProtocolSuffixAndStartMethodsOfOtherNames() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppDelegate.swift": """
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var coordinator: RootCoordinator?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        coordinator = RootCoordinator(window: window!)
                        coordinator?.startWithOptions(nil)
                        return true
                    }
                }
                """,
            "Coordinators.swift": """
                protocol CoordinatorProtocol { func startWithOptions(_ options: [String: Any]?) }
                class RootCoordinator {
                    let window: UIWindow
                    var active: CoordinatorProtocol?
                    init(window: UIWindow) { self.window = window }
                }
                extension RootCoordinator: CoordinatorProtocol {
                    func startWithOptions(_ options: [String: Any]?) { active = makeShop(options) }
                }
                private extension RootCoordinator {
                    func makeShop(_ options: [String: Any]?) -> ShopCoordinator {
                        let shop = ShopCoordinator(window: window)
                        shop.startWithOptions(options)
                        return shop
                    }
                }
                final class ShopCoordinator: CoordinatorProtocol {
                    let window: UIWindow
                    let spinner = UIActivityIndicatorView()
                    init(window: UIWindow) { self.window = window }
                    func startWithOptions(_ options: [String: Any]?) {
                        spinner.startAnimating()
                        window.rootViewController = HomeViewController()
                        let detail = DetailCoordinator()
                        detail.startFlow()
                    }
                }
                final class DetailCoordinator {
                    let navigationController = UINavigationController()
                    func startFlow() { navigationController.pushViewController(DetailViewController(), animated: true) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "DetailCoordinator -> DetailViewController", "RootCoordinator -> ShopCoordinator",
            "ShopCoordinator -> DetailCoordinator", "ShopCoordinator -> HomeViewController",
        ])
        XCTAssertEqual(result.graph.launchNodes, ["RootCoordinator"])
        XCTAssertEqual(result.warnings, [])
    }

    /// In a method screens call, a child made there from a parameter (`makeDetail(id: id)`) is started by it;
    /// one handed in is its maker's. Clearing a window's root shows nothing.
    func testAChildMadeFromAParameterIsTheMethodsOwn() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class DetailCoordinator: Coordinator { init(id: Int) {}; func start() {} }
                final class ListCoordinator: Coordinator {
                    var children: [Coordinator] = []
                    let window = UIWindow()
                    func makeDetail(id: Int) -> DetailCoordinator { DetailCoordinator(id: id) }
                    func start() { window.rootViewController = HomeViewController() }
                    func didSelect(id: Int) {
                        let child = makeDetail(id: id)
                        children.append(child)
                        child.start()
                    }
                    func resume(_ child: Coordinator) { child.start() }
                    func close() { window.rootViewController = nil }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["ListCoordinator -> DetailCoordinator", "ListCoordinator -> HomeViewController"])
        XCTAssertEqual(result.graph.edges["ListCoordinator"]?.first { $0.to == "DetailCoordinator" }?.steps, [".didSelect"])
        XCTAssertEqual(result.warnings, [])
    }

    func testHelpersHandingTheirParameterOnCompose() {
        let result = buildGraph([
            "Coordinator.swift": protocolWithHelpers,
            "Coordinators.swift": """
                final class AppCoordinator: Coordinator {
                    var coordinators: [Coordinator] = []
                    func start() {
                        showSettings()
                    }
                    private func showSettings() {
                        launch(SettingsCoordinator())
                    }
                }
                final class SettingsCoordinator: Coordinator {
                    var coordinators: [Coordinator] = []
                    func start() {}
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> SettingsCoordinator"])
        XCTAssertEqual(result.graph.edges["AppCoordinator"]?.first?.steps, [".showSettings"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAHelperShowsWhatEachCallPassesAndNothingOnItsOwn() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let navigationController = UINavigationController()
                    func start() {
                        let home = HomeViewController()
                        push(home)
                    }
                    func showDetail() {
                        push(DetailViewController())
                    }
                    private func push(_ screen: UIViewController) {
                        navigationController.pushViewController(screen, animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> DetailViewController", "AppCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAHelperIsHandedWhatAMethodReturnsOrAPropertyIsAssigned() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let navigationController = UINavigationController()
                    private var later: UIViewController!
                    func start() {
                        push(makeHome())
                    }
                    func showDetail() {
                        push(self.later)
                    }
                    func prepare() {
                        later = DetailViewController()
                    }
                    private func makeHome() -> UIViewController {
                        let home = HomeViewController()
                        return home
                    }
                    private func push(_ screen: UIViewController) {
                        navigationController.pushViewController(screen, animated: true)
                    }
                }
                """,
        ])
        // Declared `UIViewController`, each is typed by what the code returns or assigns, as when shown directly.
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> DetailViewController", "AppCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAHelperIsHandedAChoiceATryAnUnwrapAndAnUpcastAsWhenShownDirectly() {
        let result = buildGraph([
            "Screens.swift": screens + "\nfinal class SettingsViewController: UIViewController {}",
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let navigationController = UINavigationController()
                    private var pending: UIViewController? = SettingsViewController()
                    private var compact = false
                    func start() {
                        push(compact ? HomeViewController() : DetailViewController())
                    }
                    func showSettings() {
                        push(pending!)
                    }
                    func showHome() {
                        push(try! makeHome())
                    }
                    func showDetail() {
                        push((DetailViewController() as UIViewController))
                    }
                    private func makeHome() throws -> UIViewController {
                        HomeViewController()
                    }
                    private func push(_ screen: UIViewController) {
                        navigationController.pushViewController(screen, animated: true)
                    }
                }
                """,
        ])
        // Each was a warning at `push` ('screen' has the abstract type), the call's argument not kept.
        XCTAssertEqual(result.edgeList, [
            "AppCoordinator -> DetailViewController", "AppCoordinator -> HomeViewController", "AppCoordinator -> SettingsViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    func testARouterObjectTheCoordinatorHoldsShowsForIt() {
        let result = buildGraph([
            "Screens.swift": screens + """

                final class SettingsViewController: UIViewController {}
                final class AboutViewController: UIViewController {}
                final class ProfileViewController: UIViewController {
                    func openAbout() { navigationController?.pushViewController(AboutViewController(), animated: true) }
                }
                """,
            "Router.swift": """
                final class AppRouter {
                    private let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func push(_ module: UIViewController?) {
                        push(module, animated: true)
                    }
                    func push(_ module: UIViewController?, animated: Bool) {
                        guard let controller = module else { return }
                        navigationController.pushViewController(controller, animated: animated)
                    }
                    func setRoot(_ module: UIViewController) {
                        navigationController.setViewControllers([module], animated: false)
                    }
                    func present(_ module: UIViewController) {
                        presentModally(module)
                    }
                    private func presentModally(_ module: UIViewController) {
                        navigationController.present(UINavigationController(rootViewController: module), animated: true)
                    }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    private let router = AppRouter(navigationController: UINavigationController())
                    private let profile = ProfileViewController()
                    func start() {
                        router.setRoot(HomeViewController())
                        router.present(DetailViewController())
                        show(SettingsViewController())
                        router.push(profile)
                        profile.openAbout()
                    }
                    private func show(_ screen: UIViewController) {
                        router.push(screen)
                    }
                }
                """,
        ])
        // Each was no edge and no warning: the router's own calls were read by no style ("unreached").
        // A screen's method is the screen's own navigation, not the coordinator's.
        XCTAssertEqual(result.edgeList, [
            "AppCoordinator -> DetailViewController", "AppCoordinator -> HomeViewController",
            "AppCoordinator -> ProfileViewController", "AppCoordinator -> SettingsViewController",
        ])
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.accounting.explanation, [
            "explain: calls: Coordinator: 3 at-callers",
            "explain: calls: Coordinator/MVVM-FC: 1 unreached",
            "explain: calls: 4 navigation calls, 0 unaccounted",
        ])
    }

    func testAnObjectInjectedThroughAnInitialiserIsWhatTheConstructionsPass() {
        let result = buildGraph([
            "Screens.swift": screens + """

                final class LoginViewController: UIViewController {}
                final class SignUpViewController: UIViewController {}
                final class GuestViewController: UITableViewController {}
                final class TermsViewController: UIViewController {}
                """,
            "Router.swift": """
                protocol Presentable {
                    func toPresent() -> UIViewController?
                }
                extension UIViewController: Presentable {
                    func toPresent() -> UIViewController? { return self }
                }
                protocol Router: Presentable {
                    func setRootModule(_ module: Presentable?)
                    func push(_ module: Presentable?)
                    func present(_ module: Presentable?, animated: Bool)
                }
                extension Router {
                    func present(_ module: Presentable?) { present(module, animated: true) }
                }
                final class NavigationRouter: NSObject, Router {
                    private weak var rootController: UINavigationController?
                    init(rootController: UINavigationController) { self.rootController = rootController }
                    func toPresent() -> UIViewController? { rootController }
                    func setRootModule(_ module: Presentable?) {
                        guard let controller = module?.toPresent() else { return }
                        rootController?.setViewControllers([controller], animated: false)
                    }
                    func push(_ module: Presentable?) {
                        guard let controller = module?.toPresent() else { return }
                        rootController?.pushViewController(controller, animated: true)
                    }
                    func present(_ module: Presentable?, animated: Bool) {
                        guard let controller = module?.toPresent() else { return }
                        rootController?.present(controller, animated: animated)
                    }
                }
                """,
            "Factories.swift": """
                protocol AuthModuleFactory {
                    func makeLogin() -> Presentable
                    func makeSignUp() -> Presentable
                }
                final class AuthScreens: AuthModuleFactory {
                    func makeLogin() -> Presentable { LoginViewController() }
                    func makeSignUp() -> Presentable { SignUpViewController() }
                }
                final class GuestScreens: AuthModuleFactory {
                    func makeLogin() -> Presentable { GuestViewController() }
                    func makeSignUp() -> Presentable { GuestViewController() }
                }
                protocol CoordinatorFactory {
                    func makeAuthCoordinator(router: Router, guest: Bool) -> Coordinator
                }
                final class AppCoordinatorFactory: CoordinatorFactory {
                    func makeAuthCoordinator(router: Router, guest: Bool) -> Coordinator {
                        if guest { return AuthCoordinator(router: router, factory: GuestScreens()) }
                        let coordinator = AuthCoordinator(router: router, factory: AuthScreens())
                        return coordinator
                    }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                class BaseCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func addDependency(_ coordinator: Coordinator) { childCoordinators.append(coordinator) }
                }
                final class AuthCoordinator: BaseCoordinator {
                    private let router: Router
                    private let factory: AuthModuleFactory
                    init(router: Router, factory: AuthModuleFactory) {
                        self.router = router
                        self.factory = factory
                    }
                    override func start() {
                        let login = factory.makeLogin()
                        router.setRootModule(login)
                    }
                    func showSignUp() { router.push(factory.makeSignUp()) }
                    func showTerms() { router.present(TermsViewController()) }
                }
                final class ApplicationCoordinator: BaseCoordinator {
                    private let router: Router
                    private let coordinatorFactory: CoordinatorFactory
                    init(router: Router, coordinatorFactory: CoordinatorFactory) {
                        self.router = router
                        self.coordinatorFactory = coordinatorFactory
                    }
                    override func start() {
                        let coordinator = coordinatorFactory.makeAuthCoordinator(router: router, guest: false)
                        addDependency(coordinator)
                        coordinator.start()
                    }
                }
                final class SettingsCoordinator: BaseCoordinator {
                    private let router: Router
                    init(router: Router) { self.router = router }
                    override func start() { router.push(HomeViewController()) }
                }
                """,
            "AppTests.swift": """
                import XCTest
                @testable import App
                final class StubViewController: UIViewController {}
                final class StubScreens: AuthModuleFactory {
                    func makeLogin() -> Presentable { StubViewController() }
                    func makeSignUp() -> Presentable { StubViewController() }
                }
                final class AuthCoordinatorTests: XCTestCase {
                    func testStart() {
                        let coordinator = AuthCoordinator(router: NavigationRouter(rootController: UINavigationController()), factory: StubScreens())
                        coordinator.start()
                    }
                }
                """,
            "AppDelegate.swift": """
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private let rootController = UINavigationController()
                    private lazy var appCoordinator: Coordinator = ApplicationCoordinator(
                        router: NavigationRouter(rootController: rootController), coordinatorFactory: AppCoordinatorFactory()
                    )
                }
                """,
        ])
        // Each protocol-typed property was abstract: no edge, and a warning for the child coordinator; the
        // router's `setRootModule`, a name no style knows, was not read at all. `toPresent()` returns `self`:
        // the screen itself, a UITableViewController's too (UIKit's view controllers inherit UIViewController's
        // extensions). The router's own `present(_:animated:)` does not fit `present(x)`: the one its protocol's
        // extension adds does, and calls the router's on `self`. SettingsCoordinator is made nowhere: its router
        // is no object the project makes, so what it does with the screen is unknown: a warning. A test's
        // construction passes its stand-ins: no edge to its stub.
        XCTAssertEqual(result.edgeList, [
            "ApplicationCoordinator -> AuthCoordinator", "AuthCoordinator -> GuestViewController",
            "AuthCoordinator -> LoginViewController", "AuthCoordinator -> SignUpViewController", "AuthCoordinator -> TermsViewController",
        ])
        XCTAssertEqual(result.warnings, [
            "Coordinators.swift:37:41: warning: cannot tell what push(_:) does with HomeViewController in SettingsCoordinator: its "
                + "receiver is known only as the protocol Router, and no construction says which object it is; no edge drawn",
        ])
        XCTAssertEqual(result.accounting.explanation, [
            "explain: calls: Coordinator: 4 at-callers",
            "explain: calls: Coordinator: 1 edge",
            "explain: calls: 5 navigation calls, 0 unaccounted",
        ])
    }

    func testAPlainAsKeepsTheValuesOwnType() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let navigationController = UINavigationController()
                    func start() {
                        navigationController.pushViewController(HomeViewController() as UIViewController, animated: true)
                        navigationController.present(makeDetail() as! DetailViewController, animated: true)
                    }
                    private func makeDetail() -> UIViewController { UIViewController() }
                }
                """,
        ])
        // An upcast changes no value's type; a downcast names it.
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> DetailViewController", "AppCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAChildPassedInIsNotStartedByTheCoordinatorItIsPassedTo() {
        let result = buildGraph([
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    /// Called by a screen with a child it made.
                    func attach(_ child: ProfileCoordinator) {
                        child.start()
                    }
                }
                final class ProfileCoordinator: Coordinator {
                    func start() {}
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [])
        XCTAssertEqual(result.warnings, [])
    }

    func testAnAppendToADataArrayIsNoEdgeAndNoWarning() {
        let result = buildGraph([
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    var titles: [String] = []
                    var children: [Coordinator] = []
                    func start() {
                        let title = Title()
                        titles.append(title)
                        let profile = ProfileCoordinator()
                        var local: [Coordinator] = []
                        local.append(profile)
                    }
                }
                final class ProfileCoordinator: Coordinator {
                    func start() {}
                }
                """,
        ])
        // A local array is not the coordinator's: the profile is made here and kept nowhere.
        XCTAssertEqual(result.edgeList, [])
        XCTAssertEqual(result.warnings, [])
    }

    func testAProjectNavigationControllerShowsItselfAndItsRoot() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let window: UIWindow
                    func start() {
                        window.rootViewController = AppNavigationController(rootViewController: HomeViewController())
                    }
                    func showDetail(from presenter: UIViewController) {
                        let detail = DetailViewController()
                        presenter.present(UINavigationController(rootViewController: detail), animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppCoordinator -> AppNavigationController", "AppCoordinator -> DetailViewController", "AppCoordinator -> HomeViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    func testANavigationControllerHeldInAPropertyShowsItsRootWhenItIsShown() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let window: UIWindow
                    private lazy var home: HomeViewController = {
                        let home = HomeViewController()
                        return home
                    }()
                    private lazy var navigation: UINavigationController = {
                        let navigation = AppNavigationController(rootViewController: self.home)
                        return navigation
                    }()
                    var root: UIViewController { navigation }
                    private lazy var unshown = UINavigationController(rootViewController: DetailViewController())
                    func start() {
                        window.rootViewController = root
                    }
                }
                """,
        ])
        // Only what is shown counts: `unshown` wraps a screen nobody shows.
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> AppNavigationController", "AppCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAScreenAnotherCoordinatorMadeIsNoEdgeOfTheOneShowingIt() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let navigationController = UINavigationController()
                    var child: HomeCoordinator?
                    func start() {
                        let home = HomeCoordinator()
                        home.start()
                        navigationController.viewControllers = [home.rootViewController]
                        child = home
                    }
                    func showAgain() {
                        guard let child else { return }
                        navigationController.present(child.makeScreen(), animated: true)
                    }
                }
                final class HomeCoordinator: Coordinator {
                    lazy var rootViewController = HomeViewController()
                    func start() {}
                    func makeScreen() -> DetailViewController { DetailViewController() }
                }
                """,
        ])
        // HomeCoordinator made both screens and shows neither: no edge to them from anyone.
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> HomeCoordinator"])
        XCTAssertEqual(result.warnings, [])
    }

    func testABaseClassStartShowsWhatEachSubclassOverrides() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                class BaseCoordinator: Coordinator {
                    weak var presenter: UIViewController?
                    var rootViewController: UIViewController { fatalError("abstract") }
                    func start() {
                        presenter?.present(rootViewController, animated: true)
                    }
                }
                final class HomeCoordinator: BaseCoordinator {
                    private lazy var home = HomeViewController()
                    override var rootViewController: UIViewController { home }
                }
                final class DetailCoordinator: BaseCoordinator {
                    private let detail = DetailViewController()
                    override var rootViewController: UIViewController { detail }
                    override func start() {}
                }
                """,
        ])
        // DetailCoordinator overrides `start()` without calling `super`: its root is not shown by it.
        XCTAssertEqual(result.edgeList, ["HomeCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// The app delegate starting a coordinator launches the coordinator, not the screen its `start()` pushes;
    /// an abstract base coordinator with no edge of its own begins no tree.
    func testTheAppStartsAtTheCoordinatorNotItsFirstScreenOrItsBaseClass() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppDelegate.swift": """
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var root: MainCoordinator?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        root = MainCoordinator(navigation: UINavigationController())
                        root?.start()
                        return true
                    }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                class BaseCoordinator: Coordinator {
                    var children: [Coordinator] = []
                    func start() {}
                }
                final class MainCoordinator: BaseCoordinator {
                    let navigation: UINavigationController
                    init(navigation: UINavigationController) { self.navigation = navigation }
                    override func start() { navigation.pushViewController(HomeViewController(), animated: false) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["MainCoordinator -> HomeViewController"])
        XCTAssertEqual(result.graph.launchNodes, ["MainCoordinator"])
        XCTAssertEqual(result.graph.forestRoots, ["MainCoordinator"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A coordinator the app delegate starts sets its first screen through a router: the screen is the
    /// coordinator's edge, not a second place the app starts.
    func testTheAppStartsAtTheCoordinatorWhoseRouterSetsItsFirstScreen() {
        let result = buildGraph([
            "Screens.swift": screens,
            "AppDelegate.swift": """
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var coordinator: AppCoordinator?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let navigation = UINavigationController()
                        window?.rootViewController = navigation
                        coordinator = AppCoordinator(router: Router(navigation: navigation))
                        coordinator?.start()
                        return true
                    }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class Router {
                    private let navigation: UINavigationController
                    init(navigation: UINavigationController) { self.navigation = navigation }
                    func setRoot(_ screen: UIViewController) { navigation.setViewControllers([screen], animated: false) }
                }
                final class AppCoordinator: Coordinator {
                    private let router: Router
                    init(router: Router) { self.router = router }
                    func start() { router.setRoot(HomeViewController()) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> HomeViewController"])
        XCTAssertEqual(result.graph.forestRoots, ["AppCoordinator"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A coordinator running a flow with `Flows.use` starts the flow; the root its closure is handed is the
    /// flow's own screen, shown by the coordinator but no edge of its, and no warning.
    func testTheRootFlowsUseHandsIsTheFlowsOwnScreen() {
        let result = buildGraph([
            "Screens.swift": screens,
            "OnboardingFlow.swift": """
                final class OnboardingFlow: Flow {
                    var root: Presentable { navigation }
                    private let navigation = UINavigationController()
                    func navigate(to step: Step) -> FlowContributors { .none }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class AppCoordinator: Coordinator {
                    let navigation = UINavigationController()
                    func start() {
                        let onboarding = OnboardingFlow()
                        Flows.use(onboarding, when: .created) { [unowned self] root in
                            self.navigation.viewControllers.append(root)
                        }
                        Flows.use(onboarding, when: .ready) { self.navigation.present($0, animated: true) }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> OnboardingFlow"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A coordinator that makes, keeps and starts another of its own class leads to itself (a cycle).
    func testACoordinatorStartingAnotherOfItsOwnClassLeadsToItself() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class ItemCoordinator: Coordinator {
                    var children: [Coordinator] = []
                    let navigation: UINavigationController
                    init(navigation: UINavigationController) { self.navigation = navigation }
                    func start() { navigation.pushViewController(DetailViewController(), animated: true) }
                    func showRelated() {
                        let child = ItemCoordinator(navigation: navigation)
                        children.append(child)
                        child.start()
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["ItemCoordinator -> DetailViewController", "ItemCoordinator -> ItemCoordinator"])
        XCTAssertEqual(result.warnings, [])
    }

    /// Swinject's registrations with arguments: a closure's parameters after the resolver are what the
    /// resolves of its type pass, so a child coordinator given a protocol-typed router shows its screens
    /// through the router its parent resolves it with; a resolve of another type, or with a name only,
    /// passes nothing.
    func testARegisteredClosuresArgumentsAreWhatTheResolvesOfItsTypePass() {
        let result = buildGraph([
            "Screens.swift": screens + "\nfinal class SignUpViewController: UIViewController {}",
            "Routing.swift": """
                protocol Routing: AnyObject { func push(_ screen: UIViewController) }
                final class Router: Routing {
                    private let navigation: UINavigationController
                    init(navigation: UINavigationController) { self.navigation = navigation }
                    func push(_ screen: UIViewController) { navigation.pushViewController(screen, animated: true) }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class AppCoordinator: Coordinator {
                    private let resolver: Resolver
                    private var children: [Coordinator] = []
                    init(resolver: Resolver) { self.resolver = resolver }
                    func start() {
                        let router = Router(navigation: UINavigationController())
                        let auth = resolver.resolve(AuthCoordinator.self, argument: router)!
                        children.append(auth)
                        auth.start()
                        let detail = resolver.resolve(DetailCoordinator.self, name: "detail", arguments: 1, router)!
                        children.append(detail)
                        detail.start()
                    }
                }
                final class AuthCoordinator: Coordinator {
                    private let router: Routing
                    init(router: Routing) { self.router = router }
                    func start() { router.push(HomeViewController()) }
                }
                final class DetailCoordinator: Coordinator {
                    private let router: Routing
                    init(id: Int, router: Routing) { self.router = router }
                    func start() { router.push(DetailViewController()) }
                }
                final class SignUpCoordinator: Coordinator {
                    private let router: Routing
                    init(router: Routing) { self.router = router }
                    func start() { router.push(SignUpViewController()) }
                }
                """,
            "Assembly.swift": """
                final class CoordinatorAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(AuthCoordinator.self) { (_: Resolver, router: Routing) in
                            AuthCoordinator(router: router)
                        }
                        container.register(DetailCoordinator.self, name: "detail") { DetailCoordinator(id: $1, router: $2) }
                        container.register(SignUpCoordinator.self) { (_: Resolver, router: Routing) in
                            SignUpCoordinator(router: router)
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppCoordinator -> AuthCoordinator", "AppCoordinator -> DetailCoordinator",
            "AuthCoordinator -> HomeViewController", "DetailCoordinator -> DetailViewController",
        ])
        // Nothing resolves SignUpCoordinator with a router: its own is known only by its protocol.
        XCTAssertEqual(result.warnings, [
            "Coordinators.swift:29:32: warning: cannot tell what push(_:) does with SignUpViewController in SignUpCoordinator: its "
                + "receiver is known only as the protocol Routing, and no construction says which object it is; no edge drawn",
        ])
    }

    /// A resolve keyed by a protocol makes what the registrations of that protocol return, or the class an
    /// autoregistration names; one that no parsed registration makes keeps the protocol, and says so.
    func testAResolveKeyedByAProtocolMakesWhatItsRegistrationsReturn() {
        let result = buildGraph([
            "Screens.swift": """
                protocol HomeScene: UIViewController {}
                protocol DetailScene: UIViewController {}
                final class HomeViewController: UIViewController, HomeScene {}
                final class DetailViewController: UIViewController, DetailScene {}
                final class SettingsViewController: UIViewController {}
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                protocol SettingsCoordinatorType: Coordinator {}
                final class SettingsCoordinator: SettingsCoordinatorType {
                    private let navigation: UINavigationController
                    init(navigation: UINavigationController) { self.navigation = navigation }
                    func start() { navigation.pushViewController(SettingsViewController(), animated: true) }
                }
                final class HomeCoordinator: Coordinator {
                    private let navigation: UINavigationController
                    private let resolver: Resolver
                    init(navigation: UINavigationController, resolver: Resolver) {
                        self.navigation = navigation
                        self.resolver = resolver
                    }
                    func start() {
                        let scene = resolver.resolve(HomeScene.self)!
                        navigation.pushViewController(scene, animated: false)
                    }
                    func showDetail() {
                        navigation.pushViewController(resolver.resolve(DetailScene.self)!, animated: true)
                    }
                    func showSettings() {
                        let settings = resolver.resolve(SettingsCoordinatorType.self, argument: navigation)!
                        settings.start()
                    }
                }
                """,
            "Assembly.swift": """
                final class ScenesAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(HomeScene.self) { _ in
                            let screen = HomeViewController()
                            return screen
                        }
                        container.autoregister(SettingsCoordinatorType.self, argument: UINavigationController.self, initializer: SettingsCoordinator.init)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "HomeCoordinator -> HomeViewController", "HomeCoordinator -> SettingsCoordinator", "SettingsCoordinator -> SettingsViewController",
        ])
        XCTAssertEqual(result.warnings, [
            "Coordinators.swift:20:39: warning: 'resolver.resolve(DetailScene.self)!' shown by HomeCoordinator has the abstract type 'DetailScene'; no edge drawn",
        ])
    }

    /// A router that is the project's own navigation controller is a screen too: what its helper pushes for a
    /// coordinator is the coordinator's, as a plain router's is; the navigation controller's own push of its
    /// parameter draws nothing of its own.
    func testAProjectNavigationControllersHelperPushesForTheCoordinator() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Router.swift": """
                class Router: UINavigationController {
                    func push(_ screen: UIViewController?, animated: Bool = true) {
                        pushViewController(screen!, animated: animated)
                    }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class HomeCoordinator: Coordinator {
                    private let router: Router
                    init(router: Router) { self.router = router }
                    func start() { router.push(HomeViewController(), animated: false) }
                    func showDetail() { router.push(DetailViewController()) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeCoordinator -> DetailViewController", "HomeCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A property holding a function makes, when called, what its declared type returns (`let makeDetail: () ->
    /// DetailViewController`, also optional, `@escaping` in the initialiser, and for a child coordinator); a
    /// function-typed property whose result is no screen shows nothing, and one only stored is no screen itself.
    func testAFunctionTypedPropertyMakesWhatItsTypeReturnsWhenCalled() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class DetailCoordinator: Coordinator {
                    private let navigation: UINavigationController
                    private let makeDetail: () -> DetailViewController
                    init(navigation: UINavigationController, makeDetail: @escaping () -> DetailViewController) {
                        self.navigation = navigation
                        self.makeDetail = makeDetail
                    }
                    func start() { navigation.pushViewController(makeDetail(), animated: true) }
                }
                final class HomeCoordinator: Coordinator {
                    private let navigation: UINavigationController
                    private let makeHome: (() -> HomeViewController)?
                    private let makeChild: (UINavigationController) -> DetailCoordinator
                    private let makeTitle: () -> String
                    init(navigation: UINavigationController, makeHome: (() -> HomeViewController)?,
                         makeChild: @escaping (UINavigationController) -> DetailCoordinator, makeTitle: @escaping () -> String) {
                        self.navigation = navigation
                        self.makeHome = makeHome
                        self.makeChild = makeChild
                        self.makeTitle = makeTitle
                    }
                    func start() {
                        guard let home = makeHome?() else { return }
                        navigation.pushViewController(home, animated: false)
                        let child = makeChild(navigation)
                        child.start()
                    }
                    func showTitle() { navigation.pushViewController(UIViewController(nibName: makeTitle(), bundle: nil), animated: true) }
                }
                final class SettingsCoordinator: Coordinator {
                    private let navigation = UINavigationController()
                    func start() {
                        let make: () -> DetailViewController = { DetailViewController() }
                        navigation.pushViewController(make(), animated: false)
                    }
                    func show(making make: () -> HomeViewController, untyped: () -> UIViewController) {
                        navigation.pushViewController(make(), animated: true)
                        navigation.pushViewController(untyped(), animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "DetailCoordinator -> DetailViewController", "HomeCoordinator -> DetailCoordinator", "HomeCoordinator -> HomeViewController",
            "SettingsCoordinator -> DetailViewController", "SettingsCoordinator -> HomeViewController",
        ])
        XCTAssertEqual(result.warnings, [
            "Coordinators.swift:29:54: warning: 'UIViewController(nibName: makeTitle(), bundle: nil)' shown by HomeCoordinator has the abstract type 'UIViewController'; no edge drawn",
            "Coordinators.swift:39:39: warning: 'untyped()' shown by SettingsCoordinator has the abstract type 'UIViewController'; no edge drawn",
        ])
    }

    /// A screen handed to an object known only by a protocol of the project, which no construction binds, has no
    /// code to read: a warning at the call, not silence. Bound by a construction, the same call draws its edge.
    func testAScreenHandedToAnUnboundProtocolIsWarnedAbout() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Router.swift": """
                protocol Routing: AnyObject { func push(_ screen: UIViewController) }
                final class Router: Routing {
                    let navigation = UINavigationController()
                    func push(_ screen: UIViewController) { navigation.pushViewController(screen, animated: true) }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class HomeCoordinator: Coordinator {
                    private let router: Routing
                    init(router: Routing) { self.router = router }
                    func start() { router.push(HomeViewController()) }
                }
                final class DetailCoordinator: Coordinator {
                    private let router: Routing
                    init(router: Routing) { self.router = router }
                    func start() { router.push(DetailViewController()) }
                }
                final class AppCoordinator: Coordinator {
                    func start() { DetailCoordinator(router: Router()).start() }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> DetailCoordinator", "DetailCoordinator -> DetailViewController"])
        XCTAssertEqual(result.warnings, [
            "Coordinators.swift:5:32: warning: cannot tell what push(_:) does with HomeViewController in HomeCoordinator: its receiver "
                + "is known only as the protocol Routing, and no construction says which object it is; no edge drawn",
        ])
    }

    /// A protocol extension's helper that makes a child from what it is passed (`resolve(StoryCoordinator.self,
    /// argument: presenter)`) and starts it starts it for each coordinator calling it, also from a method that passes
    /// its own parameters on; a child the helper is handed is still the caller's caller's. A project protocol's
    /// `resolve(type:)` does not answer for Swinject's `resolve(_:argument:)` on a receiver of unknown type.
    func testAChildAHelperMakesFromWhatItIsPassedIsStartedByTheCaller() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Opener.swift": """
                protocol ContainerResolving { func resolve<T>(type: T.Type) -> T }
                extension ContainerResolving { func resolve<T>(type: T.Type) -> T { fatalError() } }
                protocol StoryOpening {}
                extension StoryOpening where Self: Coordinator {
                    func showStory(title: String, presenter: UIViewController?) {
                        guard let presenter = presenter, let story = container?.resolve(StoryCoordinator.self, argument: presenter) else { return }
                        story.start()
                    }
                    func startHanded(_ child: Coordinator) { child.start() }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class StoryCoordinator: Coordinator {
                    private let presenter: UIViewController
                    init(presenter: UIViewController) { self.presenter = presenter }
                    func start() { presenter.present(DetailViewController(), animated: true) }
                }
                final class SettingsCoordinator: Coordinator {
                    func start() {}
                }
                final class HomeCoordinator: Coordinator, StoryOpening {
                    var container: Container?
                    func start() {}
                    func storyTapped(_ title: String, from screen: UIViewController) { showStory(title: title, presenter: screen) }
                    func childTapped(_ child: SettingsCoordinator) { startHanded(child) }
                }
                final class SearchCoordinator: Coordinator {
                    func start() { DependencyLocator.shared.resolve(StoryCoordinator.self, argument: UIViewController())!.start() }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "HomeCoordinator -> StoryCoordinator", "SearchCoordinator -> StoryCoordinator", "StoryCoordinator -> DetailViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    /// A protocol extension's helper is shared by every adopting coordinator: what it shows of its parameter is
    /// drawn for the coordinators that call it, and the others, which never do, get no warning of its own.
    func testAProtocolExtensionsHelperShowsItsParameterOnlyForItsCallers() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { var navigation: UINavigationController { get }; func start() }
                extension Coordinator {
                    func show(_ screen: UIViewController) { navigation.pushViewController(screen, animated: true) }
                    func showDetail() { navigation.pushViewController(DetailViewController(), animated: true) }
                }
                final class HomeCoordinator: Coordinator {
                    let navigation = UINavigationController()
                    func start() { show(HomeViewController()) }
                }
                final class SettingsCoordinator: Coordinator {
                    let navigation = UINavigationController()
                    func start() {}
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "HomeCoordinator -> DetailViewController", "HomeCoordinator -> HomeViewController", "SettingsCoordinator -> DetailViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    /// PanModal's `presentPanModal(_:)` shows its first argument, with or without its other arguments.
    func testPanModalsPresentShowsItsScreen() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class HomeCoordinator: Coordinator {
                    private let presenter = UIViewController()
                    func start() { presenter.presentPanModal(HomeViewController()) }
                    func showDetail() { presenter.presentPanModal(DetailViewController(), sourceView: nil, sourceRect: .zero) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeCoordinator -> DetailViewController", "HomeCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A coordinator handing `self` to its router (`router.setRootModule(self)`) shows what the router's method
    /// shows of it: the screen the coordinator's `toPresentable()` returns. The router comes in through the base
    /// class's initialiser, which each subclass's `super.init(router:)` hands what its own constructions pass.
    func testACoordinatorHandingItselfToARouterInjectedThroughItsBaseClassShowsItsScreen() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Router.swift": """
                protocol Presentable { func toPresentable() -> UIViewController }
                protocol RouterType: AnyObject { func setRootModule(_ module: Presentable) }
                final class Router: RouterType {
                    let navigationController = UINavigationController()
                    func setRootModule(_ module: Presentable) {
                        navigationController.setViewControllers([module.toPresentable()], animated: false)
                    }
                }
                """,
            "Coordinators.swift": """
                class Coordinator<Link>: Presentable {
                    let router: RouterType
                    init(router: RouterType) { self.router = router }
                    func start() {}
                    func toPresentable() -> UIViewController { fatalError() }
                }
                final class HomeCoordinator: Coordinator<Int> {
                    private lazy var home: UIViewController = {
                        let screen = HomeViewController()
                        return screen
                    }()
                    init(router: RouterType, title: String) { super.init(router: router) }
                    override func start() { router.setRootModule(self) }
                    override func toPresentable() -> UIViewController { home }
                }
                final class AppCoordinator {
                    func start() { HomeCoordinator(router: Router(), title: "Home").start() }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> HomeCoordinator", "HomeCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A screen wrapped by a project helper that returns a navigation controller made around `self`
    /// (`home.embeddedInNavigation().styled()`, helpers in extensions of UIKit's classes) is shown; a helper
    /// that wraps another screen stands for no receiver.
    func testAScreenWrappedByAHelperThatEmbedsItsReceiverIsShown() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Helpers.swift": """
                extension UIViewController {
                    func embeddedInNavigation() -> UINavigationController {
                        let navigation = UINavigationController(rootViewController: self)
                        return navigation
                    }
                    func detailInstead() -> UINavigationController { UINavigationController(rootViewController: DetailViewController()) }
                }
                extension UINavigationController {
                    func styled() -> UINavigationController {
                        navigationBar.isTranslucent = true
                        return self
                    }
                }
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class HomeCoordinator: Coordinator {
                    private let presenter: UIViewController
                    init(presenter: UIViewController) { self.presenter = presenter }
                    func start() {
                        let home = HomeViewController()
                        let navigation = home.embeddedInNavigation().styled()
                        presenter.present(navigation, animated: true)
                    }
                    func showOther() { presenter.present(HomeViewController().detailInstead(), animated: true) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A list-taking show handed a list it does not write out shows that list's elements: a property's
    /// (`viewControllers = tabs`, a computed one returning `[home]`), a function's result, a helper's parameter.
    func testAListShownFromAPropertyAFunctionOrAParameterShowsItsElements() {
        let result = buildGraph([
            "Screens.swift": tabScreens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class TabsCoordinator: Coordinator {
                    private let tabBarController = UITabBarController()
                    private var home: HomeViewController?
                    private var tabs: [UIViewController] {
                        guard let home = home else { return [] }
                        return [home]
                    }
                    func start() {
                        home = HomeViewController()
                        tabBarController.viewControllers = tabs
                    }
                    func showMore() { tabBarController.setViewControllers(makeMore(), animated: false) }
                    func showProfile() { setTabs([ProfileViewController()]) }
                    private func makeMore() -> [UIViewController] {
                        let more = [SearchViewController()]
                        return more
                    }
                    private func setTabs(_ screens: [UIViewController]) { tabBarController.viewControllers = screens }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "TabsCoordinator -> HomeViewController", "TabsCoordinator -> ProfileViewController", "TabsCoordinator -> SearchViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    /// Children kept in a list property and started from it (`childCoordinators = [...].compactMap { $0 }`, then
    /// `childCoordinators.forEach { $0.start() }` or `for child in childCoordinators { child.start() }`) are
    /// started; a list made by `map` holds what its closure returns, and `routers[0]` is one of its elements.
    /// A subclass's list is its own: the base class starting its list draws nothing of the subclass's.
    func testChildrenKeptInAListPropertyAreStartedFromIt() {
        let result = buildGraph([
            "Screens.swift": screens + "\nfinal class Router: UINavigationController {}",
            "Coordinators.swift": """
                class Coordinator {
                    var childCoordinators: [Coordinator] = []
                    func start() {}
                    func startChildren() { childCoordinators.forEach { $0.start() } }
                }
                final class HomeCoordinator: Coordinator {
                    let router: Router
                    init(router: Router) { self.router = router }
                    override func start() { router.setViewControllers([HomeViewController()], animated: false) }
                }
                final class DetailCoordinator: Coordinator {
                    let router: Router
                    init(router: Router) { self.router = router }
                    override func start() { router.pushViewController(DetailViewController(), animated: true) }
                }
                final class TabsCoordinator: Coordinator {
                    let tabBarController = UITabBarController()
                    override func start() {
                        let routers = Array(repeating: (), count: 2).map { Router() }
                        childCoordinators = [HomeCoordinator(router: routers[0]), nil].compactMap { $0 }
                        childCoordinators.forEach { $0.start() }
                        tabBarController.setViewControllers(routers, animated: false)
                    }
                }
                final class MoreCoordinator: Coordinator {
                    private var children: [Coordinator] = []
                    override func start() {
                        children = [DetailCoordinator(router: Router())].filter { _ in true }
                        for child in children.reversed() { child.start() }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "DetailCoordinator -> DetailViewController", "HomeCoordinator -> HomeViewController", "MoreCoordinator -> DetailCoordinator",
            "TabsCoordinator -> HomeCoordinator", "TabsCoordinator -> Router",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    /// Screens appended to a local list that is shown, or to a tab bar's shown list itself, are shown.
    func testScreensAppendedToAShownListAreShown() {
        let result = buildGraph([
            "Screens.swift": tabScreens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class TabsCoordinator: Coordinator {
                    private let tabBarController = UITabBarController()
                    func start() {
                        var screens: [UIViewController] = []
                        screens.append(HomeViewController())
                        screens.append(contentsOf: [UINavigationController(rootViewController: SearchViewController())])
                        tabBarController.viewControllers = screens
                        tabBarController.viewControllers?.append(DetailViewController())
                        var more = [UIViewController]()
                        more += [ProfileViewController()]
                        tabBarController.setViewControllers(more, animated: false)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "TabsCoordinator -> DetailViewController", "TabsCoordinator -> HomeViewController",
            "TabsCoordinator -> ProfileViewController", "TabsCoordinator -> SearchViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    /// A child handed to another object's method that starts it (a parent's protocol-extension `push(child:)`)
    /// is the child of the coordinator that made it; what that method starts of its own is not.
    func testAChildHandedToAnotherObjectToStartIsTheChildOfItsMaker() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                protocol PageCoordinator: Coordinator { var page: UIViewController { get } }
                protocol PageHost: Coordinator {
                    var navigation: UINavigationController { get }
                    var children: [PageCoordinator] { get set }
                }
                extension PageHost {
                    func push(child: PageCoordinator) {
                        attach(child)
                        navigation.pushViewController(child.page, animated: true)
                    }
                    func attach(_ child: PageCoordinator) {
                        children.append(child)
                        child.start()
                    }
                    func restart() {
                        let first = HomeCoordinator()
                        first.start()
                    }
                }
                final class HomeCoordinator: PageCoordinator {
                    weak var host: PageHost?
                    let home = HomeViewController()
                    var page: UIViewController { home }
                    func start() {}
                    func openDetail() {
                        let detail = DetailCoordinator()
                        host?.push(child: detail)
                        host?.restart()
                    }
                }
                final class DetailCoordinator: PageCoordinator {
                    let detail = DetailViewController()
                    var page: UIViewController { detail }
                    func start() {}
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeCoordinator -> DetailCoordinator"])
        XCTAssertEqual(result.graph.edges["HomeCoordinator"]?.map(\.steps), [[".openDetail"]])
        XCTAssertEqual(result.warnings, [])
    }

    func testChildrenInALocalListAreStartedThroughIteration() {
        let result = buildGraph([
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {
                    func start()
                }
                extension Coordinator {
                    func coordinate(to coordinator: Coordinator) {
                        coordinator.start()
                    }
                }
                final class TabCoordinator: Coordinator {
                    func start() {
                        let first = FirstCoordinator()
                        let second = SecondCoordinator()
                        let children: [Coordinator] = [first, second]
                        children.forEach { coordinate(to: $0) }
                    }
                }
                final class FirstCoordinator: Coordinator {
                    func start() {}
                }
                final class SecondCoordinator: Coordinator {
                    func start() {}
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["TabCoordinator -> FirstCoordinator", "TabCoordinator -> SecondCoordinator"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAContainerTypedWithAProtocolCompositionAliasMakesTheScreensItsRequirementsDeclare() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Factories.swift": """
                protocol ScreenFactory {
                    func makeHome() -> HomeViewController
                }
                protocol ClientFactory {
                    func makeClient() -> Client
                }
                typealias Dependencies = (ClientFactory & ScreenFactory)
                """,
            "Coordinators.swift": """
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    let dependencies: Dependencies
                    let navigationController = UINavigationController()
                    func start() {
                        let home = dependencies.makeHome()
                        navigationController.setViewControllers([home], animated: false)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["AppCoordinator -> HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }
}
