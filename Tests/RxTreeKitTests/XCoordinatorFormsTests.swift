import RxTreeKit
import XCTest

/// XCoordinator as real apps write it: containers built in initialisers, routers kept in properties,
/// routes carrying routers, the project's own transition helpers, and where the app starts.
final class XCoordinatorFormsTests: XCTestCase {
    private let screens = """
        final class NewsViewController: UIViewController {}
        final class UsersViewController: UIViewController {}
        final class MenuViewController: UIViewController {}
        final class TabBarController: UITabBarController {}
        final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
            override func prepareTransition(for route: NewsRoute) -> NavigationTransition { .push(NewsViewController()) }
        }
        final class UsersCoordinator: NavigationCoordinator<UsersRoute> {
            override func prepareTransition(for route: UsersRoute) -> NavigationTransition { .push(UsersViewController()) }
        }
        final class MenuCoordinator: NavigationCoordinator<MenuRoute> {
            override func prepareTransition(for route: MenuRoute) -> NavigationTransition { .push(MenuViewController()) }
        }
        """

    func testTabsJoinedFromRoutersKeptInPropertiesAreTheTabCoordinatorsChildren() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Home.swift": """
                final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
                    private let newsRouter: StrongRouter<NewsRoute>
                    private let usersRouter: StrongRouter<UsersRoute>
                    private let menuRouter: StrongRouter<MenuRoute>
                    init(showUsers: Bool) {
                        let news = NewsCoordinator()
                        let users = UsersCoordinator()
                        let menu = MenuCoordinator()
                        self.newsRouter = news.strongRouter
                        self.usersRouter = users.strongRouter
                        self.menuRouter = menu.strongRouter
                        let tabs = [newsRouter] + (showUsers ? [usersRouter] : []) + [menuRouter] as [Presentable]
                        super.init(rootViewController: TabBarController(), tabs: tabs, select: newsRouter)
                    }
                }
                """,
        ])
        // The tab bar controller is the container, not a presentable.
        XCTAssertEqual(result.edgeList, [
            "HomeCoordinator -> MenuCoordinator", "HomeCoordinator -> NewsCoordinator", "HomeCoordinator -> UsersCoordinator",
            "MenuCoordinator -> MenuViewController", "NewsCoordinator -> NewsViewController", "UsersCoordinator -> UsersViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    /// Routing on a router the coordinator was handed (its parent's, kept from its initialiser) re-routes the
    /// parent, which draws its own edges: no edge and no warning here. A router made here is routed on.
    func testRoutingOnAHandedRouterReRoutesItsOwner() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Detail.swift": """
                final class DetailCoordinator: NavigationCoordinator<DetailRoute> {
                    private let parentRouter: AnyRouter<AppRoute>
                    init(parentRouter: AnyRouter<AppRoute>) {
                        self.parentRouter = parentRouter
                        super.init(initialRoute: .start)
                    }
                    override func prepareTransition(for route: DetailRoute) -> NavigationTransition {
                        switch route {
                        case .start: return .push(UsersViewController())
                        case .close: return .trigger(.finish, on: parentRouter)
                        case .logout: return .trigger(.logout, on: self.parentRouter)
                        case .news:
                            let news = NewsCoordinator()
                            return .trigger(.feed, on: news)
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "DetailCoordinator -> NewsCoordinator", "DetailCoordinator -> UsersViewController",
            "MenuCoordinator -> MenuViewController", "NewsCoordinator -> NewsViewController", "UsersCoordinator -> UsersViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    /// A coordinator that makes another of its own class (a related detail) leads to itself: a cycle, as a
    /// flow contributing a new flow of its class is; routing on `self` is no edge.
    func testACoordinatorMakingAnotherOfItsOwnClassLeadsToItself() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Detail.swift": """
                final class DetailCoordinator: NavigationCoordinator<DetailRoute> {
                    init(rootViewController: UINavigationController) {
                        super.init(rootViewController: rootViewController, initialRoute: .start)
                    }
                    override func prepareTransition(for route: DetailRoute) -> NavigationTransition {
                        switch route {
                        case .start: return .push(UsersViewController())
                        case .news:
                            addChild(DetailCoordinator(rootViewController: rootViewController))
                            return .none()
                        case .close: return .trigger(.start, on: self)
                        default: return .none()
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(result.graph.edges["DetailCoordinator"]?.map(\.to), ["DetailCoordinator", "UsersViewController"])
        XCTAssertEqual(result.warnings, [])
    }

    /// A transition helper of the coordinator called from several routes shows, for each call, what that call
    /// passes, with that call's route; a framework view controller made as a `ViewCoordinator`'s root is no node.
    func testATransitionHelperCalledFromSeveralRoutesShowsWhatEachPasses() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Shell.swift": """
                final class ShellCoordinator: ViewCoordinator<ShellRoute> {
                    init() { super.init(rootViewController: UIViewController(), initialRoute: .news) }
                    override func prepareTransition(for route: ShellRoute) -> ViewTransition {
                        switch route {
                        case .news: return swap(in: NewsCoordinator())
                        case .users: return routed(on: UsersCoordinator())
                        case .menu: return .embed(MenuViewController(), in: rootViewController)
                        }
                    }
                    private func swap(in child: Presentable) -> ViewTransition {
                        embed(child)
                    }
                    private func embed(_ presentable: Presentable) -> ViewTransition {
                        .embed(presentable, in: rootViewController)
                    }
                    private func routed(on child: Presentable) -> ViewTransition {
                        .trigger(.start, on: child)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "MenuCoordinator -> MenuViewController", "NewsCoordinator -> NewsViewController",
            "ShellCoordinator -> MenuViewController", "ShellCoordinator -> NewsCoordinator", "ShellCoordinator -> UsersCoordinator",
            "UsersCoordinator -> UsersViewController",
        ])
        XCTAssertEqual(result.graph.edges["ShellCoordinator"]?.map(\.steps), [[".news"], [".users"], [".menu"]])
        XCTAssertEqual(result.warnings, [])
    }

    func testDefaultArgumentsAndConvenienceInitialisersMakeTheSplitsChildren() {
        let result = buildGraph([
            "Screens.swift": screens,
            "Split.swift": """
                final class SplitHomeCoordinator: SplitCoordinator<HomeRoute> {
                    init(master: StrongRouter<UsersRoute> = UsersCoordinator().strongRouter, detail: StrongRouter<NewsRoute> = NewsCoordinator().strongRouter) {
                        super.init(master: master, detail: detail)
                    }
                }
                final class PagesCoordinator: PageCoordinator<HomeRoute> {
                    convenience init() {
                        let menu = MenuCoordinator()
                        self.init(first: menu.strongRouter)
                    }
                    init(first: StrongRouter<MenuRoute>) {
                        super.init(pages: [first], set: first)
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "MenuCoordinator -> MenuViewController", "NewsCoordinator -> NewsViewController", "PagesCoordinator -> MenuCoordinator",
            "SplitHomeCoordinator -> NewsCoordinator", "SplitHomeCoordinator -> UsersCoordinator", "UsersCoordinator -> UsersViewController",
        ])
    }

    func testAProjectTransitionHelperIsHandedWhatAMethodReturnsOrAPropertyHolds() {
        let result = buildGraph([
            "Screens.swift": screens,
            "App.swift": """
                enum AppRoute: Route {
                    case users
                    case menu
                    case news
                }
                extension Transition {
                    static func presentModally(_ presentable: Presentable) -> Transition {
                        .present(presentable)
                    }
                }
                final class ScreenFactory {
                    func makeMenu() -> UIViewController { MenuViewController() }
                    let news: UIViewController = NewsViewController()
                }
                final class AppCoordinator: NavigationCoordinator<AppRoute> {
                    private let factory = ScreenFactory()
                    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                        switch route {
                        case .users: return .presentModally(makeUsers())
                        case .menu: return .presentModally(factory.makeMenu())
                        case .news: return .presentModally(factory.news)
                        }
                    }
                    private func makeUsers() -> UIViewController {
                        let users = UsersViewController()
                        return users
                    }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppCoordinator -> MenuViewController", "AppCoordinator -> NewsViewController", "AppCoordinator -> UsersViewController",
            "MenuCoordinator -> MenuViewController",
            "NewsCoordinator -> NewsViewController", "UsersCoordinator -> UsersViewController",
        ])
        XCTAssertEqual(result.warnings, [])
    }

    func testAProjectTransitionHelperHandedAChoiceOrAnElementIsReadOrWarned() {
        let result = buildGraph([
            "Screens.swift": screens,
            "App.swift": """
                enum AppRoute: Route {
                    case users
                    case news
                    case recent
                }
                extension Transition {
                    static func presentModally(_ presentable: Presentable) -> Transition {
                        .present(presentable)
                    }
                }
                final class AppCoordinator: NavigationCoordinator<AppRoute> {
                    private var compact = false
                    private var recent: [UIViewController] = []
                    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                        switch route {
                        case .users: return .presentModally(compact ? UsersViewController() : MenuViewController())
                        case .news: return .presentModally(try! makeNews())
                        case .recent: return .presentModally(recent[0])
                        }
                    }
                    private func makeNews() throws -> UIViewController {
                        NewsViewController()
                    }
                }
                """,
        ])
        // Each call went unread before: no edge and no warning.
        XCTAssertEqual(result.edgeList, [
            "AppCoordinator -> MenuViewController", "AppCoordinator -> NewsViewController", "AppCoordinator -> UsersViewController",
            "MenuCoordinator -> MenuViewController", "NewsCoordinator -> NewsViewController", "UsersCoordinator -> UsersViewController",
        ])
        XCTAssertEqual(result.warnings, [
            "App.swift:18:46: warning: 'recent[0]' shown by AppCoordinator has the abstract type 'Presentable'; no edge drawn",
        ])
    }

    func testARouteCarriesTheRouterItsCoordinatorPresentsThroughAProjectHelper() {
        let result = buildGraph([
            "Screens.swift": screens,
            "App.swift": """
                enum AppRoute: Route {
                    case home(StrongRouter<NewsRoute>?)
                    case menu
                }
                extension Transition {
                    static func presentFullScreen(_ presentable: Presentable, animation: Animation? = nil) -> Transition {
                        .present(presentable, animation: animation)
                    }
                }
                final class AppCoordinator: NavigationCoordinator<AppRoute> {
                    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                        switch route {
                        case let .home(router):
                            if let router = router { return .presentFullScreen(router, animation: .fade) }
                            return .none()
                        case .menu:
                            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                            alert.addAction(.init(title: "News", style: .default) { [unowned self] _ in
                                self.trigger(.home(NewsCoordinator().strongRouter))
                            })
                            return .present(alert)
                        }
                    }
                }
                """,
            "SceneDelegate.swift": """
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    private let router = AppCoordinator().strongRouter
                    func scene(_ scene: UIScene) { router.setRoot(for: window!) }
                }
                """,
        ])
        XCTAssertEqual(result.edgeList, [
            "AppCoordinator -> NewsCoordinator", "MenuCoordinator -> MenuViewController", "NewsCoordinator -> NewsViewController",
            "UsersCoordinator -> UsersViewController",
        ])
        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.graph.launchNodes, ["AppCoordinator"])
    }

    func testABareNameInACasePatternComparesAndBindsNothing() {
        let result = buildGraph([
            "Screens.swift": screens,
            "App.swift": """
                enum AppRoute: Route {
                    case show(UIViewController)
                }
                final class AppCoordinator: NavigationCoordinator<AppRoute> {
                    private let menu = MenuViewController()
                    init() {
                        super.init(initialRoute: nil)
                        trigger(.show(NewsViewController()))
                    }
                    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                        switch route {
                        case .show(menu):
                            return .push(menu)
                        case let .show(screen):
                            return .present(screen)
                        }
                    }
                }
                """,
        ])
        // `.show(menu)` matches the property's value; only `let .show(screen)` binds what the trigger built.
        XCTAssertEqual(result.edgeList.filter { $0.hasPrefix("AppCoordinator") }, [
            "AppCoordinator -> MenuViewController", "AppCoordinator -> NewsViewController",
        ])
    }

    func testACoordinatorStartedByTheAppDelegateBeginsTheForestEvenInACycle() {
        let result = buildGraph([
            "Coordinators.swift": """
                protocol Coordinator: AnyObject { func start() }
                final class RootCoordinator: Coordinator {
                    func start() { let login = LoginCoordinator(); login.start() }
                }
                final class LoginCoordinator: Coordinator {
                    func start() { let root = RootCoordinator(); root.start() }
                }
                """,
            "AppDelegate.swift": """
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var coordinator: RootCoordinator!
                    func application(_ application: UIApplication) -> Bool {
                        coordinator = RootCoordinator()
                        coordinator.start()
                        return true
                    }
                }
                """,
        ])
        XCTAssertEqual(result.graph.entryNodes, [])
        XCTAssertEqual(result.graph.launchNodes, ["RootCoordinator"])
        XCTAssertEqual(result.graph.forestRoots, ["RootCoordinator"])
    }
}
