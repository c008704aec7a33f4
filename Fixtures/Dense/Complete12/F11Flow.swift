//
//  F11Flow.swift
//  Complete12
//

import UIKit
import RxFlow

final class F11Flow: Flow {
    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .start:
            return .none
        case .f0:
            return .one(flowContributor: .contribute(withNextPresentable: F0Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f1:
            return .one(flowContributor: .contribute(withNextPresentable: F1Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f2:
            return .one(flowContributor: .contribute(withNextPresentable: F2Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f3:
            return .one(flowContributor: .contribute(withNextPresentable: F3Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f4:
            return .one(flowContributor: .contribute(withNextPresentable: F4Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f5:
            return .one(flowContributor: .contribute(withNextPresentable: F5Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f6:
            return .one(flowContributor: .contribute(withNextPresentable: F6Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f7:
            return .one(flowContributor: .contribute(withNextPresentable: F7Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f8:
            return .one(flowContributor: .contribute(withNextPresentable: F8Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f9:
            return .one(flowContributor: .contribute(withNextPresentable: F9Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        case .f10:
            return .one(flowContributor: .contribute(withNextPresentable: F10Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))
        default:
            return .none
        }
    }
}
