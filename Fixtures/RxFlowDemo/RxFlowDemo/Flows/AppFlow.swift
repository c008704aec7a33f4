//
//  AppFlow.swift
//  RxFlowDemo
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
        let viewController = UINavigationController()
        viewController.setNavigationBarHidden(true, animated: false)
        return viewController
    }()

    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    deinit {
        print("\(type(of: self)): \(#function)")
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .onboardingIsRequired:
            return navigateToOnboardingScreen()
        case .onboardingIsComplete:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.dashboardIsRequired))
        case .dashboardIsRequired:
            return navigateToDashboard()
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToOnboardingScreen() -> FlowContributors {
        let onboardingFlow = OnboardingFlow(withServices: services)

        Flows.use(onboardingFlow, when: .created) { [unowned self] root in
            DispatchQueue.main.async {
                root.modalPresentationStyle = .fullScreen
                self.rootViewController.present(root, animated: true)
            }
        }

        return .one(flowContributor: .contribute(withNextPresentable: onboardingFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.loginIsRequired)))
    }

    private func navigateToDashboard() -> FlowContributors {
        let dashboardFlow = DashboardFlow(withServices: services)

        Flows.use(dashboardFlow, when: .created) { [unowned self] root in
            self.rootViewController.setViewControllers([root], animated: false)
        }

        return .one(flowContributor: .contribute(withNextPresentable: dashboardFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.dashboardIsRequired)))
    }

}

// MARK: - AppStepper

final class AppStepper: Stepper {

    let steps = PublishRelay<Step>()

    private let preferencesService: PreferencesService

    init(withServices services: AppServices) {
        self.preferencesService = services.preferencesService
    }

    var initialStep: Step {
        return preferencesService.isOnboarded ? AppStep.dashboardIsRequired : AppStep.onboardingIsRequired
    }

}
