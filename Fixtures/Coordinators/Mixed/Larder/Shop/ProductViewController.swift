import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class ProductViewModel: Stepper {
    let steps = PublishRelay<Step>()

    let product: Product
    private let cart: CartStore

    init(product: Product, cart: CartStore) {
        self.product = product
        self.cart = cart
    }

    func addToCart() {
        cart.add(product)
        steps.accept(ShopStep.cartRequested)
    }
}

final class ProductViewController: UIViewController {
    private let viewModel: ProductViewModel
    private let disposeBag = DisposeBag()
    private let addButton = UIButton(type: .system)

    init(viewModel: ProductViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        title = viewModel.product.name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addButton.setTitle("Add to cart", for: .normal)
        addButton.frame = CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 44)
        view.addSubview(addButton)

        addButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.viewModel.addToCart() })
            .disposed(by: disposeBag)
    }
}
