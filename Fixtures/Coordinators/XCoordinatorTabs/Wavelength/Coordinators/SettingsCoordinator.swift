import SafariServices
import UIKit
import XCoordinator

enum SettingsRoute: Route {
    case root
    case downloads
    case privacyPolicy
    case close
}

/// Shares the Listen Now navigation controller; triggered from there.
final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
    init(rootViewController: UINavigationController) {
        super.init(rootViewController: rootViewController, initialRoute: nil)
    }

    override func prepareTransition(for route: SettingsRoute) -> NavigationTransition {
        switch route {
        case .root:
            let settings = SettingsViewController()
            settings.router = unownedRouter
            return .push(settings)
        case .downloads:
            return .push(DownloadSettingsViewController())
        case .privacyPolicy:
            let safari = SFSafariViewController(url: URL(string: "https://wavelength.example/privacy")!)
            return .present(safari)
        case .close:
            return .pop()
        }
    }
}
