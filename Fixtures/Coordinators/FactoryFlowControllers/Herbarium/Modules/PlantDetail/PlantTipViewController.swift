import UIKit

final class PlantTipViewController: UIViewController {
    private let text: String

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 280, height: 120)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func loadView() {
        let label = UILabel()
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = text
        label.backgroundColor = .systemBackground
        view = label
    }
}
