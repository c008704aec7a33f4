import UIKit

/// The Insights tab is a single dashboard without a navigation stack.
final class InsightsCoordinator: BaseCoordinator {
    private let services: AppServices

    private lazy var dashboard = InsightsDashboardViewController(report: services.reports.currentMonth())

    init(services: AppServices) {
        self.services = services
        super.init()
    }

    override var rootViewController: UIViewController {
        dashboard
    }

    /// Does not call `super.start()`: the tab bar puts the dashboard on screen.
    override func start() {
        dashboard.tabBarItem = UITabBarItem(title: "Insights", image: UIImage(systemName: "chart.bar"), tag: 2)
        dashboard.onSelectCategory = { [weak self] category in self?.showTrend(for: category) }
    }

    private func showTrend(for category: Category) {
        let trend = CategoryTrendViewController(category: category, totals: services.reports.monthlyTotals(for: category, months: 6))
        trend.modalPresentationStyle = .pageSheet
        dashboard.present(trend, animated: true)
    }
}
