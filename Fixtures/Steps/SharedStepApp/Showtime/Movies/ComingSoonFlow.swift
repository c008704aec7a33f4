//
//  ComingSoonFlow.swift
//  Showtime
//

import UIKit
import RxFlow

/// The "Coming soon" tab. It left the dashboard in 2.3, when upcoming titles moved into the movie list;
/// the class stays until the marketing links that opened it are migrated.
final class ComingSoonFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()

    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .movieIsPicked(let movieId):
            let viewModel = MovieDetailViewModel(movieId: movieId, moviesService: services.movies)
            let viewController = MovieDetailViewController(viewModel: viewModel)
            rootViewController.pushViewController(viewController, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .castIsPicked(let castId):
            let viewController = CastDetailViewController(castId: castId, moviesService: services.movies)
            rootViewController.present(UINavigationController(rootViewController: viewController), animated: true)
            return .one(flowContributor: .contribute(withNext: viewController))
        case .dismiss:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

}
