//
//  SettingsFlow.swift
//  Bookshelf
//

import UIKit
import RxFlow

final class SettingsFlow: Flow {

    var root: Presentable { navigationController }

    let screens = ScreenFactory()

    fileprivate let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .settings:
            let vc = screens.makeSettings()
            navigationController.setViewControllers([vc], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: vc,
                                                     withNextStepper: vc as? Stepper ?? DefaultStepper()))

        case .about:
            navigate(to: AboutViewController(), animated: true)
            return .none

        default:
            return .none
        }
    }

    /// Pushes a static screen. Not RxFlow's entry point: it takes a view controller and returns nothing.
    private func navigate(to viewController: UIViewController, animated: Bool) {
        navigationController.pushViewController(viewController, animated: animated)
    }
}
