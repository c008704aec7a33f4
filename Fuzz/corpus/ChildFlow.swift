//
//  ChildFlow.swift
//  RxControllerExample
//

import UIKit
import RxFlow
import RxController

class ChildFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }()

    func navigate(to step: Step) -> FlowContributors {
        guard let childStep = step as? ChildStep else {
            return .none
        }
        switch childStep {
        case .start:
            let infoViewController = InfoViewController(viewModel: InfoViewModel())
            navigationController.pushViewController(infoViewController, animated: false)
            return .viewController(infoViewController)
        }
    }

}
