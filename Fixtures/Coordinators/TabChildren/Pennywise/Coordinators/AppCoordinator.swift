import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let services: AppServices

    /// Built on first use, put on screen by `showOnboarding()`.
    private lazy var onboardingNavigation: UINavigationController = {
        let welcome = WelcomeViewController()
        welcome.onGetStarted = { [weak self] in self?.showPasscodeSetup() }
        return UINavigationController(rootViewController: welcome)
    }()

    init(window: UIWindow, services: AppServices) {
        self.window = window
        self.services = services
    }

    func start() {
        if services.session.hasCompletedOnboarding {
            showMain()
        } else {
            showOnboarding()
        }
    }

    private func showOnboarding() {
        window.rootViewController = onboardingNavigation
        window.makeKeyAndVisible()
    }

    private func showPasscodeSetup() {
        let passcode = PasscodeSetupViewController()
        passcode.onDone = { [weak self] in
            self?.services.session.completeOnboarding()
            self?.showMain()
        }
        onboardingNavigation.pushViewController(passcode, animated: true)
    }

    private func showMain() {
        let main = MainTabCoordinator(window: window, services: services)
        coordinate(to: main)
        window.makeKeyAndVisible()
    }
}
