//
//  DependencyContainer.swift
//  Tandem
//

import UIKit
import Swinject

/// The one Swinject container of the app. Everything below `AppFlow` is resolved from here.
final class DependencyContainer {

    static let shared = DependencyContainer()

    let container = Container()
    let assembler: Assembler

    var resolver: Resolver {
        return self.assembler.resolver
    }

    private init() {
        self.assembler = Assembler([
            ServicesAssembly(),
            ScreensAssembly(),
            FlowsAssembly()
        ], container: self.container)
    }
}

/// Resolves its wrapped value from the shared container when the owner is created.
@propertyWrapper
struct Inject<Service> {

    let wrappedValue: Service

    init() {
        self.wrappedValue = DependencyContainer.shared.resolver.resolve(Service.self)!
    }

    init(name: String) {
        self.wrappedValue = DependencyContainer.shared.resolver.resolve(Service.self, name: name)!
    }
}

// MARK: - Screens

/// Thin wrapper so that flows do not force-unwrap everywhere.
final class ScreenFactory {

    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func make<T>(_ type: T.Type) -> T {
        guard let screen = self.resolver.resolve(type) else {
            fatalError("\(type) is not registered in any assembly")
        }
        return screen
    }

    func screen<T>(named name: String, as type: T.Type) -> T! {
        return self.resolver.resolve(type, name: name)
    }

    /// Wraps the screen in its own navigation stack, for form sheets.
    func embedded<T: UIViewController>(_ type: T.Type) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: self.make(type))
        navigationController.modalPresentationStyle = .formSheet
        return navigationController
    }
}

extension Resolver {

    func require<Service>(_ serviceType: Service.Type, name: String? = nil) -> Service {
        guard let service = self.resolve(serviceType, name: name) else {
            preconditionFailure("Missing registration for \(serviceType)")
        }
        return service
    }
}
