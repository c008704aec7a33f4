//
//  OnboardingFlow.swift
//  Ledger
//

import UIKit
import RxFlow

final class OnboardingFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.setNavigationBarHidden(true, animated: false)
        return navigationController
    }()

    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? OnboardingStep else { return .none }

        if case .welcome = step {
            return navigateToWelcome()
        }
        if case .terms = step {
            return navigateToTerms()
        }
        if case .termsAccepted = step {
            return navigateToPasscode()
        }
        guard case .finished = step else { return .none }
        return .end(forwardToParentFlowWithStep: AppStep.onboardingIsComplete)
    }

    // MARK: - Navigation

    private func navigateToWelcome() -> FlowContributors {
        let viewModel = WelcomeViewModel()
        let viewController = WelcomeViewController(viewModel: viewModel)
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToTerms() -> FlowContributors {
        let viewModel = TermsViewModel()
        let viewController = TermsViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToPasscode() -> FlowContributors {
        let viewModel = PasscodeViewModel()
        let viewController = PasscodeViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

}
