//
//  PasscodeViewController.swift
//  Ledger
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import LedgerKit

final class PasscodeViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let passcode = BehaviorRelay<String>(value: "")

    var isValid: Observable<Bool> {
        return passcode.map { $0.count == 6 && $0.allSatisfy(\.isNumber) }
    }

    func save() {
        Keychain.standard.set(passcode.value, for: .passcode)
        steps.accept(OnboardingStep.finished)
    }

}

final class PasscodeViewController: UIViewController {

    private let passcodeField: UITextField = {
        let field = UITextField()
        field.keyboardType = .numberPad
        field.isSecureTextEntry = true
        field.textAlignment = .center
        field.font = .monospacedDigitSystemFont(ofSize: 32, weight: .semibold)
        return field
    }()

    private let saveButton = UIButton(type: .system)

    private let viewModel: PasscodeViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: PasscodeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        saveButton.setTitle("Save passcode", for: .normal)

        let stack = UIStackView(arrangedSubviews: [passcodeField, saveButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        passcodeField.rx.text.orEmpty.bind(to: viewModel.passcode).disposed(by: disposeBag)
        viewModel.isValid.bind(to: saveButton.rx.isEnabled).disposed(by: disposeBag)

        saveButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.save() })
            .disposed(by: disposeBag)
    }

}
