import UIKit

enum CareCalendarFactory {
    /// Creates the calendar and pushes it (the name says "create", the method shows).
    static func createIn(navigationController: UINavigationController, dependencyManager: DependencyManager) {
        let storyboard = UIStoryboard(name: "CareCalendar", bundle: .main)
        let calendar = storyboard.instantiateViewController(withIdentifier: "CareCalendar") as! CareCalendarViewController
        let flowController = CareCalendarFlowController(viewController: calendar, dependencyManager: dependencyManager)
        calendar.viewModel = CareCalendarViewModel(flowController: flowController,
                                                   scheduler: dependencyManager.careScheduler,
                                                   plantStore: dependencyManager.plantStore)
        navigationController.pushViewController(calendar, animated: true)
    }
}
