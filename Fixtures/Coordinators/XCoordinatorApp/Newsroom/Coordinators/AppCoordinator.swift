import UIKit
import XCoordinator

enum AppRoute: Route {
    case login
    case onboarding(page: Int)
    case home(StrongRouter<HomeRoute>?)
    case logout
}

class AppCoordinator: NavigationCoordinator<AppRoute> {
    init() {
        super.init(initialRoute: .login)
    }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
        switch route {
        case .login:
            let viewController = LoginViewController.instantiate()
            let viewModel = LoginViewModelImpl(router: unownedRouter)
            viewController.bind(to: viewModel)
            return .push(viewController)
        case let .onboarding(page):
            return .multiple(
                .dismissAll(),
                .set([WelcomeViewController(), OnboardingPageViewController(page: page)])
            )
        case let .home(router):
            if let router = router {
                return .present(router, animation: .fade)
            }
            let home = HomeTabCoordinator()
            home.rootViewController.modalPresentationStyle = .fullScreen
            return .present(home.strongRouter, animation: .fade)
        case .logout:
            return .multiple(.dismissAll(), .popToRoot())
        }
    }
}
