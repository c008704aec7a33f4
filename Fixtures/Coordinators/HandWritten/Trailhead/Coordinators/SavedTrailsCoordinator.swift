import UIKit

final class SavedTrailsCoordinator: NavigationFlow {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    private var recentScreens: [UIViewController] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let saved = SavedTrailsViewController()
        saved.onSelect = { [weak self] trail in
            let detail = TrailDetailViewController(trail: trail)
            self?.navigationController.pushViewController(detail, animated: true)
        }
        navigationController.viewControllers = [saved]
    }

    func reopenRecent(at index: Int) {
        navigationController.pushViewController(recentScreens[index], animated: true)
    }
}
