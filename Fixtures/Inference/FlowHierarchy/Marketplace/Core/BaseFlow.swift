//
//  BaseFlow.swift
//  Marketplace
//

import UIKit
import RxFlow

/// Every feature flow of the marketplace inherits from BaseFlow: it owns the navigation
/// controller and handles the steps that are the same everywhere (CommonStep).
class BaseFlow: Flow, Routing {

    var root: Presentable { rootViewController }

    let rootViewController = UINavigationController()

    /// Shared between features; built on first use.
    lazy var inbox = InboxViewController.instantiate()

    init() {
        rootViewController.navigationBar.prefersLargeTitles = true
    }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case CommonStep.start:
            return start()
        case CommonStep.settings:
            return push(SettingsViewController.self)
        case CommonStep.help(let topic):
            return present(HelpViewController.self, title: topic)
        case CommonStep.web(let url):
            return showWeb(url)
        case CommonStep.dismiss:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        case CommonStep.logout:
            return .end(forwardToParentFlowWithStep: AppStep.loggedOut)
        default:
            return .none
        }
    }

    /// Overridden by flows that have a first screen of their own.
    func start() -> FlowContributors {
        .none
    }

    // MARK: - Helpers

    func push<Screen: BaseViewController>(_ type: Screen.Type, with model: BaseViewModel? = nil) -> FlowContributors {
        let vc = Screen.instantiate()
        if let model = model {
            vc.viewModel = model
        }
        rootViewController.pushViewController(vc, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: vc.viewModel))
    }
}
