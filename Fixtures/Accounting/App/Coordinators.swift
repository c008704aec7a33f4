import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()

    func start() {
        navigationController.pushViewController(HomeViewController(), animated: false)
        let settings = SettingsCoordinator(navigationController: navigationController)
        childCoordinators.append(settings)
        settings.start()
    }

    func reset() {
        navigationController.setViewControllers([], animated: false)
    }

    func showAlert() {
        navigationController.present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
    }

    func adopt(_ child: Coordinator) {
        childCoordinators.append(child)
        child.start()
    }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(SettingsViewController(), animated: true)
    }
}
