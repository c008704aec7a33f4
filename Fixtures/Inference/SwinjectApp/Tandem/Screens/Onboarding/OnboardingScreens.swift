//
//  OnboardingScreens.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class WelcomeViewModel: Stepper {

    let steps = PublishRelay<Step>()

    func didTapStart() {
        steps.accept(OnboardingStep.login)
    }
}

final class WelcomeViewController: UIViewController {

    let viewModel: WelcomeViewModel

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class LoginViewModel: Stepper {

    let steps = PublishRelay<Step>()

    func didLogIn() {
        steps.accept(OnboardingStep.permissions)
    }
}

final class LoginViewController: UIViewController {

    let viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PermissionsViewController: UIViewController, Stepper {

    let steps = PublishRelay<Step>()

    @objc private func didTapContinue() {
        steps.accept(OnboardingStep.finished)
    }
}

final class TipsViewController: UIPageViewController, Stepper {

    let steps = PublishRelay<Step>()

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
