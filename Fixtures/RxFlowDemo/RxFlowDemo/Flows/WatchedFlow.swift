//
//  WatchedFlow.swift
//  RxFlowDemo
//

import UIKit
import RxFlow

final class WatchedFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()
    private let services: AppServices

    init(withServices services: AppServices) {
        self.services = services
    }

    deinit {
        print("\(type(of: self)): \(#function)")
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .moviesAreRequired:
            let viewController = WatchedViewController.instantiate(withViewModel: WatchedViewModel(), andServices: services)
            viewController.title = "Watched"
            rootViewController.pushViewController(viewController, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                     withNextStepper: viewController.viewModel))
        case .movieIsPicked(let movieId):
            return navigateToMovieDetailScreen(with: movieId)
        case .castIsPicked(let castId):
            return navigateToCastDetailScreen(with: castId)
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToMovieDetailScreen(with movieId: Int) -> FlowContributors {
        let viewController = MovieDetailViewController.instantiate()
        viewController.viewModel = MovieDetailViewModel(withMovieId: movieId)
        viewController.viewModel.services = services
        viewController.title = viewController.viewModel.title
        rootViewController.pushViewController(viewController, animated: true)
        return .multiple(
            .contribute(withNextPresentable: viewController, withNextStepper: viewController.viewModel),
            .contribute(withNextPresentable: viewController, withNextStepper: viewController)
        )
    }

    private func navigateToCastDetailScreen(with castId: Int) -> FlowContributors {
        let viewController = CastDetailViewController.instantiate()
        viewController.viewModel = CastDetailViewModel(withCastId: castId)
        viewController.viewModel.services = services
        viewController.title = viewController.viewModel.name
        rootViewController.pushViewController(viewController, animated: true)
        return FlowContributors.one(flowContributor: FlowContributor.contribute(withNextPresentable: viewController,
                                                                               withNextStepper: viewController.viewModel))
    }

}
