//
//  OnboardingFlow.swift
//  RxFlowDemo
//

import UIKit
import RxFlow

final class OnboardingFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private lazy var rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }()

    private let services: AppServices

    init(withServices services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .loginIsRequired:
            return navigateToLoginScreen()
        case .userIsLoggedIn, .apiKeyIsRequired:
            return navigateToApiKeyScreen()
        case .apiKeyIsFilledIn:
            return .end(forwardToParentFlowWithStep: AppStep.onboardingIsComplete)
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToLoginScreen() -> FlowContributors {
        let viewController = LoginViewController.instantiate()
        viewController.viewModel = LoginViewModel(preferencesService: services.preferencesService)
        viewController.title = "Login"
        rootViewController.pushViewController(viewController, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                 withNextStepper: viewController.viewModel))
    }

    private func navigateToApiKeyScreen() -> FlowContributors {
        let viewController = ApiKeyViewController.instantiate()
        viewController.preferencesService = services.preferencesService
        viewController.title = "API Key"
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNext: viewController))
    }

}
