//
//  ShopScreens.swift
//  Marketplace
//

import UIKit
import RxFlow
import RxSwift

final class CatalogViewModel: BaseViewModel {

    func didSelect(productID: Int) {
        steps.accept(ShopStep.product(id: productID))
    }
}

final class CatalogViewController: BaseViewController {

    // The catalog used to be LegacyCatalogViewController; see CHANGELOG.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Shop", comment: "")
    }
}

final class ProductViewModel: BaseViewModel {

    let productID: Int

    init(productID: Int) {
        self.productID = productID
        super.init()
    }
}

final class ProductViewController: BaseViewController {}

final class ReviewsViewController: BaseViewController {}

final class CompareViewController: BaseViewController {}

/// Preloaded by ShopFlow, but pushed by nobody yet (feature flag off).
final class WishlistViewController: BaseViewController {}

/// Replaced by CatalogViewController in 4.0; only mentioned in comments now:
/// return push(LegacyCatalogViewController.self)
final class LegacyCatalogViewController: BaseViewController {}

/// Campaign screens, pushed through ShopStep.promo(_:) with a metatype chosen at runtime.
final class SummerSaleViewController: BaseViewController {}
final class BlackFridayViewController: BaseViewController {}
