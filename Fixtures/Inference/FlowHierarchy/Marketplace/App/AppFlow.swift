//
//  AppFlow.swift
//  Marketplace
//

import UIKit
import RxFlow
import RxSwift

final class AppFlow: Flow {

    var root: Presentable { tabBarController }

    fileprivate let tabBarController = UITabBarController()
    fileprivate let session = Session()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .launched:
            return startTabs()

        case .cart:
            let cartFlow = CartFlow()
            Flows.use(cartFlow, when: .created) { [weak self] root in
                self?.tabBarController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: cartFlow,
                                                     withNextStepper: OneStepper(withSingleStep: CartStep.overview)))

        case .loggedOut:
            session.clear()
            return .none
        }
    }

    private func startTabs() -> FlowContributors {
        let shopFlow = ShopFlow()
        let accountFlow = AccountFlow(session: session)
        let supportFlow = SupportFlow()
        let ordersFlow = OrdersFlow()

        Flows.use(shopFlow, accountFlow, ordersFlow, supportFlow, when: .created) { [unowned self] shop, account, orders, support in
            tabBarController.setViewControllers([shop, account, orders, support], animated: false)
        }

        return .multiple(flowContributors: [
            .contribute(withNextPresentable: shopFlow, withNextStepper: OneStepper(withSingleStep: ShopStep.home)),
            .contribute(withNextPresentable: accountFlow, withNextStepper: OneStepper(withSingleStep: CommonStep.start)),
            .contribute(withNextPresentable: ordersFlow, withNextStepper: OneStepper(withSingleStep: CommonStep.start)),
            .contribute(withNextPresentable: supportFlow, withNextStepper: OneStepper(withSingleStep: SupportStep.home)),
        ])
    }
}
