//
//  AppContainer.swift
//  Bookshelf
//

import UIKit

/// A small service locator. Screens are registered under a protocol and resolved as whatever
/// type the caller asks for.
final class AppContainer {

    static let shared = AppContainer()

    fileprivate var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<Service>(_ key: Service.Type, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(key)] = factory
    }

    func resolve<Service>(_ key: Any.Type) -> Service? {
        factories[ObjectIdentifier(key)]?() as? Service
    }
}

// MARK: - Registrations (called once from SceneDelegate, outside every flow)

extension AppContainer {

    func registerScreens() {
        register(NotesScreen.self) {
            NotesViewController()
        }
        register(StatisticsViewController.self) {
            StatisticsViewController(period: .month)
        }
    }
}
