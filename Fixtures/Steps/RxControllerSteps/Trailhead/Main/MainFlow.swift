//
//  MainFlow.swift
//  Trailhead
//

import UIKit
import RxFlow
import RxController

class MainFlow: Flow {

    var root: Presentable {
        return mainViewController
    }

    private let mainViewModel = MainViewModel()
    private lazy var mainViewController = MainViewController(viewModel: mainViewModel)

    func navigate(to step: Step) -> FlowContributors {
        guard let mainStep = step as? MainStep else {
            return .none
        }
        switch mainStep {
        case .start:
            let trailsFlow = TrailsFlow()
            let profileFlow = ProfileFlow()
            Flows.use(trailsFlow, profileFlow, when: .created) { [unowned self] trailsRoot, profileRoot in
                trailsRoot.tabBarItem = UITabBarItem(title: "Trails", image: UIImage(systemName: "map"), tag: 0)
                profileRoot.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 1)
                self.mainViewController.setViewControllers([trailsRoot, profileRoot], animated: false)
            }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: mainViewController, withNextStepper: mainViewModel),
                .flow(trailsFlow, with: TrailsStep.start),
                .flow(profileFlow, with: ProfileStep.start)
            ])
        }
    }

}
