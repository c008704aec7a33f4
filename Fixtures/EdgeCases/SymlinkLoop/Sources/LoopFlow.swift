//
//  LoopFlow.swift
//  Loop
//

import UIKit
import RxFlow
import RxController

enum LoopStep: Step {
    case start
}

final class LoopFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? LoopStep else { return .none }

        switch step {
        case .start:
            let loop = LoopViewController()
            navigationController.setViewControllers([loop], animated: false)
            return .viewController(loop)
        }
    }
}
