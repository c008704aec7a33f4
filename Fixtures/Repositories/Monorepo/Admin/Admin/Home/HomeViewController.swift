//
//  HomeViewController.swift
//  Admin
//

import UIKit
import DesignKit

class HomeViewController: UIViewController {

    private let ordersViewController = OrdersViewController()

    private let errorBanner = ErrorBannerViewController(message: "Orders are out of date")

    override func viewDidLoad() {
        super.viewDidLoad()

        addChild(ordersViewController)
        view.addSubview(ordersViewController.view)
        ordersViewController.didMove(toParent: self)

        addChild(errorBanner)
        view.addSubview(errorBanner.view)
        errorBanner.didMove(toParent: self)
    }

}
