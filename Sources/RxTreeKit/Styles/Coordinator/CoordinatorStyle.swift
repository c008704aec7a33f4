/// Hand-written coordinators: classes conforming to a project protocol whose name ends in
/// `Coordinator` (or named `…Coordinator` and declaring `start()`) are nodes; the view controllers they
/// show and the child coordinators and RxFlow flows they start are their edges.
///
/// Every method of a coordinator is an entry point: screens call a coordinator's methods through
/// delegates and closures, so a method that shows something counts whoever calls it.
struct CoordinatorStyle: NavigationStyle {
    let keywords = ["Coordinator"]
    let callNames: Set<String> = ShownScreens.callNames.union([
        "start", "coordinate", "addChild", "addChildCoordinator", "append", "use",
    ])
    let valueCalls: Set<String> = ShownScreens.containers
    let assignedMembers: Set<String> = ShownScreens.assignedMembers
    /// `childCoordinators.append(child)` only: arrays are appended to everywhere.
    let receiverNames: [String: Set<String>] = ["append": [CoordinatorStyle.childrenProperty]]
    let frameworkNames: Set<String> = ["FlowCoordinator", "Flows"]
    let abstractTypes: Set<String> = []
    let nodeKinds: [NodeKind] = [.coordinator]
    let edgeKinds: [EdgeKind] = [.show, .start]

    /// The property coordinators keep their children in, by convention.
    static let childrenProperty = "childCoordinators"
    /// Helpers whose calls rxtree reads where they are called, not in their bodies.
    static let childHelpers: Set<String> = ["coordinate", "addChild", "addChildCoordinator"]

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel
        private var coordinatorMemo: [String: Bool] = [:]

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? {
            guard conformsToCoordinatorProtocol(type, needs: &needs) || isNamedCoordinatorWithStart(type) else { return nil }
            return .coordinator
        }

        /// A class named `…Coordinator` that declares `start()` itself or in an extension.
        private func isNamedCoordinatorWithStart(_ name: String) -> Bool {
            let last = name.split(separator: ".").last.map(String.init) ?? name
            return last.hasSuffix("Coordinator") && model.index.types[name]?.functions["start"] != nil
        }

        /// Conforms, through project protocols and superclasses, to a project protocol named `…Coordinator`.
        private func conformsToCoordinatorProtocol(_ name: String, needs: inout Needs) -> Bool {
            if let known = coordinatorMemo[name] { return known }
            coordinatorMemo[name] = false
            var result = false
            for inherited in model.index.types[name]?.inheritance ?? [] {
                guard let type = model.index.lookupType(inherited, from: name, needs: &needs), type != name,
                      let info = model.index.types[type] else { continue }
                let last = type.split(separator: ".").last.map(String.init) ?? type
                result = (info.kind == .protocol && last.hasSuffix("Coordinator")) || conformsToCoordinatorProtocol(type, needs: &needs)
                if result { break }
            }
            coordinatorMemo[name] = result
            return result
        }

        func drawEdges(into draft: inout GraphDraft) {
            // `appCoordinator.start()` in the app or scene delegate: where the app starts.
            LaunchedCoordinators.record(in: model, into: &draft) { call in
                call.name == "start" && call.receiver != .selfValue ? call.receiver : nil
            }
            for coordinator in draft.nodes.values.sorted(by: NavigationGraph.nodeOrder) where coordinator.kind == .coordinator {
                // XCoordinator's coordinators are that style's.
                guard !XCoordinatorStyle.isXCoordinator(coordinator.name, in: model, needs: &draft.needs) else { continue }
                for reached in CoordinatorMethods.reached(by: coordinator.name, in: model, needs: &draft.needs) {
                    draw(reached, of: coordinator.name, into: &draft)
                }
            }
        }

        private func draw(_ reached: TypeInference.Reached, of coordinator: String, into draft: inout GraphDraft) {
            let function = reached.function
            let step = ".\(function.name)"
            let isHelper = CoordinatorStyle.childHelpers.contains(function.name)
            for call in function.body.calls {
                if ShownScreens.isShowCall(call) {
                    for screen in ShownScreens.values(call.firstArgument) {
                        target(screen, of: call, kinds: [.viewController], edge: .show, verb: "shown", from: coordinator, reached, step, &draft)
                    }
                    continue
                }
                guard let started = started(by: call) else { continue }
                // The body of `coordinate(to:)` starts whatever it is given: its call sites say what.
                if isHelper, ShownScreens.isParameter(started.value) { continue }
                for child in ShownScreens.values(started.value) {
                    target(child, of: call, kinds: started.kinds, edge: .start, verb: "started", from: coordinator, reached, step, &draft, warns: started.warns)
                }
            }
        }

