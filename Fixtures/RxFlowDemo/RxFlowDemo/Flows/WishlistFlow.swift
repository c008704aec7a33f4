//
//  WishlistFlow.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class WishlistFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    let rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }()

    let services: AppServices
    let stepper: WishlistStepper

    init(withServices services: AppServices, andStepper stepper: WishlistStepper) {
        self.services = services
        self.stepper = stepper
    }

    deinit {
        print("\(type(of: self)): \(#function)")
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .moviesAreRequired:
            return navigateToMovieListScreen()
        case let .movieIsPicked(movieId):
            return navigateToMovieDetailScreen(with: movieId)
        case .castIsPicked(let castId):
            return navigateToCastDetailScreen(with: castId)
        case .settingsAreRequired:
            return navigateToSettings()
        case .settingsAreComplete:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

}

// MARK: - WishlistStepper

/// Emits the steps triggered by the navigation bar of the wishlist tab.
final class WishlistStepper: NSObject, Stepper {

    let steps = PublishRelay<Step>()

    @objc func settingsAreRequired() {
        steps.accept(AppStep.settingsAreRequired)
    }

}
