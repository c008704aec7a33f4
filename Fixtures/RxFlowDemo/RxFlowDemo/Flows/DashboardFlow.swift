//
//  DashboardFlow.swift
//  RxFlowDemo
//

import UIKit
import RxFlow

final class DashboardFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    let rootViewController = UITabBarController()

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
        case .dashboardIsRequired:
            return navigateToDashboard()
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToDashboard() -> FlowContributors {
        let wishlistStepper = WishlistStepper()

        let wishlistFlow = WishlistFlow(withServices: services, andStepper: wishlistStepper)
        let watchedFlow = WatchedFlow(withServices: services)
        let trendingFlow = TrendingFlow(withServices: services)

        Flows.use(wishlistFlow, watchedFlow, trendingFlow, when: .created) { [unowned self] (root1: UINavigationController, root2: UINavigationController, root3: UINavigationController) in
            root1.tabBarItem = UITabBarItem(title: "Wishlist", image: UIImage(named: "tab_wishlist"), selectedImage: nil)
            root2.tabBarItem = UITabBarItem(title: "Watched", image: UIImage(named: "tab_watched"), selectedImage: nil)
            root3.tabBarItem = UITabBarItem(title: "Trending", image: UIImage(named: "tab_trending"), selectedImage: nil)

            self.rootViewController.setViewControllers([root1, root2, root3], animated: false)
        }

        return .multiple(flowContributors: [
            .contribute(withNextPresentable: wishlistFlow,
                        withNextStepper: CompositeStepper(steppers: [OneStepper(withSingleStep: AppStep.moviesAreRequired), wishlistStepper])),
            .contribute(withNextPresentable: watchedFlow,
                        withNextStepper: OneStepper(withSingleStep: AppStep.moviesAreRequired)),
            .contribute(withNextPresentable: trendingFlow,
                        withNextStepper: OneStepper(withSingleStep: AppStep.trendingIsRequired))
        ])
    }

}
