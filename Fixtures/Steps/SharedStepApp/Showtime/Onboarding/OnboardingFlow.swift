//
//  OnboardingFlow.swift
//  Showtime
//

import UIKit
import RxSwift
import RxFlow

final class OnboardingFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }()

    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    /// A successful login ends the onboarding once the credentials are saved, so the login
    /// screen does not need to know what comes after it.
    func adapt(step: Step) -> Single<Step> {
        guard let appStep = step as? AppStep, case .userIsLoggedIn = appStep else {
            return .just(step)
        }
        return services.session.saveCredentials()
            .andThen(Single<Step>.just(AppStep.onboardingIsComplete))
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .loginIsRequired:
            return navigateToLogin()
        case .onboardingIsComplete:
            return .end(forwardToParentFlowWithStep: AppStep.onboardingIsComplete)
        default:
            return .none
        }
    }

    private func navigateToLogin() -> FlowContributors {
        let viewModel = LoginViewModel(session: services.session)
        let viewController = LoginViewController(viewModel: viewModel)
        viewController.title = "Welcome"
        rootViewController.pushViewController(viewController, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

}
