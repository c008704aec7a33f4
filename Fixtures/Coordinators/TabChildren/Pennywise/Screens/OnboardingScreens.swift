import UIKit

final class WelcomeViewController: UIViewController {
    var onGetStarted: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pennywise"
        view.backgroundColor = .systemBackground
        let start = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Get started") { [weak self] _ in
            self?.onGetStarted?()
        })
        start.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(start)
        NSLayoutConstraint.activate([
            start.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            start.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -40),
        ])
    }
}

final class PasscodeSetupViewController: UIViewController, UITextFieldDelegate {
    var onDone: (() -> Void)?
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose a passcode"
        view.backgroundColor = .systemBackground
        field.isSecureTextEntry = true
        field.keyboardType = .numberPad
        field.delegate = self
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            field.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
        if textField.text?.count == 4 {
            onDone?()
        }
    }
}
