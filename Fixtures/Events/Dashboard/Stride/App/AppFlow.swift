//
//  AppFlow.swift
//  Stride
//

import UIKit
import RxFlow

enum AppStep: Step {
    case start
}

class AppFlow: Flow {

    var root: Presentable {
        return window
    }

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let appStep = step as? AppStep else {
            return .none
        }
        switch appStep {
        case .start:
            let dashboardFlow = DashboardFlow()
            Flows.use(dashboardFlow, when: .created) { [unowned self] root in
                self.window.rootViewController = root
                self.window.makeKeyAndVisible()
            }
            return .flow(dashboardFlow, with: DashboardStep.start)
        }
    }

}
