import UIKit
import XCoordinator

final class SettingsViewController: UITableViewController {
    var router: UnownedRouter<SettingsRoute>?

    private enum Row: Int, CaseIterable {
        case downloads
        case privacy
    }

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        switch Row(rawValue: indexPath.row) {
        case .downloads: cell.textLabel?.text = "Downloads"
        case .privacy: cell.textLabel?.text = "Privacy policy"
        case nil: break
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Row(rawValue: indexPath.row) {
        case .downloads: router?.trigger(.downloads)
        case .privacy: router?.trigger(.privacyPolicy)
        case nil: break
        }
    }
}

final class DownloadSettingsViewController: UIViewController {
    private let wifiOnly = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Downloads"
        view.backgroundColor = .systemGroupedBackground
        wifiOnly.isOn = UserDefaults.standard.bool(forKey: "downloads.wifiOnly")
        wifiOnly.addAction(UIAction { action in
            UserDefaults.standard.set((action.sender as? UISwitch)?.isOn ?? false, forKey: "downloads.wifiOnly")
        }, for: .valueChanged)
        wifiOnly.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(wifiOnly)
        NSLayoutConstraint.activate([
            wifiOnly.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            wifiOnly.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
