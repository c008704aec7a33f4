//
//  HomeViewController.swift
//  Shop
//

import UIKit
import RxSwift
import RxController
import DesignKit

class HomeViewController: RxViewController<HomeViewModel> {

    private lazy var errorBanner = ErrorBannerViewController(message: "Cannot load the shop")

    private let cartButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()

        title = "Shop"
        view.addSubview(cartButton)
        addChild(errorBanner, to: view)
        cartButton.addTarget(self, action: #selector(openCart), for: .touchUpInside)
    }

    @objc private func openCart() {
        viewModel.openCart()
    }

}
