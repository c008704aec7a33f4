import UIKit

final class ExploreCoordinator: NavigationFlow {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.tabBarItem = UITabBarItem(title: "Explore", image: UIImage(systemName: "map"), tag: 0)
    }

    func start() {
        let viewModel = ExploreViewModel(service: TrailService())
        viewModel.onTrailSelected = { [weak self] trail in
            self?.showTrail(trail)
        }
        // The hike is its own flow, started from the list's view model.
        viewModel.onStartHike = { [weak self] trail in
            guard let self else { return }
            let hike = HikeCoordinator(trail: trail, presenter: self.navigationController)
            hike.delegate = self
            self.childCoordinators.append(hike)
            hike.start()
        }
        let explore = ExploreViewController(viewModel: viewModel)
        navigationController.pushViewController(explore, animated: false)
    }

    func showTrail(_ trail: Trail) {
        let detail = TrailDetailViewController(trail: trail)
        detail.delegate = self
        navigationController.pushViewController(detail, animated: true)
    }

    func showMap(for trail: Trail) {
        let map = TrailMapViewController.instantiate()
        map.trail = trail
        navigationController.show(map, sender: self)
    }

    /// Screens from the trail's gallery arrive as plain view controllers.
    func showGalleryItem(_ viewController: UIViewController) {
        navigationController.pushViewController(viewController, animated: true)
    }
}

extension ExploreCoordinator: TrailDetailViewControllerDelegate {
    func trailDetail(_ viewController: TrailDetailViewController, didTapMapFor trail: Trail) {
        showMap(for: trail)
    }

    func trailDetail(_ viewController: TrailDetailViewController, didOpen item: GalleryItem) {
        showGalleryItem(item.makeViewController())
    }
}

extension ExploreCoordinator: HikeCoordinatorDelegate {
    func hikeCoordinatorDidFinish(_ coordinator: HikeCoordinator) {
        removeChildCoordinator(coordinator)
    }
}
