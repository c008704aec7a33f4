import UIKit

/// One tab per child flow; the tab bar shows each child's root view controller.
final class MainTabCoordinator: BaseCoordinator {
    private let window: UIWindow
    private let services: AppServices
    private let tabBarController = PennyTabBarController()

    init(window: UIWindow, services: AppServices) {
        self.window = window
        self.services = services
        super.init()
    }

    override var rootViewController: UIViewController {
        tabBarController
    }

    override func start() {
        let accounts = AccountsCoordinator(services: services)
        let budgets = BudgetsCoordinator(services: services)
        let insights = InsightsCoordinator(services: services)
        // let goals = SavingsGoalsCoordinator(services: services)  // back when goals leave beta
        let children: [BaseCoordinator] = [accounts, budgets, insights]
        children.forEach { coordinate(to: $0) }
        tabBarController.viewControllers = children.map { $0.rootViewController }
        window.rootViewController = tabBarController
    }
}
