/// What one view model does with events: identifiers by qualified name (`InfoEvent.name`).
struct EventUse {
    var sendsDown: [String: SourceLocation] = [:]
    var receivesUp: [String: SourceLocation] = [:]
    var sendsUp: [String: SourceLocation] = [:]
    var receivesDown: [String: SourceLocation] = [:]
    /// Router targets: sent on, with where.
    var forwardsDown: [String: SourceLocation] = [:]
    var forwardsUp: [String: SourceLocation] = [:]
    /// An event call whose identifier is not known: anything may be sent or received.
    var hasUnknownSend = false
    var hasUnknownReceive = false
}

/// The events of a whole project, found once for all the event rules (`Checks/`): which view model is
/// whose child, what each sends, receives and forwards, and which identifiers are declared and used.
/// It also labels the child view controller edges with the events along them (`EdgeEvents`).
final class EventWiring {
    private let model: SemanticModel
    /// Identifiers, `static let name = RxControllerEvent.identifier()`, by qualified name.
    private(set) var declared: [String: SourceLocation] = [:]
    /// What each type does with events, by name.
    private(set) var uses: [String: EventUse] = [:]
    private(set) var parents: [String: Set<String>] = [:]
    private(set) var children: [String: Set<String>] = [:]
    /// The identifiers some event call names.
    private(set) var used: Set<String> = []
    /// Whether some event call names its identifier in a way only known at run time.
    private(set) var anyUnknownIdentifier = false
    /// Parent events received in `init`: the identifier, the receiving type, and where.
    private(set) var receivedInInit: [(event: String, owner: String, location: SourceLocation)] = []
    /// Each view model's screens: whether all their children are known is asked per view model.
    private var screens: [String: [String]] = [:]
    private var childrenKnown: [String: Bool] = [:]

    init(model: SemanticModel, draft: inout GraphDraft) {
        self.model = model
        wire(&draft)
    }

    /// The view models in name order, with what each does with events.
    var usesInOrder: [(owner: String, use: EventUse)] {
        uses.sorted { String.utf8Order($0.key, $1.key) }.map { ($0.key, $0.value) }
    }

    /// Whether every screen of `viewModel` adds only children whose view models are known.
    func allChildrenKnown(of viewModel: String) -> Bool {
        if let known = childrenKnown[viewModel] { return known }
        let known = (screens[viewModel] ?? []).allSatisfy(addsOnlyKnownChildren)
        childrenKnown[viewModel] = known
        return known
    }

    private func wire(_ draft: inout GraphDraft) {
        let index = model.index
        var unneeded = Needs()
        // Members are read in declaration order, without building every type's member tables; so where
        // two functions send one event, the later one's location is kept on every run.
        for (owner, info) in index.types {
            for property in info.propertiesWithCalls where property.isStatic {
                if let call = property.body.calls.first(where: { $0.name == "identifier" }) {
                    declared["\(owner).\(property.name)"] = call.location
                }
            }
        }
        guard !declared.isEmpty else { return }

        let owners = index.types.keys.sorted(by: String.utf8Order)
        for owner in owners {
            guard let info = index.types[owner] else { continue }
            var use = EventUse()
            for function in info.functionsWithCalls {
                for call in function.body.calls {
                    note(call, in: owner, function: function.name, use: &use)
                    // `addChild(childViewModel)` and `addChildren(a, b)` in a view model.
                    if call.name == "addChild" || call.name == "addChildren", call.receiver == nil || call.receiver == .selfValue {
                        for argument in [call.firstArgument] + call.laterArguments {
                            for child in model.inference.instanceTypes(of: argument, in: owner, needs: &unneeded) where child != owner {
                                parents[child, default: []].insert(owner)
                            }
                        }
                    }
                }
            }
            for property in info.propertiesWithCalls {
                for call in property.body.calls {
                    note(call, in: owner, function: nil, use: &use)
                }
            }
            uses[owner] = use
        }

        // View controllers' children: `RxViewController.addChild` adds the view models too.
        for edge in draft.edges.all where edge.kind == .child {
            guard let parent = RxControllerViewModels.viewModelType(of: edge.from, model: model, needs: &unneeded),
                  let child = RxControllerViewModels.viewModelType(of: edge.to, model: model, needs: &unneeded), parent != child else { continue }
            parents[child, default: []].insert(parent)
            let parentUse = uses[parent] ?? EventUse()
            let childUse = uses[child] ?? EventUse()
            let down = Set(parentUse.sendsDown.keys).union(parentUse.forwardsDown.keys).intersection(childUse.receivesDown.keys)
            let up = Set(childUse.sendsUp.keys).union(childUse.forwardsUp.keys).intersection(parentUse.receivesUp.keys)
            if !down.isEmpty || !up.isEmpty {
                draft.annotations.append(EdgeEvents.annotation(from: edge.from, to: edge.to, down: down.sorted(), up: up.sorted()))
            }
        }
        for (child, set) in parents { for parent in set { children[parent, default: []].insert(child) } }
        for name in draft.nodes.keys {
            if let viewModel = RxControllerViewModels.viewModelType(of: name, model: model, needs: &unneeded) { screens[viewModel, default: []].append(name) }
        }
    }

