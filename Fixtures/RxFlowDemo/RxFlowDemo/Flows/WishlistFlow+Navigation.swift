//
//  WishlistFlow+Navigation.swift
//  RxFlowDemo
//

import UIKit
import RxFlow

// MARK: - Navigation helpers

extension WishlistFlow {

    func navigateToMovieListScreen() -> FlowContributors {
        let viewController = WishlistViewController.instantiate()
        viewController.viewModel = WishlistViewModel()
        viewController.viewModel.services = services
        viewController.title = "Wishlist"
        viewController.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "settings"),
                                                                          style: .plain,
                                                                          target: stepper,
                                                                          action: #selector(WishlistStepper.settingsAreRequired))
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                 withNextStepper: viewController.viewModel))
    }

    func navigateToMovieDetailScreen(with movieId: Int) -> FlowContributors {
        let viewModel = MovieDetailViewModel(withMovieId: movieId)
        let viewController = MovieDetailViewController.instantiate(withViewModel: viewModel, andServices: services)
        viewController.title = viewModel.title
        rootViewController.pushViewController(viewController, animated: true)
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: viewController, withNextStepper: viewModel),
            .contribute(withNext: viewController)
        ])
    }

    func navigateToCastDetailScreen(with castId: Int) -> FlowContributors {
        let viewModel = CastDetailViewModel(withCastId: castId)
        let viewController = CastDetailViewController.instantiate(withViewModel: viewModel, andServices: services)
        viewController.title = viewModel.name
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                 withNextStepper: viewModel))
    }

    func navigateToSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow(withServices: services)

        Flows.use(settingsFlow, when: .created) { [unowned self] root in
            self.rootViewController.present(root, animated: true)
        }

        return .one(flowContributor: .contribute(withNextPresentable: settingsFlow,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.settingsAreRequired)))
    }

}
