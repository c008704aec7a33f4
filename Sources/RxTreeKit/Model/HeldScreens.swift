/// What a value a flow contributes or a coordinator shows stands for, read with the model
/// (`ShownScreens.values`, followed into the owner's properties): a property of the owner's that
/// holds a navigation controller made around a screen (`lazy var navigation =
/// UINavigationController(rootViewController: form)`, `var root: Presentable { navigation }`) stands
/// for what it holds, since it is shown later and the screen is made and shown by the same owner; so does
/// a project method that wraps its receiver (`home.embeddedInNavigation()`).
final class HeldScreens {
    private let model: SemanticModel
    /// Whether the project's own navigation controllers made around a screen show it too (coordinators),
    /// or stand only for themselves (a flow contributes such a controller as a screen of the project).
    private let projectContainers: Bool
    private var navigationControllerMemo: [String: Bool] = [:]

    /// How many properties deep a held navigation controller is looked for (`var root { navigation }`).
    static let maximumPropertyDepth = 8

    init(model: SemanticModel, projectContainers: Bool) {
        self.model = model
        self.projectContainers = projectContainers
    }

    /// The values `value` stands for in `owner`'s code.
    func shown(_ value: ValueExpr, in owner: String, _ needs: inout Needs) -> [ValueExpr] {
        unwrapped(value, in: owner, depth: 0, &needs).values
    }

    /// What an object of the project (a router) is handed to show: a navigation controller made around a screen
    /// stands for what `shown` gives, as it does where the owner shows it itself.
    func handed(_ value: ValueExpr, in owner: String, _ needs: inout Needs) -> ValueExpr {
        let found = unwrapped(value, in: owner, depth: 0, &needs)
        return found.wraps ? .oneOf(found.values) : value
    }

    private func unwrapped(_ value: ValueExpr, in owner: String, depth: Int, _ needs: inout Needs) -> (values: [ValueExpr], wraps: Bool) {
        let (value, wrapsItsReceiver) = throughHelpers(value, in: owner, depth: depth, &needs)
        let direct = ShownScreens.values(value) { projectContainers && isNavigationController($0, &needs) }
        var wraps = wrapsItsReceiver || self.wraps(value, &needs)
        var result: [ValueExpr] = []
        for value in direct {
            guard depth < Self.maximumPropertyDepth, let name = value.ownMember,
                  let found = model.index.properties(name, on: owner, needs: &needs) else {
                result.append(value)
                continue
            }
            var held = found.properties.flatMap { property in (property.initializer.map { [$0] } ?? []) + property.body.returnValues }
            held += model.index.types[found.owner]?.assignments(to: name) ?? []
            // Another function's parameters (`self.navigation = navigation` in an initialiser) say nothing here.
            let inner = held.filter { !$0.dependsOnParameter }.map { unwrapped($0, in: owner, depth: depth + 1, &needs) }
            if inner.contains(where: \.wraps) {
                result += inner.flatMap(\.values)
                wraps = true
            } else {
                result.append(value)
            }
        }
        return (result, wraps)
    }

    /// `screen.embeddedInNavigation().styled()`, with project methods (an extension of `UIViewController`'s)
    /// that return a navigation controller made around `self`, or `self`: the screen the call is made on. True
    /// with the value when some call wrapped its receiver.
    private func throughHelpers(_ value: ValueExpr, in owner: String, depth: Int, _ needs: inout Needs) -> (ValueExpr, Bool) {
        guard depth < Self.maximumPropertyDepth else { return (value, false) }
        switch value {
        case .call(let base?, let name, _):
            guard let wraps = returnsItsReceiver(name, on: base, in: owner, &needs) else { return (value, false) }
            let (receiver, inner) = throughHelpers(base, in: owner, depth: depth + 1, &needs)
            return (receiver, wraps || inner)
        case .binding(let declared, let values):
            let found = values.map { throughHelpers($0, in: owner, depth: depth + 1, &needs) }
            guard found.map(\.0) != values else { return (value, false) }
            // The declared type is the container's, not the screen's.
            return (.binding(declared: nil, values: found.map(\.0)), found.contains(where: \.1))
        case .oneOf(let values):
            let found = values.map { throughHelpers($0, in: owner, depth: depth + 1, &needs) }
            return (.oneOf(found.map(\.0)), found.contains(where: \.1))
        default:
            return (value, false)
        }
    }

    /// Whether every project method `name` on what `base` can be returns its receiver: nil when one does not,
    /// else whether one wraps it in a navigation controller.
    private func returnsItsReceiver(_ name: String, on base: ValueExpr, in owner: String, _ needs: inout Needs) -> Bool? {
        let types = model.inference.instanceTypes(of: base, in: owner, needs: &needs)
        guard !types.isEmpty else { return nil }
        var wraps = false
        for type in types {
            guard let found = model.index.functions(name, on: type, needs: &needs) else { return nil }
            for function in found.functions {
                if function.returnsSelf { continue }
                let returned = function.body.returnValues
                guard !returned.isEmpty, returned.allSatisfy({ self.wraps($0, &needs) }),
                      returned.allSatisfy({ ShownScreens.values($0) == [.selfValue] }) else { return nil }
                wraps = true
            }
        }
        return wraps
    }

    /// Whether the value is, or a local or list holds, a navigation controller made around a screen.
    private func wraps(_ value: ValueExpr, _ needs: inout Needs) -> Bool {
        switch value {
        case .array(let values), .oneOf(let values):
            return values.contains { wraps($0, &needs) }
        case .binding(_, let values):
            return ValueExpr.ownValues(values).contains { wraps($0, &needs) }
        case .call(nil, let name, let arguments):
            return arguments.contains { $0.label == ShownScreens.rootLabel }
                && (ShownScreens.containers.contains(name) || projectContainers && isNavigationController(name, &needs))
        default:
            return false
        }
    }

    /// A project class that is a `UINavigationController`: made around a screen, it shows it.
    func isNavigationController(_ name: String, _ needs: inout Needs) -> Bool {
        if let known = navigationControllerMemo[name] { return known }
        var result = false
        if let type = model.index.lookupType(name, from: nil, needs: &needs) {
            let chain = model.index.classChain(type, needs: &needs)
            let framework = chain.last.flatMap { model.index.types[$0]?.inheritance.first }
            result = chain.contains(ShownScreens.navigationController) || framework == ShownScreens.navigationController
        }
        navigationControllerMemo[name] = result
        return result
    }
}
