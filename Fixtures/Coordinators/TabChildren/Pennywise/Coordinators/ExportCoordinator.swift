import UIKit

/// A modal flow like AddTransactionCoordinator, without a navigation stack:
/// the inherited `start()` presents the options screen itself.
final class ExportCoordinator: BaseCoordinator {
    private let budget: Budget

    private lazy var options: ExportOptionsViewController = {
        let options = ExportOptionsViewController(budget: budget)
        options.onExport = { [weak self] format in self?.share(format) }
        options.onCancel = { [weak self] in self?.finish() }
        return options
    }()

    init(presenter: UIViewController, budget: Budget) {
        self.budget = budget
        super.init(presenter: presenter)
    }

    override var rootViewController: UIViewController {
        options
    }

    private func share(_ format: ExportFormat) {
        let name = format == .csv ? "budget.csv" : "budget.pdf"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        let activity = UIActivityViewController(activityItems: [file], applicationActivities: nil)
        activity.completionWithItemsHandler = { [weak self] _, completed, _, _ in
            if completed { self?.finish() }
        }
        options.present(activity, animated: true)
    }
}
