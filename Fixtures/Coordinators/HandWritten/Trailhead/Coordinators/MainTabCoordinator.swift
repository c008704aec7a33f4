import UIKit

/// The signed-in app: one tab per child coordinator.
final class MainTabCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onSignOut: (() -> Void)?

    private let window: UIWindow
    private let tabBarController = MainTabBarController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let explore = ExploreCoordinator(navigationController: UINavigationController())
        let saved = SavedTrailsCoordinator(navigationController: UINavigationController())
        let profile = ProfileCoordinator(navigationController: UINavigationController())
        profile.delegate = self

        for child in [explore, saved, profile] as [NavigationFlow] {
            addChildCoordinator(child)
        }
        explore.start()
        saved.start()
        profile.start()

        tabBarController.setViewControllers(
            [explore.navigationController, saved.navigationController, profile.navigationController],
            animated: false
        )
        window.rootViewController = tabBarController
    }
}

extension MainTabCoordinator: ProfileCoordinatorDelegate {
    func profileCoordinatorDidSignOut(_ coordinator: ProfileCoordinator) {
        childCoordinators.removeAll()
        onSignOut?()
    }
}
