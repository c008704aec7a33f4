//
//  FeedFlow.swift
//  News
//

import UIKit
import RxFlow
import RxController
import FeedKit

enum FeedStep: Step {
    case feed
    case story(id: String)
    case video(id: String)
    case sponsored(Presentable)
    case done
}

final class FeedFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? FeedStep else { return .none }

        switch step {
        case .feed:
            let feed = FeedViewController(viewModel: FeedViewModel())
            navigationController.setViewControllers([feed], animated: false)
            return .viewController(feed)
        case .story, .video:
            return .viewController(makeScreen(for: step))
        case .sponsored(let presentable):
            return show(presentable)
        case .done:
            return .end(forwardToParentFlowWithStep: FeedStep.done)
        }
    }

    private func show(_ presentable: Presentable) -> FlowContributors {
        let stepper = OneStepper(withSingleStep: FeedStep.done)
        return .one(flowContributor: .contribute(withNextPresentable:   presentable, withNextStepper: stepper))
    }
}
