//
//  TrendingFlow.swift
//  RxFlowDemo
//

import UIKit
import RxFlow

final class TrendingFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()
    private let services: AppServices

    init(withServices services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case AppStep.trendingIsRequired:
            return navigateToTrendingScreen()
        default:
            // TODO: open the movie detail from the trending tab as well
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToTrendingScreen() -> FlowContributors {
        let viewController = TrendingViewController.instantiate()
        viewController.viewModel = TrendingViewModel(withMoviesService: services.moviesService)
        viewController.title = "Trending"
        rootViewController.pushViewController(viewController, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                 withNextStepper: viewController.viewModel))
    }

}
