/// What a value a coordinator shows or starts stands for beyond what `HeldScreens` unwraps: screens
/// another coordinator made, and members a base class leaves to its subclasses.
final class CoordinatorValues {
    private let model: SemanticModel
    private var overriddenMemo: [String: Bool] = [:]

    init(model: SemanticModel) {
        self.model = model
    }

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
