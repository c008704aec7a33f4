//
//  CatalogFlow.swift
//  Shopfront
//

import UIKit
import RxFlow
import Reusable

internal final class CatalogFlow: Flow {

    internal var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()
    private let storyboard = UIStoryboard(name: "Catalog", bundle: nil)
    private let services: Services

    internal init(services: Services) {
        self.services = services
    }

    internal func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? CatalogStep else {
            return .none
        }

        switch step {
        case .home:
            let home = self.navigationController.embed(
                self.storyboard.instantiateViewController(withIdentifier: "Home") as! HomeViewController
            )
            home.viewModel = HomeViewModel(catalog: self.services.catalog)
            return .one(flowContributor: .contribute(withNextPresentable: home,
                                                     withNextStepper: home.viewModel))

        case .product(let id):
            let detail = UIStoryboard.main.instantiate(ProductDetailViewController.self)
            detail.productID = id
            self.navigationController.pushViewController(detail, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: detail,
                                                     withNextStepper: detail))

        case .reviews:
            let reviews = ReviewsViewController.instantiate()
            self.navigationController.pushViewController(reviews, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: reviews,
                                                     withNextStepper: reviews))

        case .sizeGuide:
            let guide = SizeGuideViewController(nibName: "SizeGuideViewController", bundle: nil)
            self.navigationController.present(guide, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: guide,
                                                     withNextStepper: OneStepper(withSingleStep: CatalogStep.home)))

        case .legacyPromo:
            // The scene is a PromoViewController, but nothing in the code says so.
            let promo = self.storyboard.instantiateViewController(withIdentifier: "PromoViewController")
            self.navigationController.present(promo, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: promo,
                                                     withNextStepper: OneStepper(withSingleStep: CatalogStep.home)))
        }
    }
}
