/// RxController's second channel: events between a view model and its first-generation children.
/// A parent sends with `events.accept(InfoEvent.name.event(x))` or `bindToEvents(from:with:)`, a child
/// receives with `parentEvents.value(of:)`, `unwrappedValue(of:type:)` or `bindParentEvents(to:with:)`,
/// and the other way round; routers (`forward(parentEvent:toEvent:)`, `forward(toEvent:parentEvent:)`)
/// pass events on. This style draws no edge: it labels the child view controller edges with what
/// travels along them (`EdgeEvents`) and checks the wires, only where every end is known.
struct RxControllerEventStyle: NavigationStyle {
    /// `Events(` is in every binder (`bindParentEvents(`), `parentEvent` in the routers and `parentEvents`.
    let keywords = ["RxControllerEvent", "parentEvent", "Events(", "events."]
    let callNames: Set<String> = [
        "accept", "value", "unwrappedValue", "bindToEvents", "bindToParentEvents", "bindEvents", "bindParentEvents",
        "forward", "addChild", "addChildren", "identifier",
    ]
    let receiverNames: [String: Set<String>] = [
        "accept": ["events", "parentEvents"], "value": ["events", "parentEvents"], "unwrappedValue": ["events", "parentEvents"],
        "identifier": ["RxControllerEvent"],
    ]
    let frameworkNames: Set<String> = ["RxControllerEvent", "RxViewModel"]
    let abstractTypes: Set<String> = []
    let nodeKinds: [NodeKind] = []
    let edgeKinds: [EdgeKind] = []
    let annotationKinds: [AnnotationKind] = [EdgeEvents.kind]

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? { nil }
        func drawEdges(into draft: inout GraphDraft) {}

        func check(_ draft: inout GraphDraft) {
            var events = EventWiring(model: model)
            events.run(&draft)
        }
    }
}

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

/// The events of a whole project: which view model is whose child, what each sends and receives.
struct EventWiring {
    private let model: SemanticModel

    init(model: SemanticModel) {
        self.model = model
    }

