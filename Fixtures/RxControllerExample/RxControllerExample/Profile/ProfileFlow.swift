//
//  ProfileFlow.swift
//  RxControllerExample
//

import UIKit
import RxFlow
import RxController

class ProfileFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    /// `nil` shows the profile of the signed in user.
    private let name: String?

    init(name: String? = nil) {
        self.name = name
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let profileStep = step as? ProfileStep else {
            return .none
        }
        switch profileStep {
        case .start:
            let profileViewModel = ProfileViewModel(name: name)
            let profileViewController = ProfileViewController(viewModel: profileViewModel)
            navigationController.setViewControllers([profileViewController], animated: false)
            return .viewController(profileViewController)
        case .friends:
            let friendsFlow = FriendsFlow(navigationController: navigationController)
            return .flow(friendsFlow, with: FriendsStep.start)
        case .close:
            return .end(forwardToParentFlowWithStep: FriendsStep.profileIsClosed)
        }
    }

}
