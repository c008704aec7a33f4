//
//  OrderViewController.swift
//  Admin
//

import UIKit

class OrderViewController: UIViewController {

    let orderID: Int

    init(orderID: Int) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

}
