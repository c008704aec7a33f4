import UIKit

/// Every flow of the app is driven by a coordinator that owns its children.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChildCoordinator(_ coordinator: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    func removeChildCoordinator(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }

    /// Keeps the child alive and starts it.
    func coordinate(to coordinator: Coordinator) {
        addChildCoordinator(coordinator)
        coordinator.start()
    }
}

/// Coordinators that push onto a navigation stack of their own.
protocol NavigationFlow: Coordinator {
    var navigationController: UINavigationController { get }
}
