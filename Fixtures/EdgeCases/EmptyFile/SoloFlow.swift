//
//  SoloFlow.swift
//  Solo
//

import UIKit
import RxFlow
import RxController

enum SoloStep: Step {
    case start
}

final class SoloFlow: Flow {

    var root: Presentable {
        return rootViewController
    }

    private lazy var rootViewController = SoloViewController()

    func navigate(to step: Step) -> FlowContributors {
        switch step {
        case SoloStep.start:
            return .one(flowContributor: .contribute(withNextPresentable: rootViewController,
                                                     withNextStepper: OneStepper(withSingleStep: SoloStep.start)))
        default:
            return .none
        }
    }
}

final class SoloViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Solo"
    }
}
