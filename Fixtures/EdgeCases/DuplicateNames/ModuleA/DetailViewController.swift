//
//  DetailViewController.swift
//  ModuleA
//

import UIKit

final class DetailViewController: UIViewController {

    private let itemID: Int
    private let header = HeaderViewController()

    init(itemID: Int) {
        self.itemID = itemID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(header)
        view.addSubview(header.view)
        header.didMove(toParent: self)
    }
}

final class HeaderViewController: UIViewController {}
