import UIKit

final class ConditionsViewController: UIViewController {

    private let temperatureLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(temperatureLabel)
    }

}
