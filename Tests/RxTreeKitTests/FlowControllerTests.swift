import RxTreeKit
import XCTest

/// MVVM-FC: a flow controller belongs to the screens the code that makes it wires it to (a module's
/// factory), and its methods draw an edge to every screen they show, themselves or through any project
/// method; the app starts from what its delegate shows first.
final class FlowControllerTests: XCTestCase {
    private let uikit = """
        final class NavigationViewController: UINavigationController {}
        """

    func testAFactoryCreatingTheFlowControllerWithItsScreenWiresThem() {
        let result = buildGraph([
            "Home.swift": """
                enum HomeFactory {
                    static func create() -> HomeViewController {
                        let vc = HomeViewController()
                        let fc = HomeFlowController(viewController: vc)
                        vc.viewModel = HomeViewModel(flowController: fc)
                        return vc
                    }
                }
                final class HomeFlowController {
                    private weak var viewController: UIViewController?
                    init(viewController: UIViewController) { self.viewController = viewController }
                    func openProfile() {
                        guard let navigationController = viewController?.navigationController else { return }
                        ProfileFactory.openIn(navigationController)
                    }
                }
                final class HomeViewModel {
                    init(flowController: HomeFlowController) {}
                }
                final class HomeViewController: UIViewController {
                    var viewModel: HomeViewModel!
                }
                """,
            "Profile.swift": """
                enum ProfileFactory {
                    static func openIn(_ navigationController: UINavigationController) {
                        let profile = UIStoryboard(name: "Profile", bundle: nil).instantiateInitialViewController() as! ProfileViewController
                        navigationController.pushViewController(profile, animated: true)
                    }
                }
                final class ProfileViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, ["HomeViewController -> ProfileViewController (.openProfile)"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAFlowControllersOwnHelperShowsWhatItsCallsPassAndWarnsOnlyWhereNoCallPassesAnything() {
        let result = buildGraph([
            "Home.swift": """
                enum HomeFactory {
                    static func create() -> HomeViewController {
                        let vc = HomeViewController()
                        let fc = HomeFlowController(viewController: vc)
                        vc.viewModel = HomeViewModel(flowController: fc)
                        return vc
                    }
                }
                final class HomeFlowController {
                    weak var navigationController: UINavigationController?
                    private weak var viewController: UIViewController?
                    init(viewController: UIViewController) { self.viewController = viewController }
                    func openProfile() {
                        display(ProfileViewController())
                    }
                    func openHelp() {
                        display(makeHelp())
                    }
                    private func makeHelp() -> UIViewController {
                        let help = HelpViewController()
                        return help
                    }
                    private func display(_ screen: UIViewController) {
                        navigationController?.pushViewController(screen, animated: true)
                    }
                    /// Called by the screen with what it made: nothing here says what.
                    func present(_ screen: UIViewController) {
                        viewController?.present(screen, animated: true)
                    }
                }
                final class HomeViewModel {
                    init(flowController: HomeFlowController) {}
                }
                final class HomeViewController: UIViewController {
                    var viewModel: HomeViewModel!
                }
                final class ProfileViewController: UIViewController {}
                final class HelpViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, [
            "HomeViewController -> HelpViewController (.display)", "HomeViewController -> ProfileViewController (.display)",
        ])
        XCTAssertEqual(result.warnings, [
            "Home.swift:28:33: warning: 'screen' shown by HomeFlowController has the abstract type 'UIViewController'; no edge drawn",
        ])
    }

    func testAFlowControllerHandedToItsScreenByACallOrThroughAViewModelIsWired() {
        let result = buildGraph([
            "Modules.swift": """
                final class ListFactory {
                    static func PushIn(navigationController: UINavigationController) {
                        let list = UIStoryboard(name: "List", bundle: nil).instantiateViewController(withIdentifier: "List") as! ListViewController
                        let flowController = ListFlowController(navigationController: navigationController)
                        list.assignDependancies(listFlowController: flowController)
                        navigationController.pushViewController(list, animated: true)
                    }
                }
                final class ListFlowController {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func showItem() { ItemFactory.PushIn(navigationController: navigationController) }
                }
                final class ListViewController: UIViewController {
                    private var flowController: ListFlowController!
                    func assignDependancies(listFlowController: ListFlowController) { flowController = listFlowController }
                }
                final class ItemFactory {
                    static func PushIn(navigationController: UINavigationController) {
                        let item = ItemViewController(nibName: "ItemViewController", bundle: nil)
                        let flowController = ItemFlowController(navigationController: navigationController)
                        let viewModel = ItemViewModel(flowController: flowController)
                        item.viewModel = viewModel
                        navigationController.pushViewController(item, animated: true)
                    }
                }
                final class ItemFlowController {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func showList() { ListFactory.PushIn(navigationController: navigationController) }
                }
                final class ItemViewModel {
                    init(flowController: ItemFlowController) {}
                }
                final class ItemViewController: UIViewController {
                    var viewModel: ItemViewModel!
                }
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, [
            "ItemViewController -> ListViewController (.showList)",
            "ListViewController -> ItemViewController (.showItem)",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    /// A view model holding the flow controller's type is no wiring: only the code that makes them says
    /// which screen a flow controller serves.
    func testAPropertyChainWithoutWiringDrawsNothingAndWarns() {
        let result = buildGraph([
            "Modules.swift": """
                final class CartFlowController {
                    weak var viewController: UIViewController?
                    func pay() { viewController?.present(PaymentViewController(), animated: true) }
                }
                final class CartViewModel {
                    var flowController: CartFlowController!
                }
                final class CartViewController: UIViewController {
                    var viewModel: CartViewModel!
                }
                final class PaymentViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, [])
        XCTAssertEqual(result.warnings, [
            "Modules.swift:1:13: warning: no code wires flow controller 'CartFlowController' to a view controller "
                + "(creates it with one, or hands it to one); its edges are not drawn",
        ])
    }

    func testAScreenMakingItsOwnFlowControllerIsWired() {
        let result = buildGraph([
            "Modules.swift": """
                final class SearchFlowController {
                    weak var navigationController: UINavigationController?
                    func showResult() { navigationController?.pushViewController(ResultViewController(), animated: true) }
                }
                final class SearchPresenter {
                    let flowController = SearchFlowController()
                }
                final class SearchViewController: UIViewController {
                    private let presenter = SearchPresenter()
                }
                final class ResultViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, ["SearchViewController -> ResultViewController (.showResult)"])
    }

    /// The base class's properties are read once a build, and still wire every screen that inherits them.
    func testScreensSharingABaseThatMakesTheFlowControllerAreEachWired() {
        let result = buildGraph([
            "Modules.swift": """
                final class SharedFlowController {
                    weak var navigationController: UINavigationController?
                    func showDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
                }
                final class SharedPresenter {
                    let flowController = SharedFlowController()
                }
                class BaseScreen: UIViewController {
                    private let presenter = SharedPresenter()
                }
                final class FirstViewController: BaseScreen {}
                final class SecondViewController: BaseScreen {}
                final class DetailViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, [
            "BaseScreen -> DetailViewController (.showDetail)",
            "FirstViewController -> DetailViewController (.showDetail)",
            "SecondViewController -> DetailViewController (.showDetail)",
        ])
    }

    /// `create` then present in the flow controller; a protocol between the view model and the flow
    /// controller; framework screens and a screen presented by the view controller itself draw nothing.
    func testCreateThenPresentAndTheTrapsAroundIt() {
        let result = buildGraph([
            "Modules.swift": """
                enum SettingsFactory {
                    static func create() -> SettingsViewController {
                        let vc = SettingsViewController()
                        vc.viewModel = SettingsViewModel(flow: SettingsFlowController(viewController: vc))
                        return vc
                    }
                }
                enum LegalFactory {
                    static func create() -> LegalViewController { LegalViewController() }
                }
                protocol SettingsFlow: AnyObject { func showLegal() }
                final class SettingsFlowController: SettingsFlow {
                    private weak var viewController: UIViewController?
                    init(viewController: UIViewController) { self.viewController = viewController }
                    func showLegal() {
                        let legal = LegalFactory.create()
                        viewController?.present(UINavigationController(rootViewController: legal), animated: true)
                    }
                    func share() {
                        viewController?.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                    }
                }
                final class SettingsViewModel {
                    private let flow: SettingsFlow
                    init(flow: SettingsFlow) { self.flow = flow }
                }
                final class SettingsViewController: UIViewController {
                    var viewModel: SettingsViewModel!
                    func tip() { present(TipViewController(), animated: true) }
                }
                final class LegalViewController: UIViewController {}
                final class TipViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, ["SettingsViewController -> LegalViewController (.showLegal)"])
        XCTAssertEqual(result.warnings, [])
    }

    /// One function wiring two modules keeps each flow controller to its own screen.
    func testAFactoryWiringTwoModulesKeepsThemApart() {
        let result = buildGraph([
            "Tabs.swift": """
                enum TabsFactory {
                    static func makeTabs() -> [UIViewController] {
                        let feed = FeedViewController()
                        feed.flowController = FeedFlowController(viewController: feed)
                        let inbox = InboxViewController()
                        inbox.flowController = InboxFlowController(viewController: inbox)
                        return [feed, inbox]
                    }
                }
                final class FeedFlowController {
                    weak var viewController: UIViewController?
                    init(viewController: UIViewController) { self.viewController = viewController }
                    func open() { viewController?.present(PostViewController(), animated: true) }
                }
                final class InboxFlowController {
                    weak var viewController: UIViewController?
                    init(viewController: UIViewController) { self.viewController = viewController }
                    func open() { viewController?.present(ThreadViewController(), animated: true) }
                }
                final class FeedViewController: UIViewController { var flowController: FeedFlowController! }
                final class InboxViewController: UIViewController { var flowController: InboxFlowController! }
                final class PostViewController: UIViewController {}
                final class ThreadViewController: UIViewController {}
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, [
            "FeedViewController -> PostViewController (.open)",
            "InboxViewController -> ThreadViewController (.open)",
        ])
    }

    /// The root module's factory shows the next module inside its own screen (a navigation controller);
    /// the scene delegate's first show is where the app starts, a deep link's push is not.
    func testTheRootFactoryAndTheLaunch() {
        let result = buildGraph([
            "UIKit.swift": uikit,
            "Root.swift": """
                final class RootFactory {
                    static func setIn(window: UIWindow) {
                        let root = RootFactory.create(window: window)
                        window.rootViewController = root
                    }
                    static func create(window: UIWindow) -> RootViewController {
                        let viewController = RootViewController()
                        let flowController = RootFlowController(viewController: viewController)
                        viewController.viewModel = RootViewModel(flowController: flowController)
                        MenuFactory.rootIn(navigationController: viewController)
                        return viewController
                    }
                }
                final class RootFlowController {
                    init(viewController: RootViewController) {}
                }
                final class RootViewModel {
                    init(flowController: RootFlowController) {}
                }
                final class RootViewController: NavigationViewController {
                    var viewModel: RootViewModel!
                }
                """,
            "Menu.swift": """
                final class MenuFactory {
                    static func rootIn(navigationController: UINavigationController) {
                        let menu = MenuFactory.create(navigationController: navigationController)
                        navigationController.viewControllers = [menu]
                    }
                    static func create(navigationController: UINavigationController?) -> MenuViewController {
                        let viewController = MenuViewController()
                        let flowController = MenuFlowController(navigationController: navigationController, viewController: viewController)
                        viewController.viewModel = MenuViewModel(flowController: flowController)
                        return viewController
                    }
                }
                final class MenuFlowController {
                    private weak var navigationController: UINavigationController?
                    init(navigationController: UINavigationController?, viewController: MenuViewController) {
                        self.navigationController = navigationController
                    }
                    func showDetail() {
                        guard let navigationController = self.navigationController else { return }
                        navigationController.pushViewController(DetailViewController(), animated: true)
                    }
                }
                final class MenuViewModel {
                    init(flowController: MenuFlowController) {}
                }
                final class MenuViewController: UIViewController {
                    var viewModel: MenuViewModel!
                }
                final class DetailViewController: UIViewController {}
                """,
            "SceneDelegate.swift": """
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        RootFactory.setIn(window: window!)
                    }
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        guard let navigationController = window?.rootViewController as? UINavigationController else { return }
                        navigationController.pushViewController(DetailViewController(), animated: true)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, [
            "MenuViewController -> DetailViewController (.showDetail)",
            "RootViewController -> MenuViewController (.create)",
        ])
        XCTAssertEqual(result.graph.launchNodes, ["RootViewController"])
        XCTAssertEqual(result.graph.forestRoots, ["RootViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// An app of view controllers alone, no flow controller anywhere, starts where its delegate shows
    /// first too: its forest begins there (it used to be found only in apps with a flow controller).
    func testAnAppWithoutFlowControllersStartsWhereItsDelegateShowsFirst() {
        let result = buildGraph([
            "Home.swift": """
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(BannerViewController())
                    }
                }
                final class BannerViewController: UIViewController {}
                final class SettingsViewController: UIViewController {}
                """,
            "AppDelegate.swift": """
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = HomeViewController()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, ["HomeViewController -> BannerViewController (child)"])
        XCTAssertEqual(result.graph.launchNodes, ["HomeViewController"])
        XCTAssertEqual(result.graph.forestRoots, ["HomeViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// The launch method may set the window up in a helper; the protocol may be adopted in an extension.
    func testTheLaunchThroughAHelperOfTheAppDelegate() {
        let result = buildGraph([
            "Home.swift": """
                enum HomeFactory {
                    static func make(services: Services) -> HomeViewController {
                        let home = HomeViewController()
                        home.flowController = HomeFlowController(viewController: home, services: services)
                        return home
                    }
                }
                final class HomeFlowController {
                    init(viewController: HomeViewController, services: Services) {}
                }
                final class HomeViewController: UIViewController { var flowController: HomeFlowController! }
                """,
            "AppDelegate.swift": """
                final class AppDelegate: UIResponder {
                    var window: UIWindow?
                    private let services = Services()
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        setUpWindow()
                        return true
                    }
                    private func setUpWindow() {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = HomeFactory.make(services: services)
                        window?.makeKeyAndVisible()
                    }
                }
                extension AppDelegate: UIApplicationDelegate {}
                """,
        ])
        XCTAssertEqual(result.graph.launchNodes, ["HomeViewController"])
        XCTAssertEqual(result.graph.forestRoots, ["HomeViewController"])
    }

    func testAShownValueOfUnknownTypeWarnsWhereItIsShown() {
        let result = buildGraph([
            "Modules.swift": """
                enum WalletFactory {
                    static func create() -> WalletViewController {
                        let vc = WalletViewController()
                        vc.flowController = WalletFlowController(viewController: vc)
                        return vc
                    }
                }
                final class WalletFlowController {
                    weak var viewController: UIViewController?
                    init(viewController: UIViewController) { self.viewController = viewController }
                    func open() { viewController?.present(makeScreen(), animated: true) }
                }
                final class WalletViewController: UIViewController { var flowController: WalletFlowController! }
                """,
        ])
        XCTAssertEqual(result.flowControllerEdges, [])
        XCTAssertEqual(result.warnings, [
            "Modules.swift:11:43: warning: cannot resolve the type of 'makeScreen()' shown by WalletFlowController; no edge drawn",
        ])
    }
}

private extension GraphBuilder.Result {
    /// `from -> to (steps)` for every flow-controller edge, sorted.
    var flowControllerEdges: [String] {
        graph.edges.values.flatMap { $0 }.filter { $0.kind == .flowController }
            .map { "\($0.from) -> \($0.to) (\($0.steps.joined(separator: ", ")))" }
            .sorted()
    }
}
