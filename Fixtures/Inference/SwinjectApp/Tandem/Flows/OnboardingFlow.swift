//
//  OnboardingFlow.swift
//  Tandem
//
//  Legacy module: resolves with Resolver, not Swinject.
//

import UIKit
import RxFlow
import RxSwift
import Resolver

final class OnboardingFlow: Flow {

    var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()

    @Injected private var welcome: WelcomeViewController
    @LazyInjected private var permissions: PermissionsViewController
    @OptionalInjected private var tips: TipsViewController?

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? OnboardingStep else { return .none }

        switch step {
        case .welcome:
            self.navigationController.setViewControllers([self.welcome], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: self.welcome,
                                                     withNextStepper: self.welcome.viewModel))
        case .login:
            let login = Resolver.resolve(LoginViewController.self)
            self.navigationController.pushViewController(login, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: login,
                                                     withNextStepper: login.viewModel))
        case .permissions:
            let screen = self.permissions
            self.navigationController.pushViewController(screen, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen))
        case .tips:
            guard let tips = self.tips else {
                return .one(flowContributor: .forwardToCurrentFlow(withStep: OnboardingStep.finished))
            }
            self.navigationController.pushViewController(tips, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: tips, withNextStepper: tips))
        case .finished:
            return .end(forwardToParentFlowWithStep: AppStep.onboardingFinished)
        }
    }
}
