//
//  LoginViewController.swift
//  Showtime
//

import UIKit
import RxSwift
import RxCocoa

final class LoginViewController: UIViewController {

    private let emailField: UITextField = {
        let field = UITextField()
        field.placeholder = "Email"
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        return field
    }()

    private let passwordField: UITextField = {
        let field = UITextField()
        field.placeholder = "Password"
        field.isSecureTextEntry = true
        return field
    }()

    private let loginButton = UIButton(type: .system)
    private let guestButton = UIButton(type: .system)

    private let viewModel: LoginViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        loginButton.setTitle("Log in", for: .normal)
        guestButton.setTitle("Continue without an account", for: .normal)

        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton, guestButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        emailField.rx.text.orEmpty.bind(to: viewModel.email).disposed(by: disposeBag)
        passwordField.rx.text.orEmpty.bind(to: viewModel.password).disposed(by: disposeBag)
        viewModel.isLoginEnabled.bind(to: loginButton.rx.isEnabled).disposed(by: disposeBag)

        loginButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.logIn() })
            .disposed(by: disposeBag)

        guestButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.continueAsGuest() })
            .disposed(by: disposeBag)

        viewModel.errorMessage
            .subscribe(onNext: { [unowned self] message in
                let alert = UIAlertController(title: "Could not log in", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self.present(alert, animated: true)
            })
            .disposed(by: disposeBag)
    }

}
