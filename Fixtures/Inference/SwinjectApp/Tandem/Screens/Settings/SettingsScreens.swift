//
//  SettingsScreens.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class SettingsViewModel: Stepper {

    let steps = PublishRelay<Step>()

    func didSelectAbout() {
        self.steps.accept(SettingsStep.about)
    }
}

final class SettingsViewController: UITableViewController {

    let viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AboutViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = "About"
    }
}

final class LicensesViewController: UITableViewController, Stepper {

    let steps = PublishRelay<Step>()
}
