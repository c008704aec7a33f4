//
//  ApiKeyViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import Reusable

final class ApiKeyViewController: UIViewController, StoryboardBased, Stepper {

    // MARK: - Outlets

    @IBOutlet private weak var apiKeyTextField: UITextField!
    @IBOutlet private weak var validateButton: UIButton!

    // MARK: - Properties

    let steps = PublishRelay<Step>()

    var preferencesService: PreferencesService!

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        apiKeyTextField.rx.text.orEmpty
            .map { $0.count == 32 }
            .bind(to: validateButton.rx.isEnabled)
            .disposed(by: disposeBag)
    }

    // MARK: - Actions

    @IBAction private func validate(_ sender: UIButton) {
        preferencesService.setApiKey(apiKeyTextField.text)
        steps.accept(AppStep.apiKeyIsFilledIn)
    }

}
