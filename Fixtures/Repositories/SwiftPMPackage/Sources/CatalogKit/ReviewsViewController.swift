import UIKit

final class ReviewsViewController: UITableViewController {

    let productID: String

    init(productID: String) {
        self.productID = productID
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

}
