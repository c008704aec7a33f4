//
//  DealsFlow.swift
//  Shopfront
//

import UIKit
import RxFlow
import RxRelay
import Reusable

internal final class DealsFlow: Flow {

    internal var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()
    private let services: Services

    internal init(services: Services) {
        self.services = services
    }

    internal func navigate(to step: Step) -> FlowContributors {
        switch step {
        case DealsStep.start:
            let deals = self.navigationController.embed(DealsViewController.instantiate())
            return .one(flowContributor: .contribute(withNextPresentable: deals, withNextStepper: deals))
        default:
            return .none
        }
    }
}

internal final class DealsViewController: UIViewController, StoryboardBased, Stepper {
    internal let steps = PublishRelay<Step>()
}
