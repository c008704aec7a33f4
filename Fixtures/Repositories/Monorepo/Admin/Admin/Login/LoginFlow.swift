//
//  LoginFlow.swift
//  Admin
//

import UIKit
import RxFlow

enum LoginStep: Step {
    case login
}

class LoginFlow: Flow {

    var root: Presentable {
        return loginViewController
    }

    private let loginViewController = LoginViewController()

    func navigate(to step: Step) -> FlowContributors {
        guard let loginStep = step as? LoginStep else {
            return .none
        }
        switch loginStep {
        case .login:
            return .viewController(loginViewController)
        }
    }

}
