import UIKit
import XCoordinator

enum ListenNowRoute: Route {
    case home
    case episode(Episode)
    case play(Episode)
    case upNext
    case podcast(id: String)
    case settings
    case share(Episode)
    case playbackFailed(String)
}

final class ListenNowCoordinator: NavigationCoordinator<ListenNowRoute> {
    private let settingsRouter: StrongRouter<SettingsRoute>
    private lazy var podcastCoordinator = PodcastCoordinator(rootViewController: rootViewController, parentRouter: unownedRouter)

    init() {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        settingsRouter = SettingsCoordinator(rootViewController: navigationController).strongRouter
        super.init(rootViewController: navigationController, initialRoute: .home)
    }

    override func prepareTransition(for route: ListenNowRoute) -> NavigationTransition {
        switch route {
        case .home:
            let viewModel = ListenNowViewModel(library: .shared, router: unownedRouter)
            return .set([ListenNowViewController(viewModel: viewModel)])
        case .episode(let episode):
            let viewController = EpisodeViewController.instantiate()
            viewController.configure(with: episode, router: unownedRouter)
            return .push(viewController)
        case .play(let episode):
            let player = PlayerViewController(episode: episode)
            return .presentFullScreen(player)
        case .upNext:
            return .multiple(.popToRoot(animation: nil), .push(UpNextViewController(queue: PodcastLibrary.shared.queue)))
        case .podcast(let id):
            return .route(.detail(id: id), on: podcastCoordinator)
        case .settings:
            return .trigger(.root, on: settingsRouter)
        case .share(let episode):
            let activity = UIActivityViewController(activityItems: [episode.shareURL], applicationActivities: nil)
            return .present(activity)
        case .playbackFailed(let message):
            return .alert(title: "Can't play this episode", message: message)
        }
    }
}
