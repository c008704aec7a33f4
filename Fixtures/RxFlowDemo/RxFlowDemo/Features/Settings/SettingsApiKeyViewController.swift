//
//  SettingsApiKeyViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import Reusable

final class SettingsApiKeyViewController: UIViewController, StoryboardBased, Stepper {

    // MARK: - Outlets

    @IBOutlet private weak var apiKeyTextField: UITextField!

    // MARK: - Properties

    let steps = PublishRelay<Step>()

    var preferencesService: PreferencesService!

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        apiKeyTextField.text = preferencesService.apiKey
        apiKeyTextField.clearButtonMode = .whileEditing
    }

    // MARK: - Actions

    @IBAction private func save(_ sender: Any) {
        preferencesService.setApiKey(apiKeyTextField.text)
        steps.accept(AppStep.apiKeyIsFilledIn)
    }

}
