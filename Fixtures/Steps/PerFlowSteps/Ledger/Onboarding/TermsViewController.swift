//
//  TermsViewController.swift
//  Ledger
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class TermsViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let hasReadToTheEnd = BehaviorRelay<Bool>(value: false)

    func accept() {
        steps.accept(OnboardingStep.termsAccepted)
    }

    /// The "privacy policy" link at the bottom of the terms.
    func openPrivacyPolicy() {
        steps.accept(OnboardingStep.privacyPolicy)
    }

}

final class TermsViewController: UIViewController {

    private let textView: UITextView = {
        let textView = UITextView()
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        return textView
    }()

    private let privacyButton = UIButton(type: .system)
    private let acceptButton = UIButton(type: .system)

    private let viewModel: TermsViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: TermsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        textView.text = NSLocalizedString("terms.body", comment: "The terms of use")
        privacyButton.setTitle("Privacy policy", for: .normal)
        acceptButton.setTitle("I accept", for: .normal)

        let stack = UIStackView(arrangedSubviews: [textView, privacyButton, acceptButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.inset(by: UIEdgeInsets(top: 48, left: 16, bottom: 32, right: 16))
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)

        textView.rx.didScroll
            .map { [unowned self] in
                self.textView.contentOffset.y + self.textView.bounds.height >= self.textView.contentSize.height - 20
            }
            .filter { $0 }
            .take(1)
            .bind(to: viewModel.hasReadToTheEnd)
            .disposed(by: disposeBag)

        viewModel.hasReadToTheEnd.bind(to: acceptButton.rx.isEnabled).disposed(by: disposeBag)

        privacyButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.openPrivacyPolicy() })
            .disposed(by: disposeBag)

        acceptButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.accept() })
            .disposed(by: disposeBag)
    }

}
