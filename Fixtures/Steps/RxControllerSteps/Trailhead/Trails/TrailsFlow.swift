//
//  TrailsFlow.swift
//  Trailhead
//

import UIKit
import RxFlow
import RxController

class TrailsFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }()

    func navigate(to step: Step) -> FlowContributors {
        guard let trailsStep = step as? TrailsStep else {
            return .none
        }
        switch trailsStep {
        case .start:
            let trailListViewController = TrailListViewController(viewModel: TrailListViewModel())
            navigationController.setViewControllers([trailListViewController], animated: false)
            return .viewController(trailListViewController)
        case .trailIsPicked(let id):
            let trailDetailViewController = TrailDetailViewController(viewModel: TrailDetailViewModel(trailId: id))
            navigationController.pushViewController(trailDetailViewController, animated: true)
            return .viewController(trailDetailViewController)
        case .mapIsRequired(let trailId):
            let trailMapViewController = TrailMapViewController(viewModel: TrailMapViewModel(trailId: trailId))
            trailMapViewController.modalPresentationStyle = .fullScreen
            navigationController.present(trailMapViewController, animated: true)
            return .viewController(trailMapViewController)
        case .reviewsAreRequired(let trailId):
            let reviewsViewController = ReviewsViewController(viewModel: ReviewsViewModel(trailId: trailId))
            navigationController.pushViewController(reviewsViewController, animated: true)
            return .viewController(reviewsViewController)
        case .close:
            navigationController.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

}
