//
//  MainFlow.swift
//  RxControllerExample
//

import UIKit
import RxFlow
import RxController

class MainFlow: Flow {

    var root: Presentable {
        return mainViewController
    }

    // MARK: - Root

    private let mainViewModel = MainViewModel()
    private let mainViewController: MainViewController = MainViewController()

    // MARK: - Child flows

    private lazy var childFlow = ChildFlow()

    // MARK: - Navigation

    func navigate(to step: Step) -> FlowContributors {
        guard let mainStep = step as? MainStep else {
            return .none
        }
        switch mainStep {
        case .start:
            let profileFlow = ProfileFlow()
            Flows.use(childFlow, profileFlow, when: .created) { [unowned self] childRoot, profileRoot in
                childRoot.tabBarItem = UITabBarItem(title: "Child", image: UIImage(named: "tab_child"), tag: 0)
                profileRoot.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(named: "tab_profile"), tag: 1)
                self.mainViewController.setViewControllers([childRoot, profileRoot], animated: false)
            }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: mainViewController, withNextStepper: mainViewModel),
                .flow(childFlow, with: ChildStep.start),
                .contribute(withNextPresentable: profileFlow, withNextStepper: OneStepper(withSingleStep: ProfileStep.start))
            ])
        }
    }

}
