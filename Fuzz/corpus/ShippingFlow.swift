//
//  ShippingFlow.swift
//  Shop
//

import UIKit
import RxFlow
import RxController

final class ShippingFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController: UINavigationController
    private let session: CheckoutSession

    init(navigationController: UINavigationController, session: CheckoutSession) {
        self.navigationController = navigationController
        self.session = session
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShippingStep else { return .none }

        switch step {
        case .rates:
            let viewController = ShippingViewController(
                viewModel: ShippingViewModel(
                    session: session
                )
            )
            navigationController.pushViewController(viewController,
                                                     animated: true)
            return .one(flowContributor:
                .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel))
        case .selected:
            return .end(forwardToParentFlowWithStep: CheckoutStep.payment(.card))
        }
    }
}
