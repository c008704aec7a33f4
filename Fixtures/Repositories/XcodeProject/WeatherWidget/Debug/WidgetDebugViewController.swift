import UIKit

/// Shown in place of the forecast while developing the widget; excluded from the target.
final class WidgetDebugViewController: UIViewController {

    private let forecastViewController = ForecastViewController()

    override func viewDidLoad() {
        super.viewDidLoad()

        addChild(forecastViewController)
        view.addSubview(forecastViewController.view)
    }

}
