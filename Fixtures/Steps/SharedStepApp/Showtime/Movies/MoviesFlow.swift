//
//  MoviesFlow.swift
//  Showtime
//

import UIKit
import RxFlow

final class MoviesFlow: Flow {

    var root: Presentable {
        return self.rootViewController
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
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .moviesAreRequired:
            return navigateToMovieList()
        case .movieIsPicked(let movieId):
            return navigateToMovieDetail(movieId: movieId)
        case .castIsPicked(let castId):
            return navigateToCastDetail(castId: castId)
        case .trailerIsRequired(let url):
            UIApplication.shared.open(url)
            return .none
        case .dismiss:
            // The cast sheet closes itself through the flow; nothing new is shown.
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToMovieList() -> FlowContributors {
        let viewModel = MovieListViewModel(moviesService: services.movies)
        let viewController = MovieListViewController(viewModel: viewModel)
        viewController.title = "Now playing"
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToMovieDetail(movieId: Int) -> FlowContributors {
        if rootViewController.presentedViewController != nil {
            rootViewController.dismiss(animated: true)
        }
        let viewModel = MovieDetailViewModel(movieId: movieId, moviesService: services.movies)
        let viewController = MovieDetailViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToCastDetail(castId: Int) -> FlowContributors {
        let viewController = CastDetailViewController(castId: castId, moviesService: services.movies)
        rootViewController.present(UINavigationController(rootViewController: viewController), animated: true)
        return .one(flowContributor: .contribute(withNext: viewController))
    }

}
