//
//  FeedViewController.swift
//  News
//

import UIKit
import RxController
import FeedKit

final class FeedViewModel: RxViewModel {}

final class FeedViewController: RxViewController<FeedViewModel> {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Aktuelles"
        if traitCollection.horizontalSizeClass == .regular {
            /* 🧩 Ränder */ addChild(ChildFactory.shared.make())
        }
    }
}
