import UIKit

protocol SettingsViewControllerDelegate: AnyObject {
    func settingsViewController(_ controller: SettingsViewController, didSelect row: SettingsViewController.Row)
}

final class SettingsViewController: UITableViewController {
    enum Row: CaseIterable {
        case deliveryAddress, about, signOut

        var title: String {
            switch self {
            case .deliveryAddress: return "Delivery address"
            case .about: return "About Larder"
            case .signOut: return "Sign out"
            }
        }
    }

    weak var delegate: SettingsViewControllerDelegate?
    private let settings: AppSettings

    init(settings: AppSettings) {
        self.settings = settings
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let row = Row.allCases[indexPath.row]
        cell.textLabel?.text = row.title
        if row == .deliveryAddress {
            cell.detailTextLabel?.text = settings.deliveryAddress ?? "Not set"
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        delegate?.settingsViewController(self, didSelect: Row.allCases[indexPath.row])
    }
}

final class DeliveryAddressViewController: UIViewController {
    var onSave: ((String) -> Void)?

    private let textView = UITextView()
    private let address: String?

    init(address: String?) {
        self.address = address
        super.init(nibName: nil, bundle: nil)
        title = "Delivery address"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = address
        textView.font = .preferredFont(forTextStyle: .body)
        view = textView
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
    }

    @objc private func saveTapped() {
        onSave?(textView.text)
    }
}

final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        let label = UILabel()
        label.text = "Larder \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "")"
        label.textAlignment = .center
        view = label
    }
}
