import UIKit

final class PlantDetailFlowController {
    private weak var viewController: PlantDetailViewController?
    private let dependencyManager: DependencyManager

    init(viewController: PlantDetailViewController, dependencyManager: DependencyManager) {
        self.viewController = viewController
        self.dependencyManager = dependencyManager
    }

    func showWateringLog(for plant: Plant) {
        guard let navigationController = viewController?.navigationController else { return }
        WateringLogFactory.pushIn(navigationController, plant: plant, plantStore: dependencyManager.plantStore)
    }

    func editReminder(for plant: Plant) {
        guard let navigationController = viewController?.navigationController else { return }
        ReminderFactory.createIn(navigationController: navigationController, plant: plant, dependencyManager: dependencyManager)
    }

    func backToGarden() {
        guard let navigationController = viewController?.navigationController else { return }
        GardenFactory.rootIn(navigationController: navigationController, dependencyManager: dependencyManager)
    }

    func share(_ plant: Plant) {
        let activity = UIActivityViewController(activityItems: ["\(plant.nickname) (\(plant.species.latinName))"], applicationActivities: nil)
        viewController?.present(activity, animated: true)
    }
}
