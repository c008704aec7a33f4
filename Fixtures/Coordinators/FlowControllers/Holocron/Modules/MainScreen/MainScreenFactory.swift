import UIKit

enum MainScreenFactory {
    static func create(dependencyManager: DependencyManager) -> MainScreenViewController {
        let viewController = MainScreenViewController()
        let flowController = MainScreenFlowController(viewController: viewController, dependencyManager: dependencyManager)
        viewController.viewModel = MainScreenViewModel(flowController: flowController)
        return viewController
    }

    static func rootIn(window: UIWindow, dependencyManager: DependencyManager) {
        let navigationController = UINavigationController(rootViewController: create(dependencyManager: dependencyManager))
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}
