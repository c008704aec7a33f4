//
//  AppFlow.swift
//  Ledger
//

import UIKit
import RxFlow

enum AppStep: Step {
    case launch
    case onboardingIsComplete
}

final class AppFlow: Flow {

    var root: Presentable {
        return window
    }

    private let window: UIWindow
    private let services: AppServices

    init(window: UIWindow, services: AppServices) {
        self.window = window
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .launch:
            return services.preferences.hasCompletedOnboarding ? navigateToHome() : navigateToOnboarding()
        case .onboardingIsComplete:
            services.preferences.hasCompletedOnboarding = true
            return navigateToHome()
        }
    }

    // MARK: - Navigation

    private func navigateToOnboarding() -> FlowContributors {
        let onboardingFlow = OnboardingFlow(services: services)

        Flows.use(onboardingFlow, when: .created) { [unowned self] root in
            self.window.rootViewController = root
            self.window.makeKeyAndVisible()
        }

        return .one(flowContributor: .contribute(withNextPresentable: onboardingFlow,
                                                 withNextStepper: OneStepper(withSingleStep: OnboardingStep.welcome)))
    }

    private func navigateToHome() -> FlowContributors {
        let homeFlow = HomeFlow(services: services, pushStepper: services.notifications.stepper)

        Flows.use(homeFlow, when: .created) { [unowned self] root in
            UIView.transition(with: self.window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                self.window.rootViewController = root
            })
            self.window.makeKeyAndVisible()
        }

        return .one(flowContributor: .contribute(withNextPresentable: homeFlow,
                                                 withNextStepper: OneStepper(withSingleStep: HomeStep.start)))
    }

}
