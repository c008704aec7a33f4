import SafariServices
import UIKit

enum SettingsFactory {
    static func create(dependencyManager: DependencyManager) -> SettingsViewController {
        let vc = SettingsViewController(style: .insetGrouped)
        let fc = SettingsFlowController(viewController: vc)
        vc.viewModel = SettingsViewModel(flow: fc)
        return vc
    }
}

/// What the settings view model may ask for; the view model knows only this protocol.
protocol SettingsFlow: AnyObject {
    func showAbout()
    func showHelp()
    func close()
}

final class SettingsFlowController: SettingsFlow {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    func showAbout() {
        guard let navigationController = viewController?.navigationController else { return }
        AboutFactory.pushIn(navigationController)
    }

    func showHelp() {
        guard let url = URL(string: "https://help.herbarium.example/") else { return }
        viewController?.present(SFSafariViewController(url: url), animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}

final class SettingsViewModel {
    enum Row: CaseIterable {
        case about
        case help
    }

    let rows = Row.allCases
    private let flow: SettingsFlow

    init(flow: SettingsFlow) {
        self.flow = flow
    }

    func title(of row: Row) -> String {
        switch row {
        case .about: return "About Herbarium"
        case .help: return "Help"
        }
    }

    func selectedItem(index: Int) {
        switch rows[index] {
        case .about: flow.showAbout()
        case .help: flow.showHelp()
        }
    }

    func done() {
        flow.close()
    }
}

final class SettingsViewController: UITableViewController {
    var viewModel: SettingsViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.viewModel.done()
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.title(of: viewModel.rows[indexPath.row])
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.selectedItem(index: indexPath.row)
    }
}
