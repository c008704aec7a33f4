import UIKit

final class GardenFlowController {
    private weak var viewController: UIViewController?
    private let dependencyManager: DependencyManager

    init(viewController: UIViewController, dependencyManager: DependencyManager) {
        self.viewController = viewController
        self.dependencyManager = dependencyManager
    }

    func showPlant(_ plant: Plant) {
        guard let navigationController = viewController?.navigationController else { return }
        PlantDetailFactory.pushIn(navigationController, plant: plant, dependencyManager: dependencyManager)
    }

    func showAddPlant() {
        guard let viewController else { return }
        AddPlantFactory.showIn(viewController: viewController, dependencyManager: dependencyManager)
    }

    func showCareCalendar() {
        guard let navigationController = viewController?.navigationController else { return }
        CareCalendarFactory.createIn(navigationController: navigationController, dependencyManager: dependencyManager)
    }

    func showSettings() {
        let settings = SettingsFactory.create(dependencyManager: dependencyManager)
        let navigationController = UINavigationController(rootViewController: settings)
        viewController?.present(navigationController, animated: true)
    }

    // The harvest log ships with 2.0.
    // func showHarvestLog() {
    //     guard let navigationController = viewController?.navigationController else { return }
    //     HarvestLogFactory.pushIn(navigationController, dependencyManager: dependencyManager)
    // }
}
