import UIKit

final class WelcomeViewController: UIViewController {
    var onContinue: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Get started") { [weak self] _ in
            self?.onContinue?()
        })
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -32),
        ])
    }
}

final class SignInViewModel {
    var onSignedIn: (() -> Void)?
    var onError: ((String) -> Void)?
    private let accounts: AccountService

    init(accounts: AccountService) {
        self.accounts = accounts
    }

    func signIn(email: String, password: String) {
        accounts.signIn(email: email, password: password) { [weak self] success in
            if success {
                self?.onSignedIn?()
            } else {
                self?.onError?("Check your e-mail and password.")
            }
        }
    }
}

/// Initial view controller of SignInViewController.storyboard.
final class SignInViewController: UIViewController {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var errorLabel: UILabel!

    var viewModel: SignInViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.onError = { [weak self] message in self?.errorLabel.text = message }
    }

    @IBAction private func signInTapped(_ sender: UIButton) {
        viewModel.signIn(email: emailField.text ?? "", password: passwordField.text ?? "")
    }
}

extension SignInViewController: StoryboardInstantiable {}
