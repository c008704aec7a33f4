//
//  SettingsFlow.swift
//  RxFlowDemo
//

import UIKit
import RxFlow

final class SettingsFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController: UISplitViewController = {
        let splitViewController = UISplitViewController()
        splitViewController.preferredDisplayMode = .oneBesideSecondary
        return splitViewController
    }()

    private let services: AppServices

    private lazy var aboutViewController = SettingsAboutViewController.instantiate()

    init(withServices services: AppServices) {
        self.services = services
    }

    deinit {
        print("\(type(of: self)): \(#function)")
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .settingsAreRequired:
            return navigateToSettingsScreen()
        case .loginIsRequired:
            return navigateToLoginScreen()
        case .apiKeyIsRequired:
            return navigateToApiKeyScreen()
        case .aboutIsRequired:
            return navigateToAboutScreen()
        case .userIsLoggedIn, .apiKeyIsFilledIn:
            return .one(flowContributor: .forwardToCurrentFlow(withStep: AppStep.settingsAreRequired))
        case .settingsAreComplete:
            return .end(forwardToParentFlowWithStep: AppStep.settingsAreComplete)
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToSettingsScreen() -> FlowContributors {
        let listViewController = SettingsListViewController.instantiate()
        listViewController.viewModel = SettingsListViewModel()
        listViewController.title = "Settings"

        let settingsViewController = SettingsViewController(style: .insetGrouped)
        settingsViewController.preferencesService = services.preferencesService

        rootViewController.viewControllers = [
            UINavigationController(rootViewController: listViewController),
            UINavigationController(rootViewController: settingsViewController)
        ]

        return .multiple(flowContributors: [
            .contribute(withNextPresentable: listViewController, withNextStepper: listViewController.viewModel),
            .contribute(withNextPresentable: settingsViewController, withNextStepper: settingsViewController)
        ])
    }

    private func navigateToLoginScreen() -> FlowContributors {
        let viewController = SettingsLoginViewController.instantiate()
        viewController.preferencesService = services.preferencesService
        viewController.title = "Login"
        showDetail(viewController)
        return .one(flowContributor: .contribute(withNext: viewController))
    }

    private func navigateToApiKeyScreen() -> FlowContributors {
        let viewController: SettingsApiKeyViewController = .instantiate()
        viewController.preferencesService = services.preferencesService
        viewController.title = "API Key"
        showDetail(viewController)
        return .one(flowContributor: .contribute(withNext: viewController))
    }

    private func navigateToAboutScreen() -> FlowContributors {
        aboutViewController.title = "About"
        showDetail(aboutViewController)
        return .one(flowContributor: .contribute(withNextPresentable: aboutViewController,
                                                 withNextStepper: aboutViewController,
                                                 allowStepWhenDismissed: true))
    }

    private func showDetail(_ viewController: UIViewController) {
        let navigationController = UINavigationController(rootViewController: viewController)
        rootViewController.showDetailViewController(navigationController, sender: nil)
    }

}
