//
//  Services.swift
//  Shopfront
//

import Foundation

internal final class Preferences {
    internal var isOnboarded: Bool {
        return UserDefaults.standard.bool(forKey: "isOnboarded")
    }
}

internal final class RemoteConfig {
    internal private(set) var experiments: [Experiment] = []
    internal private(set) var promotions: [Promotion] = []
}

internal final class CatalogService {
    internal func product(id: Int) -> String? {
        return nil
    }
}

internal final class Services {
    internal let preferences = Preferences()
    internal let remoteConfig = RemoteConfig()
    internal let catalog = CatalogService()
}
