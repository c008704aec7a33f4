import UIKit

/// Flows that own one root view controller.
///
/// A modal flow only says WHAT it shows, by overriding `rootViewController`;
/// the inherited `start()` presents it over `presenter`. Tab flows override
/// `start()` and let the tab bar show their root.
class BaseCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    weak var presenter: UIViewController?

    init(presenter: UIViewController? = nil) {
        self.presenter = presenter
    }

    var rootViewController: UIViewController {
        fatalError("\(type(of: self)) must override rootViewController")
    }

    func start() {
        presenter?.present(rootViewController, animated: true)
    }

    func finish() {
        rootViewController.dismiss(animated: true)
        onFinish?()
    }
}
