//
//  ProfileFlow.swift
//  Trailhead
//

import UIKit
import RxFlow
import RxController

class ProfileFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let profileStep = step as? ProfileStep else {
            return .none
        }
        switch profileStep {
        case .start:
            let profileViewController = ProfileViewController(viewModel: ProfileViewModel())
            navigationController.setViewControllers([profileViewController], animated: false)
            return .viewController(profileViewController)
        case .settings:
            let settingsViewController = SettingsViewController(viewModel: SettingsViewModel())
            navigationController.pushViewController(settingsViewController, animated: true)
            return .viewController(settingsViewController)
        case .settingsDone:
            navigationController.popToRootViewController(animated: true)
            return .none
        default:
            return .none
        }
    }

}
