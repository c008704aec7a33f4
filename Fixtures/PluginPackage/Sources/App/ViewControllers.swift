import RxCocoa
import RxFlow
import UIKit

final class HomeViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()

    private lazy var bannerViewController = BannerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(bannerViewController)
        view.addSubview(bannerViewController.view)
        bannerViewController.didMove(toParent: self)
    }
}

final class BannerViewController: UIViewController {}

final class SettingsViewController: UITableViewController, Stepper {
    let steps = PublishRelay<Step>()
}
