import UIKit
import RxFlow

/// The shop tab. `AppCoordinator` starts it with `ShopStep.home` and puts its root in the tab bar.
final class ShopFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }()

    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }

        switch step {
        case .home:
            return navigateToHome()
        case .productPicked(let id):
            return navigateToProduct(withId: id)
        case .cartRequested:
            return navigateToCart()
        case .checkoutComplete:
            rootViewController.dismiss(animated: true)
            rootViewController.popToRootViewController(animated: false)
            return .none
        }
    }

    private func navigateToHome() -> FlowContributors {
        let viewModel = ShopHomeViewModel(catalog: services.catalog)
        let viewController = ShopHomeViewController(viewModel: viewModel)
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToProduct(withId id: Int) -> FlowContributors {
        guard let product = services.catalog.product(withId: id) else { return .none }
        let viewModel = ProductViewModel(product: product, cart: services.cart)
        let viewController = ProductViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToCart() -> FlowContributors {
        let viewModel = CartViewModel(cart: services.cart)
        let viewController = CartViewController(viewModel: viewModel)
        rootViewController.present(UINavigationController(rootViewController: viewController), animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }
}
