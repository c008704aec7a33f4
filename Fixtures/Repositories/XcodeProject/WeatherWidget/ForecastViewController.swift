import UIKit

/// The widget's compact forecast: today only, no child screens.
final class ForecastViewController: UIViewController {

    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(summaryLabel)
    }

}
