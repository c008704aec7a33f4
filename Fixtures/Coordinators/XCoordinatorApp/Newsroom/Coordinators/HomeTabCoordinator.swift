import UIKit
import XCoordinator

enum HomeRoute: Route {
    case news
    case profile
}

class HomeTabCoordinator: TabBarCoordinator<HomeRoute> {
    private let newsRouter: StrongRouter<NewsRoute>
    private let profileRouter: StrongRouter<ProfileRoute>

    init() {
        let news = NewsCoordinator()
        news.rootViewController.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 0)
        let profile = ProfileCoordinator()
        profile.rootViewController.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 1)
        newsRouter = news.strongRouter
        profileRouter = profile.strongRouter
        super.init(tabs: [news.strongRouter, profile], select: news)
    }

    override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
        switch route {
        case .news:
            return .select(newsRouter)
        case .profile:
            return .select(profileRouter)
        }
    }
}
