import UIKit

/// The app's week forecast, with the current conditions on top.
final class ForecastViewController: UIViewController {

    private let conditionsViewController = ConditionsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()

        addChild(conditionsViewController)
        view.addSubview(conditionsViewController.view)
        conditionsViewController.didMove(toParent: self)
    }

}
