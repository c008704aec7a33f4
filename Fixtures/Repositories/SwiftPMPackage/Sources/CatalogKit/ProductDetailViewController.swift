import UIKit

final class ProductDetailViewController: UIViewController {

    let productID: String

    private lazy var reviewsViewController = ReviewsViewController(productID: productID)

    init(productID: String) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        addChild(reviewsViewController)
        view.addSubview(reviewsViewController.view)
        reviewsViewController.didMove(toParent: self)
    }

}
