import UIKit

final class AddTransactionViewController: UITableViewController {
    var onPickCategory: (() -> Void)?
    var onSave: ((Transaction) -> Void)?
    var onCancel: (() -> Void)?
    var category: Category? {
        didSet { tableView.reloadData() }
    }

    private let account: Account?
    private var amount: Decimal = 0

    init(account: Account?) {
        self.account = account
        super.init(style: .insetGrouped)
        title = "New transaction"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.onCancel?()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            self?.save()
        })
    }

    private func save() {
        guard let category else { return }
        let transaction = Transaction(id: UUID().uuidString, accountID: account?.id ?? "cash", amount: amount,
                                      category: category, date: Date(), note: nil)
        onSave?(transaction)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Category"
        cell.detailTextLabel?.text = category?.name ?? "Choose"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onPickCategory?()
    }
}

final class CategoryPickerViewController: UICollectionViewController {
    var onPick: ((Category) -> Void)?
    private let categories: [Category]

    init(categories: [Category]) {
        self.categories = categories
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        title = "Category"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "category")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        categories.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "category", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = categories[indexPath.item].name
        content.image = UIImage(systemName: categories[indexPath.item].symbol)
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onPick?(categories[indexPath.item])
    }
}
