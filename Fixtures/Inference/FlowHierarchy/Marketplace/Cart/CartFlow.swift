//
//  CartFlow.swift
//  Marketplace
//

import UIKit
import RxFlow

final class CartFlow: BaseFlow {

    override func navigate(to step: Step) -> FlowContributors {
        switch step {
        case CartStep.overview:
            return replaceRoot(with: CartViewController.self,
                               model: CartViewModel())
        case CartStep.checkout:
            return show(CheckoutViewController.self)
        case CartStep.done:
            let dismissal = super.navigate(to: CommonStep.dismiss)
            return dismissal
        default:
            return super.navigate(to: step)
        }
    }
}
