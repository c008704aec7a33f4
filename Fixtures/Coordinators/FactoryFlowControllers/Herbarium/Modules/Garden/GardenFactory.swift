import UIKit

enum GardenFactory {
    static func create(dependencyManager: DependencyManager) -> GardenViewController {
        let vc = GardenViewController()
        let fc = GardenFlowController(viewController: vc, dependencyManager: dependencyManager)
        vc.viewModel = GardenViewModel(flowController: fc, plantStore: dependencyManager.plantStore)
        return vc
    }

    /// Throws the stack away and starts again from the garden.
    static func rootIn(navigationController: UINavigationController, dependencyManager: DependencyManager) {
        let garden = create(dependencyManager: dependencyManager)
        navigationController.setViewControllers([garden], animated: true)
    }
}