        /// What a call starts, the kinds of node it may start, and whether a value of unknown type is
        /// worth a warning: `child.start()`, `coordinate(to: child)`, `addChild(child)`,
        /// `childCoordinators.append(child)`, RxFlow's `coordinate(flow:with:)` and `Flows.use(flow, when:)`.
        private func started(by call: CallFact) -> (value: ValueExpr, kinds: [NodeKind], warns: Bool)? {
            switch call.name {
            case "start":
                // Anything may have a `start()`; only an abstract coordinator is worth a warning.
                guard let receiver = call.receiver, receiver != .selfValue else { return nil }
                return (receiver, [.coordinator], false)
            case "coordinate" where call.labels.first == "to":
                return (call.firstArgument, [.coordinator], true)
            case "coordinate" where call.labels.first == "flow":
                return (call.firstArgument, [.flow], true)
            case "use" where call.receiver == .name("Flows") && call.labels.first == .some(nil):
                return (call.firstArgument, [.flow], true)
            case "addChild", "addChildCoordinator":
                guard call.labels == [nil], call.receiver == nil || call.receiver == .selfValue else { return nil }
                return (call.firstArgument, [.coordinator], true)
            case "append":
                guard call.labels == [nil], let receiver = call.receiver, Self.isChildren(receiver) else { return nil }
                return (call.firstArgument, [.coordinator], true)
            default:
                return nil
            }
        }

        private static func isChildren(_ value: ValueExpr) -> Bool {
            value == .name(CoordinatorStyle.childrenProperty) || value == .member(.selfValue, CoordinatorStyle.childrenProperty)
        }

        private func target(
            _ value: ValueExpr, of call: CallFact, kinds: [NodeKind], edge: EdgeKind, verb: String, from coordinator: String,
            _ reached: TypeInference.Reached, _ step: String, _ draft: inout GraphDraft, warns: Bool = true
        ) {
            let types = draft.instanceTypes(of: value, in: coordinator, generics: reached.generics)
            let targets = types.filter { type in draft.kind(of: type).map(kinds.contains) == true && type != coordinator }
            if targets.isEmpty {
                let subject = "'\(call.text)' \(verb) by \(coordinator)"
                if warns {
                    draft.warnIfUnresolved(types, subject: subject, at: call.location)
                } else if let abstract = types.first(where: model.isAbstract), isCoordinatorProtocol(abstract, needs: &draft.needs) {
                    draft.warnIfUnresolved([abstract], subject: subject, at: call.location)
                }
            }
            for target in targets {
                draft.edges.add(from: coordinator, to: target, kind: edge, steps: [step], at: call.location)
            }
        }


        /// A project protocol that makes its conformers coordinators (or is `…Coordinator` itself).
        private func isCoordinatorProtocol(_ name: String, needs: inout Needs) -> Bool {
            guard model.index.types[name]?.kind == .protocol else { return false }
            let last = name.split(separator: ".").last.map(String.init) ?? name
            return last.hasSuffix("Coordinator") || conformsToCoordinatorProtocol(name, needs: &needs)
        }

        /// A project protocol that makes its conformers coordinators: a class adopting it in a filtered file is a node.
        func wantedNames(needs: inout Needs) {
            for (name, info) in model.index.types where info.kind == .protocol && isCoordinatorProtocol(name, needs: &needs) {
                needs.insert(name)
            }
        }
    }
}

/// The code a coordinator (or flow controller) runs: every method of its class chain and the protocols
/// it adopts, each with what it reaches through calls on `self` and `super`.
enum CoordinatorMethods {
    static func reached(by type: String, in model: SemanticModel, needs: inout Needs) -> [TypeInference.Reached] {
        var names: Set<String> = []
        for owner in model.index.memberOwners(of: type, needs: &needs) {
            names.formUnion(model.index.types[owner]?.functions.keys ?? [:].keys)
        }
        // A function reached from several methods is read once for each: its edges and warnings merge.
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.flatMap { name in
            model.inference.reachableFunctions(from: name, on: type, needs: &needs)
        }
    }
}

extension NodeKind {
    /// A hand-written or XCoordinator coordinator.
    public static let coordinator = NodeKind(name: "coordinator", rank: 0, look: NodeLook(
        label: "coordinator",
        color: "95",
        dotAttributes: "shape=hexagon, style=filled, fillcolor=\"#ffe8cc\"",
        mermaidClass: (name: "coordinator", style: "fill:#ffe8cc,stroke:#d9480f"),
        isEntryPoint: true
    ))
}

extension EdgeKind {
    /// A coordinator shows a view controller (push, present, set, show).
    public static let show = EdgeKind(name: "show", rank: 0, look: EdgeLook(entersTarget: true))
    /// A coordinator starts a child coordinator or an RxFlow flow.
    public static let start = EdgeKind(name: "start", rank: 0, look: EdgeLook(dotStyle: "bold", mermaidArrow: "==>", entersTarget: true))
}
