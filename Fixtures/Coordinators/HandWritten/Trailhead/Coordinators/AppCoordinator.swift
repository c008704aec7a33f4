import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private let session: SessionStore

    init(window: UIWindow, session: SessionStore) {
        self.window = window
        self.session = session
    }

    func start() {
        if session.isSignedIn {
            showMain()
        } else {
            showOnboarding()
        }
        window.makeKeyAndVisible()
    }

    private func showOnboarding() {
        let navigationController = UINavigationController()
        let onboarding = OnboardingCoordinator(navigationController: navigationController)
        onboarding.delegate = self
        coordinate(to: onboarding)
        window.rootViewController = navigationController
    }

    private func showMain() {
        let main = MainTabCoordinator(window: window)
        main.onSignOut = { [weak self] in
            self?.childCoordinators.removeAll()
            self?.showOnboarding()
        }
        childCoordinators = [main]
        main.start()
    }
}

extension AppCoordinator: OnboardingCoordinatorDelegate {
    func onboardingCoordinatorDidFinish(_ coordinator: OnboardingCoordinator) {
        removeChildCoordinator(coordinator)
        session.markSignedIn()
        showMain()
    }
}
