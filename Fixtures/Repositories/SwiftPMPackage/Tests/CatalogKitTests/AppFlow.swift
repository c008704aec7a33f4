import UIKit
import RxFlow
@testable import CatalogKit

/// The smallest app around the catalog: what the tests start the coordinator with.
final class AppFlow: Flow {

    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = UINavigationController()

    let catalogFlow = MockCatalogFlow()

    func navigate(to step: Step) -> FlowContributors {
        return .flow(catalogFlow, with: CatalogStep.products)
    }

}
