/// Generic functions of libraries apps resolve their screens with, whose sources rxtree never sees:
/// each returns an instance of the type passed as its first argument (`X.self`).
enum KnownSignatures {
    /// Swinject's `resolve(_:)`, `resolve(_:name:)`, `resolve(_:argument:)`, `resolve(_:arguments:...)` on a
    /// `Container`, `Resolver` or `Assembler.resolver`; Resolver's static `Resolver.resolve(X.self)`;
    /// SwinjectAutoregistration's `resolver ~> X.self` (the scanner writes it as a call of `~>`).
    static let resolvingFirstArgument: Set<String> = ["resolve", "~>"]

    /// Factory's `Factory<T>`, whose value is called to make a `T`: `Container.shared.home()`.
    static let callableFactories: Set<String> = ["Factory"]

    /// The type Factory's key paths start from: `@Injected(\.home)` is `Container.shared.home()`.
    static let factoryContainer = "Container"
}
