//
//  ProfileFlow.swift
//  Showtime
//

import UIKit
import RxFlow

final class ProfileFlow: Flow {

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

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .profileIsRequired:
            return navigateToProfile()
        case .settingsAreRequired:
            return navigateToSettings()
        case .logoutIsRequired:
            return .end(forwardToParentFlowWithStep: AppStep.logoutIsRequired)
        default:
            // Anything else the profile screens send (closing the settings, for one)
            // brings the tab back to its first screen.
            rootViewController.popToRootViewController(animated: true)
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToProfile() -> FlowContributors {
        let viewModel = ProfileViewModel(session: services.session)
        let viewController = ProfileViewController(viewModel: viewModel)
        viewController.title = "Profile"
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToSettings() -> FlowContributors {
        let viewModel = SettingsViewModel()
        let viewController = SettingsViewController(viewModel: viewModel)
        viewController.title = "Settings"
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

}
