//
//  UserManager.swift
//  RxControllerExample
//

import Foundation
import RxSwift
import RxCocoa

final class UserManager {

    static let shared = UserManager()

    let userRelay = BehaviorRelay<User?>(value: nil)
    let friendsRelay = BehaviorRelay<[User]>(value: [])

    private let defaults: UserDefaults
    private let userKey = "current_user"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        restore()
        friendsRelay.accept(User.samples)
    }

    // MARK: - Persistence

    func save(user: User) {
        userRelay.accept(user)
        if let data = try? JSONEncoder().encode(user) {
            defaults.set(data, forKey: userKey)
        }
    }

    private func restore() {
        guard
            let data = defaults.data(forKey: userKey),
            let user = try? JSONDecoder().decode(User.self, from: data)
        else {
            return
        }
        userRelay.accept(user)
    }

}
