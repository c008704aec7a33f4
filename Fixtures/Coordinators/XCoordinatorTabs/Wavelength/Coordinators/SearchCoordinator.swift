import UIKit
import XCoordinator

enum SearchRoute: Route {
    case search
    case results(query: String)
    case podcast(id: String)
}

final class SearchCoordinator: NavigationCoordinator<SearchRoute> {
    init() {
        super.init(initialRoute: .search)
        rootViewController.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
    }

    override func prepareTransition(for route: SearchRoute) -> NavigationTransition {
        switch route {
        case .search:
            return .set([SearchViewController(router: unownedRouter)])
        case .results(let query):
            return .push(SearchResultsViewController(query: query, router: unownedRouter))
        case .podcast(let id):
            return .push(PodcastViewController(podcastID: id, router: nil))
        }
    }
}
