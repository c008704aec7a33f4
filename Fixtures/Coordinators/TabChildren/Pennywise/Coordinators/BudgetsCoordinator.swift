import UIKit

final class BudgetsCoordinator: BaseCoordinator {
    private let services: AppServices
    private let navigationController = UINavigationController()

    init(services: AppServices) {
        self.services = services
        super.init()
        navigationController.tabBarItem = UITabBarItem(title: "Budgets", image: UIImage(systemName: "chart.pie"), tag: 1)
    }

    override var rootViewController: UIViewController {
        navigationController
    }

    override func start() {
        let overview = BudgetOverviewViewController(store: services.budgets)
        overview.onSelectBudget = { [weak self] budget in self?.showBudget(budget) }
        navigationController.viewControllers = [overview]
    }

    private func showBudget(_ budget: Budget) {
        let detail = BudgetDetailViewController(budget: budget)
        detail.onExport = { [weak self] in self?.export(budget) }
        navigationController.show(detail, sender: self)
    }

    private func export(_ budget: Budget) {
        let export = ExportCoordinator(presenter: navigationController, budget: budget)
        export.onFinish = { [weak self, unowned export] in self?.removeCoordinator(export) }
        addCoordinator(export)
        export.start()
    }
}
