import UIKit

/// The settings tab: a list, and the screens it pushes.
final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var onSignOut: (() -> Void)?

    private let navigationController: UINavigationController
    private let settings: AppSettings

    init(navigationController: UINavigationController, settings: AppSettings) {
        self.navigationController = navigationController
        self.settings = settings
    }

    func start() {
        let settingsViewController = SettingsViewController(settings: settings)
        settingsViewController.delegate = self
        navigationController.pushViewController(settingsViewController, animated: false)
    }

    func showDeliveryAddress() {
        let addressViewController = DeliveryAddressViewController(address: settings.deliveryAddress)
        addressViewController.onSave = { [weak self] address in
            self?.settings.deliveryAddress = address
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(addressViewController, animated: true)
    }

    func showAbout() {
        navigationController.pushViewController(AboutViewController(), animated: true)
    }
}

extension SettingsCoordinator: SettingsViewControllerDelegate {
    func settingsViewController(_ controller: SettingsViewController, didSelect row: SettingsViewController.Row) {
        switch row {
        case .deliveryAddress: showDeliveryAddress()
        case .about: showAbout()
        case .signOut: onSignOut?()
        }
    }
}
