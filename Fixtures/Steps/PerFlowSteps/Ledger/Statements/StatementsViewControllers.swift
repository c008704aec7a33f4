//
//  StatementsViewControllers.swift
//  Ledger
//

import UIKit
import PDFKit
import RxSwift
import RxCocoa
import RxFlow

// MARK: - List

final class StatementListViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let statements = BehaviorRelay<[Statement]>(value: [])

    private let accountId: String
    private let accountsService: AccountsService
    private let disposeBag = DisposeBag()

    init(accountId: String, accountsService: AccountsService) {
        self.accountId = accountId
        self.accountsService = accountsService
    }

    func load() {
        accountsService.statements(forAccount: accountId)
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { [unowned self] statements in self.statements.accept(statements) })
            .disposed(by: disposeBag)
    }

    func pick(statement: Statement) {
        steps.accept(StatementsStep.statementIsPicked(statement))
    }

}

final class StatementListViewController: UIViewController {

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let formatter: DateIntervalFormatter = {
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    private let viewModel: StatementListViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: StatementListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Statements"

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "StatementCell")
        view.addSubview(tableView)

        viewModel.statements
            .bind(to: tableView.rx.items(cellIdentifier: "StatementCell")) { [formatter] _, statement, cell in
                cell.textLabel?.text = formatter.string(from: statement.period)
                cell.accessoryType = .disclosureIndicator
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(Statement.self)
            .subscribe(onNext: { [unowned self] statement in self.viewModel.pick(statement: statement) })
            .disposed(by: disposeBag)

        viewModel.load()
    }

}

// MARK: - Detail

final class StatementViewModel: Stepper {

    let steps = PublishRelay<Step>()

    let statement: Statement

    init(statement: Statement) {
        self.statement = statement
    }

    func share() {
        steps.accept(StatementsStep.share(documentURL: statement.documentURL))
    }

}

final class StatementViewController: UIViewController {

    private let pdfView = PDFView()
    private lazy var shareButton = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)

    private let viewModel: StatementViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: StatementViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = shareButton

        pdfView.frame = view.bounds
        pdfView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pdfView.autoScales = true
        pdfView.document = PDFDocument(url: viewModel.statement.documentURL)
        view.addSubview(pdfView)

        shareButton.rx.tap
            .subscribe(onNext: { [unowned self] in self.viewModel.share() })
            .disposed(by: disposeBag)
    }

}
