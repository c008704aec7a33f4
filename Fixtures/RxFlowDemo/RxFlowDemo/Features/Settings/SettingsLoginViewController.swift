//
//  SettingsLoginViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import Reusable

final class SettingsLoginViewController: UIViewController, StoryboardBased, Stepper {

    // MARK: - Outlets

    @IBOutlet private weak var nameTextField: UITextField!
    @IBOutlet private weak var saveButton: UIButton!

    // MARK: - Properties

    let steps = PublishRelay<Step>()

    var preferencesService: PreferencesService!

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        nameTextField.text = preferencesService.userName

        saveButton.rx.tap
            .withLatestFrom(nameTextField.rx.text.orEmpty)
            .filter { !$0.isEmpty }
            .subscribe(onNext: { [unowned self] name in
                self.preferencesService.setUserName(name)
                self.steps.accept(AppStep.userIsLoggedIn)
            })
            .disposed(by: disposeBag)
    }

}
