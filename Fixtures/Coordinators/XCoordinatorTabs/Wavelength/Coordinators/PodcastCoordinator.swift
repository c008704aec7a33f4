import UIKit
import XCoordinator

enum PodcastRoute: Route {
    case detail(id: String)
    case reviews(podcastID: String)
    case close
}

/// Pushes onto the navigation controller of the coordinator that owns it.
final class PodcastCoordinator: NavigationCoordinator<PodcastRoute> {
    private let parentRouter: UnownedRouter<ListenNowRoute>

    init(rootViewController: UINavigationController, parentRouter: UnownedRouter<ListenNowRoute>) {
        self.parentRouter = parentRouter
        super.init(rootViewController: rootViewController, initialRoute: nil)
    }

    override func prepareTransition(for route: PodcastRoute) -> NavigationTransition {
        switch route {
        case .detail(let id):
            return .push(PodcastViewController(podcastID: id, router: unownedRouter))
        case .reviews(let podcastID):
            let reviews = ReviewsViewController(podcastID: podcastID)
            reviews.modalPresentationStyle = .pageSheet
            return .present(reviews)
        case .close:
            return .trigger(.home, on: parentRouter)
        }
    }
}
