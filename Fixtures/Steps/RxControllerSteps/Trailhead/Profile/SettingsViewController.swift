//
//  SettingsViewController.swift
//  Trailhead
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow
import RxController

class SettingsViewModel: RxViewModel {

    let usesMetricUnits = BehaviorRelay<Bool>(value: UserDefaults.standard.object(forKey: "units.metric") as? Bool ?? true)

    func save() {
        UserDefaults.standard.set(usesMetricUnits.value, forKey: "units.metric")
        steps.accept(ProfileStep.settingsDone)
    }

}

class SettingsViewController: RxViewController<SettingsViewModel> {

    private let unitsControl = UISegmentedControl(items: ["Kilometres", "Miles"])
    private lazy var saveButton = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = saveButton

        unitsControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(unitsControl)
        NSLayoutConstraint.activate([
            unitsControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            unitsControl.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32)
        ])

        viewModel.usesMetricUnits
            .map { $0 ? 0 : 1 }
            .bind(to: unitsControl.rx.selectedSegmentIndex)
            .disposed(by: disposeBag)

        unitsControl.rx.selectedSegmentIndex
            .map { $0 == 0 }
            .bind(to: viewModel.usesMetricUnits)
            .disposed(by: disposeBag)

        saveButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.save() })
            .disposed(by: disposeBag)
    }

}
