//
//  SettingsViewController.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

/// General preferences, shown as the detail of the settings split view.
final class SettingsViewController: UITableViewController, Stepper {

    private enum Row: Int, CaseIterable {
        case adultContent
        case account
    }

    // MARK: - Properties

    let steps = PublishRelay<Step>()

    var preferencesService: PreferencesService!

    private lazy var adultContentSwitch: UISwitch = {
        let adultContentSwitch = UISwitch()
        adultContentSwitch.addTarget(self, action: #selector(adultContentChanged(_:)), for: .valueChanged)
        return adultContentSwitch
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        title = "Preferences"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PreferenceCell")
        adultContentSwitch.isOn = preferencesService.showsAdultContent
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PreferenceCell", for: indexPath)
        switch Row(rawValue: indexPath.row) {
        case .adultContent?:
            cell.textLabel?.text = "Show adult content"
            cell.accessoryView = adultContentSwitch
            cell.selectionStyle = .none
        case .account?:
            cell.textLabel?.text = preferencesService.userName ?? "Not logged in"
            cell.accessoryType = .disclosureIndicator
        case nil:
            break
        }
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if Row(rawValue: indexPath.row) == .account {
            steps.accept(AppStep.loginIsRequired)
        }
    }

    // MARK: - Actions

    @objc private func adultContentChanged(_ sender: UISwitch) {
        preferencesService.showsAdultContent = sender.isOn
    }

}
