//
//  ShopFlow.swift
//  Marketplace
//

import UIKit
import RxFlow

class ShopFlow: BaseFlow {

    override func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else {
            return super.navigate(to: step)
        }

        switch step {
        case .home:
            preload(WishlistViewController.self)
            return replaceRoot(with: CatalogViewController.self, model: CatalogViewModel())

        case .product(let id):
            return push(ProductViewController.self, with: ProductViewModel(productID: id))

        case .reviews:
            return sheet(ReviewsViewController.self)

        case .compare:
            return resolveAndPush(CompareViewController.self)

        case .messages:
            rootViewController.pushViewController(inbox, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: inbox, withNextStepper: inbox.viewModel))

        case .promo(let screenType):
            // Campaign screens are chosen by the backend.
            return push(screenType)
        }
    }
}
