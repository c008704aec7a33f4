/// What a value a coordinator shows or starts stands for, read with the model: the project's own
/// navigation controllers made around a screen, properties holding one that are shown later, screens
/// another coordinator made, and members a base class leaves to its subclasses.
final class CoordinatorValues {
    private let model: SemanticModel
    private var navigationControllerMemo: [String: Bool] = [:]
    private var overriddenMemo: [String: Bool] = [:]

    /// How many properties deep a held navigation controller is looked for (`var root { navigation }`).
    static let maximumPropertyDepth = 8

    init(model: SemanticModel) {
        self.model = model
    }

    /// The values `value` stands for (`ShownScreens.values`), where a property of the coordinator's own
    /// that holds a navigation controller made around a screen (`lazy var navigation =
    /// UINavigationController(rootViewController: form)`) stands for what it holds: it is shown later,
    /// and the screen is made and shown by the same coordinator.
    func shown(_ value: ValueExpr, in coordinator: String, _ needs: inout Needs) -> [ValueExpr] {
        unwrapped(value, in: coordinator, depth: 0, &needs).values
    }

    /// What an object of the project (a router) is handed to show: a navigation controller made around a screen
    /// stands for what `shown` gives, as it does where the coordinator shows it itself.
    func handed(_ value: ValueExpr, in coordinator: String, _ needs: inout Needs) -> ValueExpr {
        let found = unwrapped(value, in: coordinator, depth: 0, &needs)
        return found.wraps ? .oneOf(found.values) : value
    }

    private func unwrapped(_ value: ValueExpr, in coordinator: String, depth: Int, _ needs: inout Needs) -> (values: [ValueExpr], wraps: Bool) {
        let direct = ShownScreens.values(value) { isNavigationController($0, &needs) }
        var wraps = self.wraps(value, &needs)
        var result: [ValueExpr] = []
        for value in direct {
            guard depth < Self.maximumPropertyDepth, let name = value.ownMember,
                  let found = model.index.properties(name, on: coordinator, needs: &needs) else {
                result.append(value)
                continue
            }
            var held = found.properties.flatMap { property in (property.initializer.map { [$0] } ?? []) + property.body.returnValues }
            held += model.index.types[found.owner]?.assignments(to: name) ?? []
            // Another function's parameters (`self.navigation = navigation` in an initialiser) say nothing here.
            let inner = held.filter { !$0.dependsOnParameter }.map { unwrapped($0, in: coordinator, depth: depth + 1, &needs) }
            if inner.contains(where: \.wraps) {
                result += inner.flatMap(\.values)
                wraps = true
            } else {
                result.append(value)
            }
        }
        return (result, wraps)
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
                && (ShownScreens.containers.contains(name) || isNavigationController(name, &needs))
        default:
            return false
        }
    }

    /// A project class that is a `UINavigationController`: made around a screen, it shows it.
    private func isNavigationController(_ name: String, _ needs: inout Needs) -> Bool {
        if let known = navigationControllerMemo[name] { return known }
        var result = false
        if let type = model.index.lookupType(name, from: nil, needs: &needs) {
            let chain = model.index.classChain(type, needs: &needs)
            let framework = chain.last.flatMap { model.index.types[$0]?.inheritance.first }
            result = chain.contains(Self.navigationController) || framework == Self.navigationController
        }
        navigationControllerMemo[name] = result
        return result
    }

    private static let navigationController = "UINavigationController"

    /// Whether the value is a member of, or made by a call on, another coordinator
    /// (`child.rootViewController`): that coordinator made it, so it is no edge of this one.
    func isMadeByAnotherCoordinator(
        _ value: ValueExpr, than coordinator: String, in scope: TypeInference.Scope, _ draft: inout GraphDraft,
        isCoordinator: (String, inout GraphDraft) -> Bool
    ) -> Bool {
        switch value {
        case .member(let base, _), .call(let base?, _, _):
            guard base != .selfValue else { return false }
            let types = draft.instanceTypes(of: base, in: scope)
            return !types.isEmpty && types.allSatisfy { $0 != coordinator && isCoordinator($0, &draft) }
        case .binding(_, let values):
            let own = ValueExpr.ownValues(values)
            return !own.isEmpty && own.allSatisfy { isMadeByAnotherCoordinator($0, than: coordinator, in: scope, &draft, isCoordinator: isCoordinator) }
        default:
            return false
        }
    }

    /// Whether the value reads a member of the coordinator's own that a subclass declares again: a
    /// base class presenting `rootViewController` shows what each subclass overrides (late binding),
    /// and is read for each of them; its own reading is no warning.
    func isOverriddenBelow(_ value: ValueExpr, in coordinator: String, among nodes: [String: NavigationGraph.Node], _ needs: inout Needs) -> Bool {
        let member: String
        switch value {
        case .call(nil, let name, _), .call(.selfValue?, let name, _): member = name
        default:
            guard let name = value.ownMember else { return false }
            member = name
        }
        let key = "\(coordinator).\(member)"
        if let known = overriddenMemo[key] { return known }
        var result = false
        for node in nodes.values where node.kind == .coordinator && node.name != coordinator {
            let chain = model.index.classChain(node.name, needs: &needs)
            guard let position = chain.firstIndex(of: coordinator) else { continue }
            result = chain[..<position].contains { owner in
                model.index.types[owner].map { $0.properties(named: member) != nil || $0.functions(named: member) != nil } == true
            }
            if result { break }
        }
        overriddenMemo[key] = result
        return result
    }

}
