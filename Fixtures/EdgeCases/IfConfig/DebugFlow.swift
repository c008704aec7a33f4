//
//  DebugFlow.swift
//  Toolbox
//

import UIKit
import RxFlow
import RxController

final class DebugFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? DebugStep else { return .none }

        switch step {
        case .menu:
#if DEBUG
            return .viewController(DebugMenuViewController(viewModel: DebugMenuViewModel()))
#else
            return .viewController(BuildInfoViewController(viewModel: BuildInfoViewModel()))
#endif
        case .logs:
            return showLogs()
        case .featureFlags:
            #if DEBUG
            return .flow(FeatureFlagsFlow(), with: FeatureFlagsStep.list)
            #else
            return .none
            #endif
        #if false
        case .dead:
            return .flow(DeadFlow(), with: DebugStep.menu)
        #endif
        }
    }

    private func showLogs() -> FlowContributors {
        #if false
        let logs = DeadViewController()
        navigationController.pushViewController(DeadViewController(), animated: false)
        return .one(flowContributor: .contribute(withNext: DeadViewController()))
        #else
        let logs = LogsViewController()
        #endif
        navigationController.pushViewController(logs, animated: true)
        return .viewController(logs)
    }
}

#if DEBUG
final class FeatureFlagsFlow: Flow {

    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard case FeatureFlagsStep.list = step else { return .none }
        let flags = FeatureFlagsViewController()
        rootViewController.setViewControllers([flags], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: flags, withNextStepper: OneStepper(withSingleStep: DebugStep.menu)))
    }
}
#endif
