import Foundation

struct Account: Hashable {
    let id: String
    let name: String
    var balance: Decimal
}

struct Category: Hashable {
    let name: String
    let symbol: String
}

struct Transaction: Hashable {
    let id: String
    let accountID: String
    let amount: Decimal
    let category: Category
    let date: Date
    var note: String?
}

struct Budget: Hashable {
    let id: String
    let category: Category
    let limit: Decimal
    var spent: Decimal
}

enum ExportFormat: CaseIterable {
    case csv
    case pdf
}

final class Session {
    private(set) var hasCompletedOnboarding = UserDefaults.standard.bool(forKey: "onboarding.done")

    func completeOnboarding() {
        hasCompletedOnboarding = true
        UserDefaults.standard.set(true, forKey: "onboarding.done")
    }
}

final class Ledger {
    private(set) var accounts: [Account] = []
    private(set) var transactions: [Transaction] = []
    let categories = [
        Category(name: "Groceries", symbol: "cart"),
        Category(name: "Rent", symbol: "house"),
        Category(name: "Transport", symbol: "tram"),
        Category(name: "Fun", symbol: "gamecontroller"),
    ]

    func add(_ transaction: Transaction) {
        transactions.append(transaction)
    }

    func merge(_ imported: [Transaction]) {
        let known = Set(transactions.map(\.id))
        transactions += imported.filter { !known.contains($0.id) }
    }

    func transactions(of accountID: String) -> [Transaction] {
        transactions.filter { $0.accountID == accountID }
    }
}

final class BudgetStore {
    private(set) var budgets: [Budget] = []
}

final class ReportBuilder {
    struct MonthReport {
        let totals: [Category: Decimal]
    }

    func currentMonth() -> MonthReport {
        MonthReport(totals: [:])
    }

    func monthlyTotals(for category: Category, months: Int) -> [Decimal] {
        Array(repeating: 0, count: months)
    }
}

final class BankClient {
    func fetchTransactions(completion: @escaping ([Transaction]) -> Void) {
        DispatchQueue.global().async { completion([]) }
    }
}

final class AppServices {
    let session = Session()
    let ledger = Ledger()
    let budgets = BudgetStore()
    let reports = ReportBuilder()
    let bank = BankClient()
}
