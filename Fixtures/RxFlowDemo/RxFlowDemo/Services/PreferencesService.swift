//
//  PreferencesService.swift
//  RxFlowDemo
//

import Foundation
import RxSwift
import RxCocoa

final class PreferencesService {

    private enum Keys {
        static let userName = "preferences.userName"
        static let apiKey = "preferences.apiKey"
        static let adultContent = "preferences.adultContent"
    }

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    // MARK: - User

    var userName: String? {
        return defaults.string(forKey: Keys.userName)
    }

    func setUserName(_ name: String?) {
        defaults.set(name, forKey: Keys.userName)
    }

    // MARK: - API key

    var apiKey: String? {
        return defaults.string(forKey: Keys.apiKey)
    }

    func setApiKey(_ key: String?) {
        defaults.set(key, forKey: Keys.apiKey)
    }

    // MARK: - Content

    var showsAdultContent: Bool {
        get { return defaults.bool(forKey: Keys.adultContent) }
        set { defaults.set(newValue, forKey: Keys.adultContent) }
    }

    var isOnboarded: Bool {
        return userName != nil && apiKey != nil
    }

}
