//
//  AppServices.swift
//  Ledger
//

import Foundation
import RxSwift
import LedgerKit

struct Account: Equatable, Decodable {
    let id: String
    let name: String
    let balance: Decimal
    let currencyCode: String
}

struct Statement: Equatable, Decodable {
    let id: String
    let accountId: String
    let period: DateInterval
    let documentURL: URL
}

final class Preferences {

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var hasCompletedOnboarding: Bool {
        get { return defaults.bool(forKey: "onboarding.completed") }
        set { defaults.set(newValue, forKey: "onboarding.completed") }
    }

    var currencyCode: String {
        get { return defaults.string(forKey: "settings.currency") ?? Locale.current.currency?.identifier ?? "EUR" }
        set { defaults.set(newValue, forKey: "settings.currency") }
    }

}

final class AccountsService {

    private let client: LedgerAPIClient

    init(client: LedgerAPIClient = .shared) {
        self.client = client
    }

    func accounts() -> Single<[Account]> {
        return client.get("accounts")
    }

    func account(withId id: String) -> Single<Account> {
        return client.get("accounts/\(id)")
    }

    func statements(forAccount accountId: String) -> Single<[Statement]> {
        return client.get("accounts/\(accountId)/statements")
    }

}

final class AppServices {
    let preferences = Preferences()
    let accounts = AccountsService()
    /// From LedgerKit: registers for remote notifications and turns a tapped one into steps (`stepper: Stepper`).
    let notifications = PushNotificationService(appGroup: "group.com.example.ledger")
}
