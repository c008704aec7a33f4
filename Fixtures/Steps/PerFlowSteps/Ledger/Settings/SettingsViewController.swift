//
//  SettingsViewController.swift
//  Ledger
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class SettingsViewModel: Stepper {

    enum Row: CaseIterable {
        case currency
        case help
        case signOut
    }

    let steps = PublishRelay<Step>()

    let rows = Row.allCases

    private let preferences: Preferences

    init(preferences: Preferences) {
        self.preferences = preferences
    }

    func title(for row: Row) -> String {
        switch row {
        case .currency: return "Currency (\(preferences.currencyCode))"
        case .help: return "Help"
        case .signOut: return "Sign out"
        }
    }

    func pick(row: Row) {
        switch row {
        case .currency:
            steps.accept(SettingsStep.currency)
        case .help:
            steps.accept(SettingsStep.help)
        case .signOut:
            steps.accept(SettingsStep.signOut)
        }
    }

    func close() {
        steps.accept(SettingsStep.done)
    }

}

final class SettingsViewController: UIViewController {

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
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
        title = "Settings"
        navigationItem.rightBarButtonItem = doneButton

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SettingsCell")
        view.addSubview(tableView)

        Observable.just(viewModel.rows)
            .bind(to: tableView.rx.items(cellIdentifier: "SettingsCell")) { [viewModel] _, row, cell in
                cell.textLabel?.text = viewModel.title(for: row)
                cell.textLabel?.textColor = row == .signOut ? .systemRed : .label
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(SettingsViewModel.Row.self)
            .subscribe(onNext: { [unowned self] row in self.viewModel.pick(row: row) })
            .disposed(by: disposeBag)

        doneButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.close() })
            .disposed(by: disposeBag)
    }

}
