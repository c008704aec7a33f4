//
//  LoginViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import Reusable

final class LoginViewController: UIViewController, StoryboardBased, ViewModelBased {

    // MARK: - Outlets

    @IBOutlet private weak var nameTextField: UITextField!
    @IBOutlet private weak var loginButton: UIButton!

    // MARK: - Properties

    var viewModel: LoginViewModel!

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        nameTextField.rx.text
            .map { [unowned self] in self.viewModel.isValid(name: $0) }
            .bind(to: loginButton.rx.isEnabled)
            .disposed(by: disposeBag)
    }

    // MARK: - Actions

    @IBAction private func login(_ sender: UIButton) {
        guard let name = nameTextField.text else { return }
        viewModel.login(withName: name)
    }

}
