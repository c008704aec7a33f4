//
//  ProfileScreens.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class ProfileViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let userID: String
    let isMe: Bool
    private let api: APIClient

    init(userID: String, isMe: Bool, api: APIClient) {
        self.userID = userID
        self.isMe = isMe
        self.api = api
    }

    func didTapAvatar() {
        self.steps.accept(ProfileStep.avatar)
    }

    func didTapEdit() {
        self.steps.accept(ProfileStep.edit(draft: nil))
    }
}

final class ProfileViewController: UIViewController {

    let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AvatarViewController: UIViewController, Stepper {

    enum Style {
        case fullscreen
        case thumbnail
    }

    let steps = PublishRelay<Step>()
    private let style: Style

    init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class EditProfileViewController: UIViewController, Stepper {

    let steps = PublishRelay<Step>()
    private let userID: String
    private var draft: String?

    init(userID: String, draft: String?) {
        self.userID = userID
        self.draft = draft
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class HelpViewModel: Stepper {
    let steps = PublishRelay<Step>()
}

final class HelpViewController: UIViewController {

    let viewModel = HelpViewModel()
}
