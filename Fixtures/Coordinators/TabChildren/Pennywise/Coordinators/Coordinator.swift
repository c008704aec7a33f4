import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    /// Keeps a child alive; the caller starts it when it wants.
    func addCoordinator(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }

    func removeCoordinator(_ coordinator: Coordinator) {
        childCoordinators.removeAll { $0 === coordinator }
    }

    /// Keeps a child alive and starts it right away.
    func coordinate(to coordinator: Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}
