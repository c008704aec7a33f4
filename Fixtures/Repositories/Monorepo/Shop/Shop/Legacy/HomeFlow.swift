//
//  HomeFlow.swift
//  Shop
//

//  The first home screen, a plain cart. No target builds this file any more.
//

import UIKit
import RxFlow

class HomeFlow: Flow {

    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let homeStep = step as? HomeStep else {
            return .none
        }
        switch homeStep {
        case .home, .cart:
            let cartViewController = CartViewController()
            rootViewController.setViewControllers([cartViewController], animated: false)
            let promotionsViewController = PromotionsViewController()
            cartViewController.addChild(promotionsViewController)
            return .viewController(cartViewController)
        }
    }

}

class PromotionsViewController: UIViewController {
}
