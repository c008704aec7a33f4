//
//  SearchFlow.swift
//  Showcase
//

import UIKit
import RxFlow
import RxController

final class SearchFlow: Flow {

    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else {
            return .none
        }

        switch step {
        case .searchStart:
            let viewController = SearchViewController()
            rootViewController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                     withNextStepper: OneStepper(withSingleStep: AppStep.searchStart)))
        case .searchResult(let query):
            print("Searching for \(query) -- .viewController(QueryViewController(query))")
            return .none
        default:
            return .none
        }
    }
}

private let searchHelp = "Type to search. Tip: \"class EscapedFlow: Flow {\" is not a flow, and neither is .flow(EscapedFlow(), with: step)"
private let interpolated = "Result: \("final class InterpolatedViewController: UIViewController {}")"
