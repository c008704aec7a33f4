//
//  CartViewController.swift
//  Shop
//

import UIKit

class CartViewController: UIViewController {

    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()

        title = "Cart"
        view.addSubview(totalLabel)
    }

}
