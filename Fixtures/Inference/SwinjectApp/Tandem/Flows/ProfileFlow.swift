//
//  ProfileFlow.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import Swinject

final class ProfileFlow: Flow {

    var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()
    private let container: Container
    private let userID: String

    @Inject private var help: HelpViewController

    init(userID: String, container: Container = DependencyContainer.shared.container) {
        self.userID = userID
        self.container = container
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ProfileStep else {
            return .none
        }

        switch step {
        case .show:
            let isMe = self.userID == self.container.resolve(SessionStore.self)!.currentUserID
            let profile = self.container.resolve(ProfileViewController.self,
                                                 arguments: self.userID, isMe)!
            self.navigationController.setViewControllers([profile], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: profile,
                                                     withNextStepper: profile.viewModel))

        case .avatar:
            let avatar = self.container.resolve(AvatarViewController.self, name: "fullscreen")!
            avatar.modalPresentationStyle = .overFullScreen
            self.navigationController.present(avatar, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: avatar, withNextStepper: avatar))

        case .edit(let draft):
            if let editor = self.container.resolve(EditProfileViewController.self,
                                                   name: "sheet",
                                                   arguments: self.userID, draft) {
                self.navigationController.present(UINavigationController(rootViewController: editor), animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: editor, withNextStepper: editor))
            }
            return .none

        case .help:
            self.navigationController.pushViewController(self.help, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: self.help,
                                                     withNextStepper: self.help.viewModel))

        case .done:
            self.navigationController.dismiss(animated: true)
            return .end(forwardToParentFlowWithStep: AppStep.home)
        }
    }
}
