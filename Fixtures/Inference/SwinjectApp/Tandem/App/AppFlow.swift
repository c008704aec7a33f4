//
//  AppFlow.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import Swinject

final class AppFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.setNavigationBarHidden(true, animated: false)
        return navigationController
    }()

    private let assembler: Assembler

    init(assembler: Assembler) {
        self.assembler = assembler
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .launch:
            let session = self.assembler.resolver.resolve(SessionStore.self)!
            return .one(flowContributor: .forwardToCurrentFlow(withStep: session.isOnboarded ? AppStep.home : AppStep.onboarding))
        case .onboarding:
            return self.startOnboarding()
        case .onboardingFinished:
            self.rootViewController.dismiss(animated: true)
            return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.home))
        case .home:
            return self.startHome()
        case .profile(let userID):
            return self.startProfile(userID: userID)
        case .settings:
            let settingsFlow = SettingsFlow()
            Flows.use(settingsFlow, when: .created) { [weak self] root in
                self?.rootViewController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: settingsFlow,
                                                     withNextStepper: OneStepper(withSingleStep: SettingsStep.list)))
        case .debugMenu:
            // Shown on shake, outside of RxFlow: nothing is contributed here.
            let debugMenu = self.assembler.resolver.resolve(DebugMenuViewController.self)!
            self.rootViewController.present(debugMenu, animated: true)
            return .none
        }
    }

    // MARK: - Child flows

    private func startOnboarding() -> FlowContributors {
        let onboardingFlow = self.assembler.resolver.resolve(OnboardingFlow.self)!
        Flows.use(onboardingFlow, when: .created) { [unowned self] root in
            root.modalPresentationStyle = .fullScreen
            self.rootViewController.present(root, animated: false)
        }
        return .one(flowContributor: .contribute(withNextPresentable: onboardingFlow,
                                                 withNextStepper: OneStepper(withSingleStep: OnboardingStep.welcome)))
    }

    private func startHome() -> FlowContributors {
        let homeFlow = self.assembler.resolver.resolve(HomeFlow.self)!
        Flows.use(homeFlow, when: .created) { [unowned self] root in
            self.rootViewController.setViewControllers([root], animated: false)
        }
        return .one(flowContributor: .contribute(withNextPresentable: homeFlow,
                                                 withNextStepper: OneStepper(withSingleStep: HomeStep.feed)))
    }

    private func startProfile(userID: String) -> FlowContributors {
        guard let profileFlow = self.assembler.resolver.resolve(ProfileFlow.self, argument: userID) else {
            assertionFailure("ProfileFlow is not registered")
            return .none
        }
        Flows.use(profileFlow, when: .created) { [unowned self] root in
            self.rootViewController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: profileFlow,
                                                 withNextStepper: OneStepper(withSingleStep: ProfileStep.show)))
    }
}
