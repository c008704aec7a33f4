import UIKit
import XCoordinator

enum AppRoute: Route {
    case welcome
    case signIn
    case home(StrongRouter<HomeRoute>)
    case signOut
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
    init() {
        super.init(initialRoute: .welcome)
    }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
        switch route {
        case .welcome:
            let welcome = WelcomeViewController()
            welcome.onContinue = { [unowned self] in self.trigger(.signIn) }
            return .set([welcome])
        case .signIn:
            let signIn = SignInViewController.instantiate()
            let viewModel = SignInViewModel(accounts: AccountService.shared)
            viewModel.onSignedIn = { [unowned self] in
                self.trigger(.home(HomeTabCoordinator().strongRouter))
            }
            signIn.viewModel = viewModel
            return .push(signIn)
        case let .home(router):
            return .presentFullScreen(router)
        case .signOut:
            return .multiple(.dismissAll(), .popToRoot())
        }
    }
}
