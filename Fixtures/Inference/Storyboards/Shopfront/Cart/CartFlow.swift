//
//  CartFlow.swift
//  Shopfront
//

import UIKit
import RxFlow

internal final class CartFlow: Flow {

    internal var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()
    private let storyboard = UIStoryboard(name: "Cart", bundle: nil)
    private let services: Services

    internal init(services: Services) {
        self.services = services
    }

    internal func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? CartStep else {
            return .none
        }

        switch step {
        case .cart:
            guard let cart = self.storyboard.instantiateViewController(identifier: "Cart") as? CartViewController else {
                return .none
            }
            self.navigationController.embed(cart)
            return .one(flowContributor: .contribute(withNextPresentable: cart, withNextStepper: cart.viewModel))

        case .checkout:
            let checkout = Storyboard.checkout.instantiate(CheckoutViewController.self)
            self.navigationController.pushViewController(checkout, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: checkout, withNextStepper: checkout))

        case .payment:
            let payment = self.storyboard.instantiateViewController(identifier: "Payment") { coder in
                PaymentViewController(coder: coder, services: self.services)
            }
            self.navigationController.pushViewController(payment, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: payment, withNextStepper: payment))
        }
    }
}
