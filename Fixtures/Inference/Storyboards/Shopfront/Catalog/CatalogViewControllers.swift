//
//  CatalogViewControllers.swift
//  Shopfront
//

import UIKit
import RxFlow
import RxRelay
import Reusable

internal final class HomeViewModel: Stepper {

    internal let steps = PublishRelay<Step>()
    private let catalog: CatalogService

    internal init(catalog: CatalogService) {
        self.catalog = catalog
    }

    internal func didSelectProduct(id: Int) {
        self.steps.accept(CatalogStep.product(id: id))
    }
}

internal final class HomeViewController: UIViewController {

    internal var viewModel: HomeViewModel!

    @IBOutlet private weak var bannerContainer: UIView!
    @IBOutlet private weak var recommendationsContainer: UIView!

    override internal func viewDidLoad() {
        super.viewDidLoad()

        let banner = BannerViewController(nibName: "BannerViewController", bundle: nil)
        self.addChild(banner)
        self.bannerContainer.addSubview(banner.view)
        banner.didMove(toParent: self)

        let recommendations = UIStoryboard.main.instantiate(RecommendationsViewController.self)
        self.addChild(recommendations)
        self.recommendationsContainer.addSubview(recommendations.view)
        recommendations.didMove(toParent: self)

        if let header = self.storyboard?.instantiateViewController(withIdentifier: "Header") as? HeaderViewController {
            self.addChild(header)
        }
    }
}

internal final class ProductDetailViewController: UIViewController, Stepper {
    internal let steps = PublishRelay<Step>()
    internal var productID: Int = 0
}

internal final class ReviewsViewController: UIViewController, StoryboardBased, Stepper {
    internal let steps = PublishRelay<Step>()
}

internal final class SizeGuideViewController: UIViewController {}

internal final class BannerViewController: UIViewController {}

internal final class RecommendationsViewController: UICollectionViewController {}

internal final class HeaderViewController: UIViewController {}

/// Lives in Catalog.storyboard under the identifier "PromoViewController"; see CatalogFlow.
internal final class PromoViewController: UIViewController {}
