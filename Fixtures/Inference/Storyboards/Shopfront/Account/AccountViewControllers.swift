//
//  AccountViewControllers.swift
//  Shopfront
//

import UIKit
import RxFlow
import RxRelay
import Reusable

internal final class AccountViewController: UIViewController, StoryboardBased, Stepper {

    internal let steps = PublishRelay<Step>()

    private lazy var stats: StatsViewController = StatsViewController.instantiate()

    override internal func viewDidLoad() {
        super.viewDidLoad()
        self.addChild(self.stats)
        self.view.addSubview(self.stats.view)
        self.stats.didMove(toParent: self)
    }
}

internal final class StatsViewController: UIViewController, StoryboardBased {}

internal final class SettingsViewController: UITableViewController {}

internal final class AboutViewController: UIViewController {}

internal final class OrdersViewController: UITableViewController, StoryboardBased, Stepper {
    internal let steps = PublishRelay<Step>()
}

internal final class AddressesViewController: UITableViewController, Stepper {
    internal let steps = PublishRelay<Step>()
}
