import UIKit
import RxFlow

final class FilterFlow: Flow {

    var root: Presentable {
        return filterViewController
    }

    private let filterViewController = FilterViewController()

    func navigate(to step: Step) -> FlowContributors {
        guard let catalogStep = step as? CatalogStep else {
            return .none
        }
        switch catalogStep {
        case .filters:
            return .viewController(filterViewController)
        case .filtersAreDone:
            filterViewController.dismiss(animated: true)
            return .end(forwardToParentFlowWithStep: CatalogStep.products)
        default:
            return .none
        }
    }

}
