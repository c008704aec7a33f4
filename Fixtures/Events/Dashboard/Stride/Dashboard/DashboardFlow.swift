//
//  DashboardFlow.swift
//  Stride
//

import UIKit
import RxFlow
import RxController

enum DashboardStep: Step {
    case start
}

class DashboardFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }()

    func navigate(to step: Step) -> FlowContributors {
        guard let dashboardStep = step as? DashboardStep else {
            return .none
        }
        switch dashboardStep {
        case .start:
            // The banner belongs to the marketing team's campaign; the dashboard only hosts it.
            let promoViewController = PromoViewController(viewModel: PromoViewModel(campaign: .spring))
            let dashboardViewController = DashboardViewController(
                viewModel: DashboardViewModel(),
                promoViewController: promoViewController
            )
            navigationController.setViewControllers([dashboardViewController], animated: false)
            return .viewController(dashboardViewController)
        }
    }

}
