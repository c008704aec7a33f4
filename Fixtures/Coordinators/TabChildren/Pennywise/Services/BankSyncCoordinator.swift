import Foundation

/// Pulls new transactions from the bank into the ledger. Not a navigation flow:
/// it has no screens and no children, whatever its name says.
final class BankSyncCoordinator {
    private let bank: BankClient
    private let ledger: Ledger
    private(set) var isRunning = false

    init(bank: BankClient, ledger: Ledger) {
        self.bank = bank
        self.ledger = ledger
    }

    func start(completion: (() -> Void)? = nil) {
        guard !isRunning else { return }
        isRunning = true
        bank.fetchTransactions { [weak self] transactions in
            DispatchQueue.main.async {
                self?.ledger.merge(transactions)
                self?.isRunning = false
                completion?()
            }
        }
    }
}
