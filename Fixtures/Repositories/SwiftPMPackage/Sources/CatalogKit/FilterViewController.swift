import UIKit

final class FilterViewController: UIViewController {

    private let priceSlider = UISlider()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(priceSlider)
    }

}