    mutating func run(_ draft: inout GraphDraft) {
        let index = model.index
        var unneeded = Needs()
        // Identifiers: `static let name = RxControllerEvent.identifier()`.
        var declared: [String: SourceLocation] = [:]
        for (owner, info) in index.types {
            for (name, properties) in info.properties {
                for property in properties where property.isStatic {
                    if let call = property.body.calls.first(where: { $0.name == "identifier" }) {
                        declared["\(owner).\(name)"] = call.location
                    }
                }
            }
        }
        guard !declared.isEmpty else { return }

        var uses: [String: EventUse] = [:]
        var parents: [String: Set<String>] = [:]
        var used: Set<String> = []
        var anyUnknownIdentifier = false
        let owners = index.types.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for owner in owners {
            guard let info = index.types[owner] else { continue }
            var use = EventUse()
            for (functionName, functions) in info.functions {
                for function in functions {
                    for call in function.body.calls {
                        note(call, in: owner, function: functionName, use: &use, used: &used, unknown: &anyUnknownIdentifier, draft: &draft)
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
            }
            for (_, properties) in info.properties {
                for property in properties {
                    for call in property.body.calls {
                        note(call, in: owner, function: nil, use: &use, used: &used, unknown: &anyUnknownIdentifier, draft: &draft)
                    }
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
        var children: [String: Set<String>] = [:]
        for (child, set) in parents { for parent in set { children[parent, default: []].insert(child) } }
        // Each view model's screens, found once: whether all their children are known is asked per view model.
        var screens: [String: [String]] = [:]
        for name in draft.nodes.keys {
            if let viewModel = RxControllerViewModels.viewModelType(of: name, model: model, needs: &unneeded) { screens[viewModel, default: []].append(name) }
        }
        var childrenKnown: [String: Bool] = [:]
        func allChildrenKnown(of viewModel: String) -> Bool {
            if let known = childrenKnown[viewModel] { return known }
            let known = (screens[viewModel] ?? []).allSatisfy(addsOnlyKnownChildren)
            childrenKnown[viewModel] = known
            return known
        }

        for (owner, use) in uses.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            // A child receives what no parent sends down (or a sibling up: they share the parent's relay).
            if let known = parents[owner], !known.isEmpty {
                let senders = known.compactMap { uses[$0] }
                let siblings = known.flatMap { children[$0] ?? [] }.compactMap { uses[$0] }
                if !senders.contains(where: \.hasUnknownSend), !siblings.contains(where: \.hasUnknownSend) {
                    let sent = Set(senders.flatMap { Array($0.sendsDown.keys) + Array($0.forwardsDown.keys) })
                        .union(siblings.flatMap { Array($0.sendsUp.keys) + Array($0.forwardsUp.keys) })
                    for (event, location) in use.receivesDown where !sent.contains(event) {
                        draft.findings.append(Finding(
                            rule: .unsentEvent, location: location,
                            message: "\(owner) receives \(event) from its parent, but \(StepChecks.someNames(known.sorted())) never sends it"
                        ))
                    }
                }
            }
            // A parent receives what none of its children sends up, nor it itself down (one relay).
            if !use.receivesUp.isEmpty {
                let known = children[owner] ?? []
                let childUses = known.compactMap { uses[$0] }
                if !known.isEmpty, childUses.count == known.count, !childUses.contains(where: \.hasUnknownSend), !use.hasUnknownSend,
                   allChildrenKnown(of: owner) {
                    let sent = Set(childUses.flatMap { Array($0.sendsUp.keys) + Array($0.forwardsUp.keys) })
                        .union(use.sendsDown.keys).union(use.forwardsDown.keys)
                    for (event, location) in use.receivesUp where !sent.contains(event) {
                        draft.findings.append(Finding(
                            rule: .unsentChildEvent, location: location,
                            message: "\(owner) receives \(event) from its children, but none of \(StepChecks.someNames(known.sorted())) sends it"
                        ))
                    }
                } else if !known.isEmpty {
                    draft.undecided["events a parent receives from children not all known", default: 0] += use.receivesUp.count
                }
            }
            // A router forwards to an event nobody on the other side receives.
            let below = (children[owner] ?? []).compactMap { uses[$0] }
            if !(children[owner] ?? []).isEmpty, below.count == (children[owner] ?? []).count, allChildrenKnown(of: owner),
               !below.contains(where: \.hasUnknownReceive) {
                let received = Set(below.flatMap { $0.receivesDown.keys })
                for (event, location) in use.forwardsDown where !received.contains(event) {
                    draft.findings.append(Finding(
                        rule: .unreceivedForward, location: location,
                        message: "\(owner) forwards to \(event), which none of its children receives"
                    ))
                }
            }
            let above = (parents[owner] ?? []).compactMap { uses[$0] }
            if !(parents[owner] ?? []).isEmpty, above.count == (parents[owner] ?? []).count, !above.contains(where: \.hasUnknownReceive) {
                let received = Set(above.flatMap { $0.receivesUp.keys })
                for (event, location) in use.forwardsUp where !received.contains(event) {
                    draft.findings.append(Finding(
                        rule: .unreceivedForward, location: location,
                        message: "\(owner) forwards \(event) to its parent, which never receives it"
                    ))
                }
            }
        }

        // Identifiers nobody mentions.
        if anyUnknownIdentifier {
            draft.undecided["event identifiers used nowhere (some event call names its identifier at run time)", default: 0] += declared.count
        } else {
            for (name, location) in declared where !used.contains(name) {
                draft.findings.append(Finding(rule: .unusedEvent, location: location, message: "the event \(name) is neither sent nor received"))
            }
        }
    }

    /// Whether every child view controller `screen` adds has a known view model.
    private func addsOnlyKnownChildren(_ screen: String) -> Bool {
        var unneeded = Needs()
        for body in model.index.types[screen]?.bodies ?? [] {
            for call in body.calls where ContainmentStyle.isChildAddition(call) && (call.receiver == nil || call.receiver == .selfValue) {
                let types = model.inference.instanceTypes(of: call.firstArgument, in: screen, needs: &unneeded)
                if !types.contains(where: { RxControllerViewModels.viewModelType(of: $0, model: model, needs: &unneeded) != nil }) { return false }
            }
        }
        return true
    }

    /// Files one event call under what `use` records.
    private func note(
        _ call: CallFact, in owner: String, function: String?, use: inout EventUse, used: inout Set<String>,
        unknown: inout Bool, draft: inout GraphDraft
    ) {
        let relay: String?
        switch call.receiver {
        case .name(let name)?: relay = name
        case .member(_, let name)?: relay = name
        default: relay = nil
        }
        func identifier(_ value: ValueExpr?) -> String? {
            guard let value, let name = identifierName(value, in: owner) else {
                unknown = true
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
                if inInit { eventInInit(id, owner: owner, at: call.location, draft: &draft) }
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
                if inInit { eventInInit(id, owner: owner, at: call.location, draft: &draft) }
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

    private func eventInInit(_ id: String, owner: String, at location: SourceLocation, draft: inout GraphDraft) {
        draft.findings.append(Finding(
            rule: .eventInInit, location: location,
            message: "\(owner) subscribes to \(id) from its parent in init, which has no parent yet: use prepareForParentEvents()"
        ))
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
