import UIKit
import RxFlow

/// The catalog's screens: a product list, a product's details, its filters.
open class CatalogFlow: Flow {

    public var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    public init() {}

    open func navigate(to step: Step) -> FlowContributors {
        guard let catalogStep = step as? CatalogStep else {
            return .none
        }
        switch catalogStep {
        case .products:
            let viewModel = ProductListViewModel()
            let productListViewController = ProductListViewController(viewModel: viewModel)
            navigationController.setViewControllers([productListViewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: productListViewController, withNextStepper: viewModel))
        case .product(let id):
            let productDetailViewController = ProductDetailViewController(productID: id)
            navigationController.pushViewController(productDetailViewController, animated: true)
            return .viewController(productDetailViewController)
        case .filters:
            let filterFlow = FilterFlow()
            Flows.use(filterFlow, when: .created) { [unowned self] root in
                self.navigationController.present(root, animated: true)
            }
            return .flow(filterFlow, with: CatalogStep.filters)
        case .reviews, .filtersAreDone:
            return .none
        }
    }

}
