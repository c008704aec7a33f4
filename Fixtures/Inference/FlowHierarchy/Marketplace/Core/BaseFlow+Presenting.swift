//
//  BaseFlow+Presenting.swift
//  Marketplace
//

import UIKit
import RxFlow

extension BaseFlow {

    func present<Screen: BaseViewController>(_ screen: Screen.Type, title: String? = nil) -> FlowContributors {
        let screen = screen.init()
        screen.title = title
        let navigation = UINavigationController(rootViewController: screen)
        rootViewController.present(navigation, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel))
    }

    func sheet<Screen>(_ type: Screen.Type) -> FlowContributors where Screen: BaseViewController {
        present(type, title: nil)
    }

    func replaceRoot<Screen: BaseViewController>(with _: Screen.Type, model: BaseViewModel) -> FlowContributors {
        let first = Screen(viewModel: model)
        rootViewController.setViewControllers([first], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: first, withNextStepper: model))
    }

    func resolveAndPush<Screen: BaseViewController>(_ type: Screen.Type) -> FlowContributors {
        let resolved = ScreenRegistry.shared.make(Screen.self)
        rootViewController.pushViewController(resolved, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: resolved,
                                                 withNextStepper: resolved.viewModel))
    }

    /// Builds the screen ahead of time so that its first push is fast. Contributes nothing.
    func preload<Screen: BaseViewController>(_ type: Screen.Type) {
        ScreenRegistry.shared.warmUp(Screen.init())
    }
}
