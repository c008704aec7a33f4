import UIKit

final class BudgetOverviewViewController: UITableViewController {
    var onSelectBudget: ((Budget) -> Void)?
    private let store: BudgetStore

    init(store: BudgetStore) {
        self.store = store
        super.init(style: .insetGrouped)
        title = "Budgets"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.budgets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let budget = store.budgets[indexPath.row]
        cell.textLabel?.text = budget.category.name
        cell.detailTextLabel?.text = "\(budget.spent) / \(budget.limit)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectBudget?(store.budgets[indexPath.row])
    }
}

final class BudgetDetailViewController: UIViewController {
    var onExport: (() -> Void)?
    private let budget: Budget

    init(budget: Budget) {
        self.budget = budget
        super.init(nibName: nil, bundle: nil)
        title = budget.category.name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
            self?.onExport?()
        })
        let progress = UIProgressView(progressViewStyle: .bar)
        let limit = NSDecimalNumber(decimal: budget.limit).floatValue
        progress.progress = limit > 0 ? NSDecimalNumber(decimal: budget.spent).floatValue / limit : 0
        progress.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(progress)
        NSLayoutConstraint.activate([
            progress.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            progress.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            progress.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class ExportOptionsViewController: UITableViewController {
    var onExport: ((ExportFormat) -> Void)?
    var onCancel: (() -> Void)?
    private let budget: Budget

    init(budget: Budget) {
        self.budget = budget
        super.init(style: .insetGrouped)
        title = "Export \(budget.category.name)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ExportFormat.allCases.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        if indexPath.row < ExportFormat.allCases.count {
            cell.textLabel?.text = ExportFormat.allCases[indexPath.row] == .csv ? "CSV" : "PDF"
        } else {
            cell.textLabel?.text = "Cancel"
            cell.textLabel?.textColor = .systemRed
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.row < ExportFormat.allCases.count {
            onExport?(ExportFormat.allCases[indexPath.row])
        } else {
            onCancel?()
        }
    }
}
