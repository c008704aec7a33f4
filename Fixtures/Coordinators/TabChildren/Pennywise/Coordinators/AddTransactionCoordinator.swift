import UIKit

/// A modal flow: it does not override `start()`; BaseCoordinator presents
/// `rootViewController`, the navigation controller wrapped around the form.
final class AddTransactionCoordinator: BaseCoordinator {
    private let account: Account?
    private let ledger: Ledger

    private lazy var form: AddTransactionViewController = {
        let form = AddTransactionViewController(account: account)
        form.onPickCategory = { [weak self] in self?.pickCategory() }
        form.onSave = { [weak self] transaction in
            self?.ledger.add(transaction)
            self?.finish()
        }
        form.onCancel = { [weak self] in self?.finish() }
        return form
    }()

    private lazy var navigation = PennyNavigationController(rootViewController: form)

    init(presenter: UIViewController, account: Account?, ledger: Ledger) {
        self.account = account
        self.ledger = ledger
        super.init(presenter: presenter)
    }

    override var rootViewController: UIViewController {
        navigation
    }

    private func pickCategory() {
        let picker = CategoryPickerViewController(categories: ledger.categories)
        picker.onPick = { [weak self] category in
            self?.form.category = category
            self?.navigation.popViewController(animated: true)
        }
        navigation.pushViewController(picker, animated: true)
    }
}
