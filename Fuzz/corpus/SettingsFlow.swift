//
//  SettingsFlow.swift
//  Preferences
//

import UIKit
import RxFlow
import RxController

final class SettingsFlow: Flow {

    enum Step: RxFlow.Step {
        case profile
        case privacy
        case account
        case close
    }

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: RxFlow.Step) -> FlowContributors {
        guard let step = step as? Step else { return .none }

        switch step {
        case .profile:
            let profile = Settings.ProfileViewController(viewModel: Settings.ProfileViewModel())
            navigationController.pushViewController(profile, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: profile, withNextStepper: profile.viewModel))
        case .privacy:
            let privacy = Settings.makePrivacy()
            navigationController.pushViewController(privacy, animated: true)
            return .viewController(privacy)
        case .account:
            return .viewController(AccountViewController())
        case .close:
            return .end(forwardToParentFlowWithStep: Step.close)
        }
    }
}
