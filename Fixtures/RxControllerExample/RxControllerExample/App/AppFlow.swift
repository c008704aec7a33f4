//
//  AppFlow.swift
//  RxControllerExample
//

import UIKit
import RxFlow
import RxController

class AppFlow: Flow {

    var root: Presentable {
        return window
    }

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let appStep = step as? AppStep else {
            return .none
        }
        switch appStep {
        case .main:
            let mainFlow = MainFlow()
            Flows.use(mainFlow, when: .created) { [unowned self] root in
                self.window.rootViewController = root
                self.window.makeKeyAndVisible()
            }
            return .flow(mainFlow, with: MainStep.start)
        }
    }

}

/*
 The first version of the example started with a login screen.
 It is kept here for reference until the onboarding is rewritten.

class AppFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private lazy var navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let appStep = step as? AppStep else {
            return .none
        }
        switch appStep {
        case .main:
            let loginViewController = LegacyLoginViewController(viewModel: LegacyLoginViewModel())
            navigationController.setViewControllers([loginViewController], animated: false)
            return .viewController(loginViewController)
        case .onboarding:
            let onboardingFlow = OnboardingFlow()
            Flows.use(onboardingFlow, when: .created) { root in
                self.navigationController.present(root, animated: true)
            }
            return .flow(onboardingFlow, with: OnboardingStep.start)
        }
    }

}
*/
