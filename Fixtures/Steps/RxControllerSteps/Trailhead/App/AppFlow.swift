//
//  AppFlow.swift
//  Trailhead
//

import UIKit
import RxFlow
import RxController

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
            let mainFlow = MainFlow()
            Flows.use(mainFlow, when: .created) { [unowned self] root in
                self.window.rootViewController = root
                self.window.makeKeyAndVisible()
            }
            return .flow(mainFlow, with: MainStep.start)
        }
    }

}
