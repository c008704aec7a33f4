//
//  CartViewControllers.swift
//  Shopfront
//

import UIKit
import RxFlow
import RxRelay

internal final class CartViewModel: Stepper {
    internal let steps = PublishRelay<Step>()
}

internal final class CartViewController: UIViewController {

    internal let viewModel = CartViewModel()

    @IBAction private func checkoutTapped(_ sender: UIButton) {
        self.viewModel.steps.accept(CartStep.checkout)
    }
}

internal final class CheckoutViewController: UIViewController, Stepper {
    internal let steps = PublishRelay<Step>()
}

internal final class PaymentViewController: UIViewController, Stepper {

    internal let steps = PublishRelay<Step>()
    private let services: Services

    internal init?(coder: NSCoder, services: Services) {
        self.services = services
        super.init(coder: coder)
    }

    internal required init?(coder: NSCoder) {
        fatalError("Use init(coder:services:)")
    }
}
