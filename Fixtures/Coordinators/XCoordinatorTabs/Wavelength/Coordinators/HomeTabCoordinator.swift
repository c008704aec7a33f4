import UIKit
import XCoordinator

enum HomeRoute: Route {
    case listenNow
    case library
    case search
}

final class HomeTabCoordinator: TabBarCoordinator<HomeRoute> {
    private let listenNowRouter: StrongRouter<ListenNowRoute>
    private let libraryRouter: StrongRouter<LibraryRoute>
    private let searchRouter: StrongRouter<SearchRoute>

    convenience init() {
        let listenNow = ListenNowCoordinator()
        listenNow.rootViewController.tabBarItem = UITabBarItem(title: "Listen Now", image: UIImage(systemName: "play.circle"), tag: 0)
        let library = LibrarySplitCoordinator()
        library.rootViewController.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 1)
        self.init(listenNowRouter: listenNow.strongRouter, libraryRouter: library.strongRouter)
    }

    init(listenNowRouter: StrongRouter<ListenNowRoute>,
         libraryRouter: StrongRouter<LibraryRoute>,
         searchRouter: StrongRouter<SearchRoute> = SearchCoordinator().strongRouter) {
        self.listenNowRouter = listenNowRouter
        self.libraryRouter = libraryRouter
        self.searchRouter = searchRouter
        super.init(tabs: [listenNowRouter, libraryRouter, searchRouter], select: listenNowRouter)
    }

    override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
        switch route {
        case .listenNow:
            return .select(listenNowRouter)
        case .library:
            return .select(libraryRouter)
        case .search:
            return .select(searchRouter)
        }
    }
}
