//
//  HomeFlow.swift
//  Shop
//

import UIKit
import RxFlow

class HomeFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let homeStep = step as? HomeStep else {
            return .none
        }
        switch homeStep {
        case .home:
            let viewModel = HomeViewModel()
            let homeViewController = HomeViewController(viewModel: viewModel)
            navigationController.setViewControllers([homeViewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: homeViewController, withNextStepper: viewModel))
        case .cart:
            let cartViewController = CartViewController()
            navigationController.pushViewController(cartViewController, animated: true)
            return .viewController(cartViewController)
        }
    }

}
