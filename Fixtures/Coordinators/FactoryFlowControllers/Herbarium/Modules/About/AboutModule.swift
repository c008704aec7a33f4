import UIKit

/// A static screen: no view model actions, so no flow controller.
enum AboutFactory {
    static func pushIn(_ navigationController: UINavigationController) {
        let about = AboutViewController()
        about.versionText = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "–"
        navigationController.pushViewController(about, animated: true)
    }
}

final class AboutViewController: UIViewController {
    var versionText = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = "Herbarium \(versionText)\nKeep your plants alive."
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 24),
        ])
    }
}