    /// Whether every child view controller `screen` adds has a known view model.
    private func addsOnlyKnownChildren(_ screen: String) -> Bool {
        var unneeded = Needs()
        for body in model.index.types[screen]?.bodies ?? [] {
            for call in body.calls where KnownSignatures.isChildAddition(call) && (call.receiver == nil || call.receiver == .selfValue) {
                let types = model.inference.instanceTypes(of: call.firstArgument, in: screen, needs: &unneeded)
                if !types.contains(where: { RxControllerViewModels.viewModelType(of: $0, model: model, needs: &unneeded) != nil }) { return false }
            }
        }
        return true
    }

    /// Files one event call under what `use` records.
    private func note(_ call: CallFact, in owner: String, function: String?, use: inout EventUse) {
        let relay: String?
        switch call.receiver {
        case .name(let name)?: relay = name
        case .member(_, let name)?: relay = name
        default: relay = nil
        }
        func identifier(_ value: ValueExpr?) -> String? {
            guard let value, let name = identifierName(value, in: owner) else {
                anyUnknownIdentifier = true
                return nil
            }
            used.insert(name)
            return name
        }
        let inInit = function == "init"
        switch (call.name, relay) {
        case ("accept", "events"):
            if let id = identifier(call.firstArgument) { use.sendsDown[id] = call.location } else { use.hasUnknownSend = true }
        case ("accept", "parentEvents"):
            if let id = identifier(call.firstArgument) { use.sendsUp[id] = call.location } else { use.hasUnknownSend = true }
        case ("value", "events"), ("unwrappedValue", "events"):
            if let id = identifier(call.firstArgument) { use.receivesUp[id] = call.location } else { use.hasUnknownReceive = true }
        case ("value", "parentEvents"), ("unwrappedValue", "parentEvents"):
            if let id = identifier(call.firstArgument) {
                use.receivesDown[id] = call.location
                if inInit { receivedInInit.append((id, owner, call.location)) }
            } else { use.hasUnknownReceive = true }
        case ("bindToEvents", _):
            if let id = identifier(call.laterArguments.first) { use.sendsDown[id] = call.location } else { use.hasUnknownSend = true }
        case ("bindToParentEvents", _):
            if let id = identifier(call.laterArguments.first) { use.sendsUp[id] = call.location } else { use.hasUnknownSend = true }
        case ("bindEvents", _):
            if let id = identifier(call.laterArguments.first) { use.receivesUp[id] = call.location } else { use.hasUnknownReceive = true }
        case ("bindParentEvents", _):
            if let id = identifier(call.laterArguments.first) {
                use.receivesDown[id] = call.location
                if inInit { receivedInInit.append((id, owner, call.location)) }
            } else { use.hasUnknownReceive = true }
        case ("forward", _) where call.labels.first == "parentEvent":
            // Receives from its parent, sends to its children.
            if let id = identifier(call.firstArgument) { use.receivesDown[id] = call.location } else { use.hasUnknownReceive = true }
            if let id = identifier(call.laterArguments.first) { use.forwardsDown[id] = call.location } else { use.hasUnknownSend = true }
        case ("forward", _) where call.labels.first == "toEvent":
            // Receives from its children, sends to its parent.
            if let id = identifier(call.firstArgument) { use.receivesUp[id] = call.location } else { use.hasUnknownReceive = true }
            if let id = identifier(call.laterArguments.first) { use.forwardsUp[id] = call.location } else { use.hasUnknownSend = true }
        default:
            break
        }
    }

    /// `InfoEvent.name`, `InfoEvent.name.event(x)`, a local holding one: the identifier's qualified name.
    private func identifierName(_ value: ValueExpr, in owner: String) -> String? {
        switch value {
        case .call(let base?, "event", _): return identifierName(base, in: owner)
        case .member(.name(let type), let name):
            var unneeded = Needs()
            let resolved = model.index.lookupType(type, from: owner, probing: true, needs: &unneeded) ?? type
            return "\(resolved).\(name)"
        case .binding(_, let values) where ValueExpr.ownValues(values).count == 1:
            return identifierName(ValueExpr.ownValues(values)[0], in: owner)
        default: return nil
        }
    }
}
