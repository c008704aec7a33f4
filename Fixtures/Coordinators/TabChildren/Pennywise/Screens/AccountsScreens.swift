import UIKit

final class AccountsListViewController: UITableViewController {
    var onSelectAccount: ((Account) -> Void)?
    var onAddTransaction: (() -> Void)?

    private let ledger: Ledger
    private let bankSync: BankSyncCoordinator

    init(ledger: Ledger, bankSync: BankSyncCoordinator) {
        self.ledger = ledger
        self.bankSync = bankSync
        super.init(style: .insetGrouped)
        title = "Accounts"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.onAddTransaction?()
        })
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.sync() }, for: .valueChanged)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sync()
    }

    private func sync() {
        bankSync.start { [weak self] in
            self?.refreshControl?.endRefreshing()
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ledger.accounts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let account = ledger.accounts[indexPath.row]
        cell.textLabel?.text = account.name
        cell.detailTextLabel?.text = "\(account.balance)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectAccount?(ledger.accounts[indexPath.row])
    }
}

final class AccountDetailViewController: UITableViewController {
    var onAddTransaction: (() -> Void)?

    private let account: Account
    private let transactions: [Transaction]

    init(account: Account, ledger: Ledger) {
        self.account = account
        self.transactions = ledger.transactions(of: account.id)
        super.init(style: .plain)
        title = account.name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.onAddTransaction?()
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transactions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let transaction = transactions[indexPath.row]
        cell.textLabel?.text = transaction.category.name
        cell.detailTextLabel?.text = "\(transaction.amount)"
        return cell
    }

    /// The note editor is a small sheet this screen shows by itself.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let note = TransactionNoteViewController(note: transactions[indexPath.row].note)
        note.sheetPresentationController?.detents = [.medium()]
        present(note, animated: true)
    }
}

final class TransactionNoteViewController: UIViewController {
    private let textView = UITextView()

    init(note: String?) {
        super.init(nibName: nil, bundle: nil)
        textView.text = note
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func loadView() {
        view = textView
    }
}
