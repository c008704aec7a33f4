import UIKit

/// The app's own coordinators: the onboarding and settings parts of the app.
/// The shop is an RxFlow flow, started by `AppCoordinator`.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func removeAllChildren() {
        childCoordinators.removeAll()
    }
}
