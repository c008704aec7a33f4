//
//  AppFlow.swift
//  Modular
//

import UIKit
import RxFlow
import RxController

enum AppStep: Step {
    case detail(id: Int)
}

final class AppFlow: Flow {

    var root: Presentable {
        return window
    }

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard case let AppStep.detail(id) = step else { return .none }
        let detail = DetailViewController(itemID: id)
        window.rootViewController = detail
        return .one(flowContributor: .contribute(withNextPresentable: detail,
                                                 withNextStepper: OneStepper(withSingleStep: AppStep.detail(id: id))))
    }
}
