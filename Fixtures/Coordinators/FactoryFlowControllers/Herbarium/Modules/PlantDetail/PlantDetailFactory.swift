import UIKit

enum PlantDetailFactory {
    static func pushIn(_ navigationController: UINavigationController, plant: Plant, dependencyManager: DependencyManager) {
        let viewController = UIStoryboard(name: "PlantDetail", bundle: nil).instantiateInitialViewController() as! PlantDetailViewController
        let flowController = PlantDetailFlowController(viewController: viewController, dependencyManager: dependencyManager)
        let viewModel = PlantDetailViewModel(plant: plant, careScheduler: dependencyManager.careScheduler)
        viewController.assignDependencies(flowController: flowController, viewModel: viewModel)
        navigationController.pushViewController(viewController, animated: true)
    }
}
