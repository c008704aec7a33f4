//
//  DashboardFlow.swift
//  Showtime
//

import UIKit
import RxFlow

final class DashboardFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UITabBarController()

    private let services: AppServices

    /// Opens a movie when a push notification or a universal link asks for one.
    private let deepLinkStepper = MovieDeepLinkStepper()

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .dashboardIsRequired:
            return navigateToDashboard()
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToDashboard() -> FlowContributors {
        let moviesFlow = MoviesFlow(services: services)
        let profileFlow = ProfileFlow(services: services)

        Flows.use(moviesFlow, profileFlow, when: .created) { [unowned self] (moviesRoot: UINavigationController, profileRoot: UINavigationController) in
            moviesRoot.tabBarItem = UITabBarItem(title: "Movies", image: UIImage(systemName: "film"), selectedImage: nil)
            profileRoot.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), selectedImage: nil)
            self.rootViewController.setViewControllers([moviesRoot, profileRoot], animated: false)
        }

        return .multiple(flowContributors: [
            .contribute(withNextPresentable: moviesFlow,
                        withNextStepper: CompositeStepper(steppers: [OneStepper(withSingleStep: AppStep.moviesAreRequired),
                                                                     deepLinkStepper])),
            .contribute(withNextPresentable: profileFlow,
                        withNextStepper: OneStepper(withSingleStep: AppStep.profileIsRequired))
        ])
    }

}
