import UIKit

protocol WelcomeViewControllerDelegate: AnyObject {
    func welcomeViewControllerDidTapContinue(_ viewController: WelcomeViewController)
}

final class WelcomeViewController: UIViewController {
    weak var delegate: WelcomeViewControllerDelegate?

    @objc private func continueTapped() {
        delegate?.welcomeViewControllerDidTapContinue(self)
    }
}

final class SignInViewModel {
    var didSignIn: (() -> Void)?
    private let auth: AuthService

    init(auth: AuthService) {
        self.auth = auth
    }

    func signIn(email: String, password: String) {
        auth.signIn(email: email, password: password) { [weak self] success in
            if success { self?.didSignIn?() }
        }
    }
}

final class SignInViewController: UIViewController {
    private let viewModel: SignInViewModel

    init(viewModel: SignInViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class LocationPermissionViewController: UIViewController {
    var onDone: (() -> Void)?
}
