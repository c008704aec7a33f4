//
//  FriendsFlow.swift
//  RxControllerExample
//

import UIKit
import RxFlow
import RxController

class FriendsFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let friendsStep = step as? FriendsStep else {
            return .none
        }
        switch friendsStep {
        case .start:
            return toFriends()
        case .profile(let name):
            return toProfile(name: name)
        case .profileIsClosed:
            navigationController.dismiss(animated: true)
            return .none
        }
    }

    // MARK: - Navigation

    private func toFriends() -> FlowContributors {
        let friendsViewModel = FriendsViewModel()
        let friendsViewController = FriendsViewController(viewModel: friendsViewModel)
        navigationController.pushViewController(friendsViewController, animated: true)
        return .viewController(friendsViewController, with: friendsViewModel)
    }

    private func toProfile(name: String) -> FlowContributors {
        let profileFlow = ProfileFlow(name: name)
        Flows.use(profileFlow, when: .created) { [unowned self] root in
            self.navigationController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(
            withNextPresentable: profileFlow,
            withNextStepper: OneStepper(withSingleStep: ProfileStep.start)
        ))
    }

}
