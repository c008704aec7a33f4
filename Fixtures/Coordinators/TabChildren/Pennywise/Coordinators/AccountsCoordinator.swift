import UIKit

final class AccountsCoordinator: BaseCoordinator {
    private let services: AppServices
    private let navigationController = PennyNavigationController()
    private lazy var bankSync = BankSyncCoordinator(bank: services.bank, ledger: services.ledger)

    init(services: AppServices) {
        self.services = services
        super.init()
        navigationController.tabBarItem = UITabBarItem(title: "Accounts", image: UIImage(systemName: "creditcard"), tag: 0)
    }

    override var rootViewController: UIViewController {
        navigationController
    }

    override func start() {
        let list = AccountsListViewController(ledger: services.ledger, bankSync: bankSync)
        list.onSelectAccount = { [weak self] account in self?.showAccount(account) }
        list.onAddTransaction = { [weak self] in self?.addTransaction(to: nil) }
        navigationController.setViewControllers([list], animated: false)
    }

    private func showAccount(_ account: Account) {
        let detail = AccountDetailViewController(account: account, ledger: services.ledger)
        detail.onAddTransaction = { [weak self] in self?.addTransaction(to: account) }
        navigationController.pushViewController(detail, animated: true)
    }

    private func addTransaction(to account: Account?) {
        let flow = AddTransactionCoordinator(presenter: navigationController, account: account, ledger: services.ledger)
        flow.onFinish = { [weak self, unowned flow] in self?.removeCoordinator(flow) }
        coordinate(to: flow)
    }
}
