//
//  CartScreens.swift
//  Marketplace
//

import UIKit
import RxFlow
import RxSwift

final class CartViewModel: BaseViewModel {

    func checkout() {
        steps.accept(CartStep.checkout)
    }
}

final class CartViewController: BaseViewController {

    fileprivate let summary = CartSummaryViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(summary)
        view.addSubview(summary.view)
        summary.didMove(toParent: self)
    }
}

final class CartSummaryViewController: UIViewController {}

final class CheckoutViewController: BaseViewController {}
