/// What the libraries apps resolve their screens with mean, whose sources rxtree never sees, and the
/// framework calls more than one style reads: the scanner records what Swift says (a call, an operator,
/// a property wrapper), and this says what a library's own names make of it.
enum KnownSignatures {
    /// Generic functions that return an instance of the type passed as their first argument (`X.self`):
    /// Swinject's `resolve(_:)`, `resolve(_:name:)`, `resolve(_:argument:)`, `resolve(_:arguments:...)` on a
    /// `Container`, `Resolver` or `Assembler.resolver`; Resolver's static `Resolver.resolve(X.self)`;
    /// SwinjectAutoregistration's `~>` as `operatorCall` writes it.
    static let resolvingFirstArgument: Set<String> = ["resolve", "~>"]

    /// Swinject's `resolve(X.self, argument: a)`, `resolve(X.self, arguments: a, b)` and the same with
    /// `name:`: the arguments after the type (and the name) are handed to the closure `register(X.self)`
    /// was given, in order (`registering`). Their values are kept whole by the scanner.
    static let resolvingWithArguments: Set<String> = ["resolve"]

    /// Swinject's `register(X.self) { (_: Resolver, router: Routing) in X(router: router) }` and
    /// `register(X.self, name:, factory:)`: the closure's parameters after the resolver are what the
    /// resolves of `X` pass (`ValueExpr.registeredArgument`), and what it returns is what a resolve of a
    /// protocol `X` makes. The scanner records the call with the closure's value as a second argument.
    static let registering: Set<String> = ["register"]

    /// SwinjectAutoregistration's `autoregister(P.self, argument: A.self, initializer: X.init)`: a resolve of a
    /// protocol `P` makes an `X`. Recorded by the scanner as a call the vocabulary names.
    static let autoregistering: Set<String> = ["autoregister"]
    static let initializerLabel = "initializer"

    /// The label a resolve gives a registration's name, which is no argument of its closure.
    static let registrationNameLabel = "name"

    /// Then's `then { $0.title = "Cart" }`, which it declares for every `NSObject` (so every view
    /// controller): the receiver itself, configured. Read only on a class that does not declare it.
    static let returningReceiver: Set<String> = ["then"]

    /// SwinjectAutoregistration's `resolver ~> X.self` and `resolver ~> (X.self, argument: a)`: a call of
    /// `~>` on the resolver with the type first; nil for an operator no library here declares.
    static func operatorCall(_ name: String, _ lhs: ValueExpr, _ rhs: ValueExpr) -> ValueExpr? {
        guard name == "~>" else { return nil }
        let type: ValueExpr
        if case .tuple(let elements) = rhs, let first = elements.first { type = first } else { type = rhs }
        return .call(base: lhs, name: name, arguments: [CallArgument(label: nil, value: type)])
    }

    /// Factory's `Factory<T>`, whose value is called to make a `T`: `Container.shared.home()`.
    static let callableFactories: Set<String> = ["Factory"]

    /// Factory's property wrappers, given a key path of its container: `@Injected(\.home)` is
    /// `Container.shared.home()`.
    static let factoryWrappers: Set<String> = ["Injected", "LazyInjected", "WeakLazyInjected", "InjectedObject"]

    /// The type Factory's key paths start from.
    static let factoryContainer = "Container"

    /// UIKit and system view controllers whose names do not end in `ViewController`.
    static let frameworkViewControllers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIAlertController", "UIHostingController", "UIImagePickerController", "UISearchController",
        "ASNavigationController", "ASTabBarController",
        "UIDocumentBrowserViewController", "UIVideoEditorController", "QLPreviewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "MFMailComposeViewController",
    ]

    /// Whether a class no parsed file declares is a view controller: UIKit's and the system's, which all
    /// inherit `viewControllerBase`.
    static func isFrameworkViewController(_ name: String) -> Bool {
        name.utf8HasSuffix("ViewController") || frameworkViewControllers.contains(name)
    }

    static let viewControllerBase = "UIViewController"

    /// Test frameworks: a file importing one is a test, whose constructions pass stand-ins (`ProjectIndex.callSites`).
    static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

    /// UIKit's `addChild(_:)` (Swift 3's `addChildViewController(_:)`) and RxController's `addChild(_:to:)`.
    static func isChildAddition(_ call: CallFact) -> Bool {
        // Other styles record other calls with the same labels (`childCoordinators.append(child)`).
        guard call.name == "addChild" || call.name == "addChildViewController", let first = call.labels.first else { return false }
        let rest = call.labels.dropFirst()
        return first == nil && (rest.isEmpty || rest == ["to"])
    }
}
