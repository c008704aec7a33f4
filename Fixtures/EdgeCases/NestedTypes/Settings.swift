//
//  Settings.swift
//  Preferences
//

import UIKit
import RxSwift
import RxFlow
import RxController

enum Settings {

    final class ProfileViewModel: RxViewModel, Stepper {
        let steps = PublishRelay<RxFlow.Step>()
    }

    final class ProfileViewController: UIViewController {

        let viewModel: ProfileViewModel
        private let badge = BadgeViewController()

        init(viewModel: ProfileViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Profile"
            addChild(badge)
            view.addSubview(badge.view)
            badge.didMove(toParent: self)
        }
    }

    final class BadgeViewController: UIViewController {}

    final class PrivacyViewController: UIViewController {

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Privacy"
        }
    }

    static func makePrivacy() -> PrivacyViewController {
        let controller = PrivacyViewController()
        controller.hidesBottomBarWhenPushed = true
        return controller
    }
}
