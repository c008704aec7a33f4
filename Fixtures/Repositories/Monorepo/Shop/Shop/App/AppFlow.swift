//
//  AppFlow.swift
//  Shop
//

import UIKit
import RxFlow

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
        case .launch:
            let homeFlow = HomeFlow()
            Flows.use(homeFlow, when: .created) { [unowned self] root in
                self.window.rootViewController = root
                self.window.makeKeyAndVisible()
            }
            return .flow(homeFlow, with: HomeStep.home)
        }
    }

}
