import UIKit

final class CareCalendarFlowController {
    private weak var viewController: UIViewController?
    private let dependencyManager: DependencyManager

    init(viewController: UIViewController, dependencyManager: DependencyManager) {
        self.viewController = viewController
        self.dependencyManager = dependencyManager
    }

    private var navigationController: UINavigationController? {
        viewController?.navigationController
    }

    func showPlant(_ plant: Plant) {
        guard let navigationController else { return }
        PlantDetailFactory.pushIn(navigationController, plant: plant, dependencyManager: dependencyManager)
    }

    func showReminder(for plant: Plant) {
        guard let navigationController else { return }
        ReminderFactory.createIn(navigationController: navigationController, plant: plant, dependencyManager: dependencyManager)
    }
}
