import UIKit
import XCoordinator

enum ShelfRoute: Route {
    case shelf
    case downloads
    case episode(Episode)
}

final class ShelfCoordinator: NavigationCoordinator<ShelfRoute> {
    init() {
        super.init(initialRoute: .shelf)
    }

    override func prepareTransition(for route: ShelfRoute) -> NavigationTransition {
        switch route {
        case .shelf:
            return .set([ShelfViewController(router: unownedRouter)])
        case .downloads:
            return .push(DownloadsViewController(episodes: PodcastLibrary.shared.downloaded))
        case .episode(let episode):
            let viewController = EpisodeViewController.instantiate()
            viewController.configure(with: episode, router: nil)
            return .push(viewController)
        }
    }
}
