//
//  SettingsAboutViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import Reusable

final class SettingsAboutViewController: UIViewController, StoryboardBased, Stepper {

    // MARK: - Outlets

    @IBOutlet private weak var versionLabel: UILabel!
    @IBOutlet private weak var closeButton: UIButton!

    // MARK: - Properties

    let steps = PublishRelay<Step>()

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "-"
        versionLabel.text = "Version \(version)"

        closeButton.rx.tap
            .map { AppStep.settingsAreComplete as Step }
            .bind(to: steps)
            .disposed(by: disposeBag)
    }

}
