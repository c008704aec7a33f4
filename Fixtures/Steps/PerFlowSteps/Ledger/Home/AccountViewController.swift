//
//  AccountViewController.swift
//  Ledger
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

final class AccountViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let account = BehaviorRelay<Account?>(value: nil)

    private let accountId: String
    private let accountsService: AccountsService
    private let disposeBag = DisposeBag()

    init(accountId: String, accountsService: AccountsService) {
        self.accountId = accountId
        self.accountsService = accountsService
    }

    func load() {
        accountsService.account(withId: accountId)
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { [unowned self] account in self.account.accept(account) })
            .disposed(by: disposeBag)
    }

    func showStatements() {
        steps.accept(HomeStep.statements(accountId: accountId))
    }

}

final class AccountViewController: UIViewController {

    private let balanceLabel = UILabel()
    private let statementsButton = UIButton(type: .system)

    private let viewModel: AccountViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: AccountViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        balanceLabel.font = .preferredFont(forTextStyle: .largeTitle)
        statementsButton.setTitle("Statements", for: .normal)

        let stack = UIStackView(arrangedSubviews: [balanceLabel, statementsButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        ])

        viewModel.account
            .compactMap { $0 }
            .subscribe(onNext: { [unowned self] account in
                self.title = account.name
                self.balanceLabel.text = account.balance.formatted(.currency(code: account.currencyCode))
            })
            .disposed(by: disposeBag)

        statementsButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.showStatements() })
            .disposed(by: disposeBag)

        viewModel.load()
    }

}
