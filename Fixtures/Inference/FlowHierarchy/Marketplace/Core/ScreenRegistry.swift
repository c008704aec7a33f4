//
//  ScreenRegistry.swift
//  Marketplace
//

import UIKit

/// A tiny service locator for screens that need more than `init()`.
final class ScreenRegistry {

    static let shared = ScreenRegistry()

    fileprivate var factories: [ObjectIdentifier: () -> BaseViewController] = [:]
    fileprivate var warm: [BaseViewController] = []

    func register<T: BaseViewController>(_ type: T.Type, factory: @escaping () -> T) {
        factories[ObjectIdentifier(type)] = factory
    }

    func make<T: BaseViewController>(_ type: T.Type) -> T {
        if let factory = factories[ObjectIdentifier(type)], let screen = factory() as? T {
            return screen
        }
        return T.instantiate()
    }

    func warmUp(_ screen: BaseViewController) {
        screen.loadViewIfNeeded()
        warm.append(screen)
    }
}
