//
//  WelcomeViewController.swift
//  Ledger
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class WelcomeViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let pages = [
        "See every account in one place",
        "Monthly statements, always at hand",
        "Your data stays on your phone"
    ]

    func getStarted() {
        steps.accept(OnboardingStep.terms)
    }

}

final class WelcomeViewController: UIViewController {

    private let pageLabel = UILabel()
    private let startButton = UIButton(type: .system)

    private let viewModel: WelcomeViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        pageLabel.numberOfLines = 0
        pageLabel.textAlignment = .center
        pageLabel.text = viewModel.pages.joined(separator: "\n\n")
        startButton.setTitle("Get started", for: .normal)

        let stack = UIStackView(arrangedSubviews: [pageLabel, startButton])
        stack.axis = .vertical
        stack.spacing = 32
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        startButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.getStarted() })
            .disposed(by: disposeBag)
    }

}
