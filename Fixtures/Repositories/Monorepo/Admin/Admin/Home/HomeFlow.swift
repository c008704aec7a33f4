//
//  HomeFlow.swift
//  Admin
//

import UIKit
import RxFlow

class HomeFlow: Flow {

    var root: Presentable {
        return tabBarController
    }

    private let tabBarController = UITabBarController()

    func navigate(to step: Step) -> FlowContributors {
        guard let homeStep = step as? HomeStep else {
            return .none
        }
        switch homeStep {
        case .orders:
            let homeViewController = HomeViewController()
            tabBarController.setViewControllers([homeViewController], animated: false)
            return .viewController(homeViewController)
        case .order(let id):
            let orderViewController = OrderViewController(orderID: id)
            tabBarController.present(orderViewController, animated: true)
            return .viewController(orderViewController)
        }
    }

}
