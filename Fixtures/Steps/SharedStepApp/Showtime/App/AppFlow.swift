//
//  AppFlow.swift
//  Showtime
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class AppFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private lazy var rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.setNavigationBarHidden(true, animated: false)
        return navigationController
    }()

    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .launch:
            return services.session.isLoggedIn ? navigateToDashboard() : navigateToOnboarding()
        case .onboardingIsComplete:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.dashboardIsRequired))
        case .dashboardIsRequired:
            return navigateToDashboard()
        case .logoutIsRequired:
            services.session.logOut()
            return navigateToOnboarding()
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToOnboarding() -> FlowContributors {
        let onboardingFlow = OnboardingFlow(services: services)

        Flows.use(onboardingFlow, when: .created) { [unowned self] root in
            root.modalPresentationStyle = .fullScreen
            self.rootViewController.present(root, animated: true)
        }

        return .one(flowContributor: .contribute(withNextPresentable: onboardingFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.loginIsRequired)))
    }

    private func navigateToDashboard() -> FlowContributors {
        let dashboardFlow = DashboardFlow(services: services)

        Flows.use(dashboardFlow, when: .created) { [unowned self] root in
            self.rootViewController.setViewControllers([root], animated: false)
        }

        return .one(flowContributor: .contribute(withNextPresentable: dashboardFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.dashboardIsRequired)))
    }

}

// MARK: - AppStepper

/// Starts the app; the flow decides between the onboarding and the dashboard.
final class AppStepper: Stepper {

    let steps = PublishRelay<Step>()

    var initialStep: Step {
        return AppStep.launch
    }

}
