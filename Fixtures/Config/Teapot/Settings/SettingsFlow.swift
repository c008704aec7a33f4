//
//  SettingsFlow.swift
//  Teapot
//

import UIKit
import RxFlow

final class SettingsFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TeapotStep else { return .none }

        switch step {
        case .about:
            let viewController = AboutViewController()
            navigationController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNext: viewController))
        case .brew, .settings:
            return .none
        }
    }
}

final class AboutViewController: UIViewController {
    private let licences = LicencesViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(licences)
        view.addSubview(licences.view)
        licences.didMove(toParent: self)
    }
}

final class LicencesViewController: UIViewController {}
