import UIKit

/// A module with neither a view model nor a flow controller: UIKit's alert.
enum AlertFactory {
    static func showIn(viewController: UIViewController, error: Error) {
        let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        viewController.present(alert, animated: true)
    }
}
