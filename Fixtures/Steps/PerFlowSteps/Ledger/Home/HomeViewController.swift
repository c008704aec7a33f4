//
//  HomeViewController.swift
//  Ledger
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class HomeViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let accounts = BehaviorRelay<[Account]>(value: [])

    private let accountsService: AccountsService
    private let disposeBag = DisposeBag()

    init(accountsService: AccountsService) {
        self.accountsService = accountsService
    }

    func reload() {
        accountsService.accounts()
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { [unowned self] accounts in self.accounts.accept(accounts) })
            .disposed(by: disposeBag)
    }

    // MARK: - Inputs

    func pick(account: Account) {
        go(.accountIsPicked(id: account.id))
    }

    func openNotifications() {
        go(.notifications)
    }

    func openSettings() {
        go(.settings)
    }

    private func go(_ step: HomeStep) {
        steps.accept(step)
    }

}

final class HomeViewController: UIViewController {

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private lazy var settingsButton = UIBarButtonItem(image: UIImage(systemName: "gearshape"), style: .plain, target: nil, action: nil)
    private lazy var notificationsButton = UIBarButtonItem(image: UIImage(systemName: "bell"), style: .plain, target: nil, action: nil)

    private let viewModel: HomeViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        navigationItem.leftBarButtonItem = notificationsButton
        navigationItem.rightBarButtonItem = settingsButton

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "AccountCell")
        view.addSubview(tableView)

        viewModel.accounts
            .bind(to: tableView.rx.items(cellIdentifier: "AccountCell")) { _, account, cell in
                var content = UIListContentConfiguration.valueCell()
                content.text = account.name
                content.secondaryText = account.balance.formatted(.currency(code: account.currencyCode))
                cell.contentConfiguration = content
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(Account.self)
            .subscribe(onNext: { [unowned self] account in self.viewModel.pick(account: account) })
            .disposed(by: disposeBag)

        settingsButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.openSettings() })
            .disposed(by: disposeBag)

        notificationsButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.openNotifications() })
            .disposed(by: disposeBag)

        viewModel.reload()
    }

}
