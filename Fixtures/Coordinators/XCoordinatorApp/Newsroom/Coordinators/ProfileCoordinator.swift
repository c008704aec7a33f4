import UIKit
import XCoordinator

enum ProfileRoute: Route {
    case me
    case user(id: String)
    case settings
}

/// The app's navigation coordinators share their look.
class StyledNavigationCoordinator<RouteType: Route>: NavigationCoordinator<RouteType> {
    override init(rootViewController: UINavigationController = .init(), initialRoute: RouteType?) {
        super.init(rootViewController: rootViewController, initialRoute: initialRoute)
        rootViewController.navigationBar.prefersLargeTitles = true
    }
}

class ProfileCoordinator: StyledNavigationCoordinator<ProfileRoute> {
    init() {
        super.init(initialRoute: .me)
    }

    override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
        switch route {
        case .me:
            return .set([ProfileViewController()])
        case .user(let id):
            return .push(UserViewController(userID: id))
        case .settings:
            let settings = SettingsCoordinator()
            addChild(settings)
            return .present(settings)
        }
    }
}

enum SettingsRoute: Route {
    case root
    case licenses
    case done
}

class SettingsCoordinator: StyledNavigationCoordinator<SettingsRoute> {
    init() {
        super.init(initialRoute: .root)
    }

    override func prepareTransition(for route: SettingsRoute) -> NavigationTransition {
        switch route {
        case .root:
            return .push(SettingsViewController())
        case .licenses:
            return .multiple(.popToRoot(animation: nil), .push(LicensesViewController()))
        case .done:
            return .dismiss()
        }
    }
}
