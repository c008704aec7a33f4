//
//  WidgetFlow.swift
//  TeapotWidget, the app's second target
//

import UIKit
import RxFlow

enum WidgetStep: Step {
    case timer
}

final class WidgetFlow: Flow {

    var root: Presentable {
        return timer
    }

    private let timer = TimerViewController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? WidgetStep else { return .none }

        switch step {
        case .timer:
            return .one(flowContributor: .contribute(withNext: timer))
        }
    }
}

final class TimerViewController: UIViewController {}
