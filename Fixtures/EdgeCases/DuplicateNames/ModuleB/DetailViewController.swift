//
//  DetailViewController.swift
//  ModuleB
//

import UIKit

final class DetailViewController: UIViewController {

    private let itemID: Int

    init(itemID: Int) {
        self.itemID = itemID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let footer = FooterViewController()
        self.addChild(footer)
        view.addSubview(footer.view)
        footer.didMove(toParent: self)
    }
}

final class FooterViewController: UIViewController {}
