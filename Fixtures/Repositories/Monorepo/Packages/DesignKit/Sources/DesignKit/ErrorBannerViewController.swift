import UIKit

/// A red banner with one line of text, shown on top of a screen's content.
open class ErrorBannerViewController: UIViewController {

    public let message: String

    private let label = UILabel()

    public init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()

        view.backgroundColor = .systemRed
        label.text = message
        view.addSubview(label)
    }

}
