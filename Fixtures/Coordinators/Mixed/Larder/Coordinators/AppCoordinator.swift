import UIKit
import RxFlow

/// Owns the window: onboarding first, then a tab bar with the shop (an RxFlow flow) and settings
/// (a plain coordinator).
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []

    private let window: UIWindow
    private let services: AppServices
    private let flowCoordinator = FlowCoordinator()
    private let onboardingNavigation = UINavigationController()
    private let tabBarController = UITabBarController()

    init(window: UIWindow, services: AppServices) {
        self.window = window
        self.services = services
    }

    func start() {
        if services.settings.hasCompletedOnboarding {
            showMain()
        } else {
            showOnboarding()
        }
        window.makeKeyAndVisible()
    }

    private func showOnboarding() {
        let onboarding = OnboardingViewController()
        onboarding.onGetStarted = { [weak self] in
            self?.services.settings.hasCompletedOnboarding = true
            self?.showMain()
        }
        onboardingNavigation.setViewControllers([onboarding], animated: false)
        window.rootViewController = onboardingNavigation
    }

    private func showMain() {
        let settingsNavigation = UINavigationController()
        settingsNavigation.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        let settings = SettingsCoordinator(navigationController: settingsNavigation, settings: services.settings)
        settings.onSignOut = { [weak self] in
            self?.signOut()
        }
        childCoordinators.append(settings)
        settings.start()

        let shopFlow = ShopFlow(services: services)
        Flows.use(shopFlow, when: .created) { [unowned self] shopRoot in
            shopRoot.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "cart"), tag: 0)
            self.tabBarController.viewControllers = [shopRoot, settingsNavigation]
            self.window.rootViewController = self.tabBarController
        }
        flowCoordinator.coordinate(flow: shopFlow, with: OneStepper(withSingleStep: ShopStep.home))
    }

    private func signOut() {
        removeAllChildren()
        services.cart.empty()
        services.settings.hasCompletedOnboarding = false
        showOnboarding()
    }
}
