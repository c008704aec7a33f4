import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class ShopHomeViewModel: Stepper {
    let steps = PublishRelay<Step>()

    let products: [Product]
    let deals: [Deal]

    init(catalog: CatalogService) {
        products = catalog.products
        deals = catalog.todaysDeals()
    }

    func pick(productId: Int) {
        steps.accept(ShopStep.productPicked(id: productId))
    }

    func openCart() {
        steps.accept(ShopStep.cartRequested)
    }
}

/// The shop's front page: today's deals in a carousel (a child view controller) above the catalogue.
final class ShopHomeViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let viewModel: ShopHomeViewModel
    private let dealsCarousel: DealsCarouselViewController
    private let tableView = UITableView(frame: .zero, style: .plain)

    init(viewModel: ShopHomeViewModel) {
        self.viewModel = viewModel
        self.dealsCarousel = DealsCarouselViewController(deals: viewModel.deals)
        super.init(nibName: nil, bundle: nil)
        title = "Larder"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "cart"), style: .plain, target: self, action: #selector(cartTapped)
        )

        addChild(dealsCarousel)
        dealsCarousel.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 160)
        tableView.tableHeaderView = dealsCarousel.view
        dealsCarousel.didMove(toParent: self)
        dealsCarousel.onSelect = { [weak self] deal in
            self?.viewModel.pick(productId: deal.productId)
        }

        tableView.dataSource = self
        tableView.delegate = self
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    @objc private func cartTapped() {
        viewModel.openCart()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let product = viewModel.products[indexPath.row]
        cell.textLabel?.text = product.name
        cell.detailTextLabel?.text = String(format: "£%.2f", Double(product.priceInCents) / 100)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        viewModel.pick(productId: viewModel.products[indexPath.row].id)
    }
}
