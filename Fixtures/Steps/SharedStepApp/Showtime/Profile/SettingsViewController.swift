//
//  SettingsViewController.swift
//  Showtime
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class SettingsViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let showsSpoilers = BehaviorRelay<Bool>(value: UserDefaults.standard.bool(forKey: "settings.spoilers"))

    func save() {
        UserDefaults.standard.set(showsSpoilers.value, forKey: "settings.spoilers")
        steps.accept(AppStep.settingsAreComplete)
    }

}

final class SettingsViewController: UIViewController {

    private let spoilersSwitch = UISwitch()
    private lazy var doneButton = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)

    private let viewModel: SettingsViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = doneButton

        spoilersSwitch.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spoilersSwitch)
        NSLayoutConstraint.activate([
            spoilersSwitch.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spoilersSwitch.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        viewModel.showsSpoilers.bind(to: spoilersSwitch.rx.isOn).disposed(by: disposeBag)
        spoilersSwitch.rx.isOn.bind(to: viewModel.showsSpoilers).disposed(by: disposeBag)

        doneButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.save() })
            .disposed(by: disposeBag)
    }

}
