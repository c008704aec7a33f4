/// XCoordinator: subclasses of its coordinators (`NavigationCoordinator<Route>`, `TabBarCoordinator<Route>`,
/// ...) are nodes, and the presentables of the transitions they prepare are their edges, each with the
/// route cases that lead to it.
struct XCoordinatorStyle: NavigationStyle {
    let keywords = ["Coordinator", "prepareTransition"]
    let callNames: Set<String> = [
        "push", "present", "presentOnRoot", "set", "show", "embed", "route", "trigger", "addChild", "init",
    ]
    /// `super.init(rootViewController:)` only: every value is initialised somewhere.
    let receiverNames: [String: Set<String>] = ["init": ["super"]]
    let frameworkNames: Set<String> = XCoordinatorStyle.baseClasses.union([
        "Route", "Router", "StrongRouter", "WeakRouter", "UnownedRouter", "AnyRouter", "Transition", "TransitionProtocol",
        "NavigationTransition", "TabBarTransition", "ViewTransition", "SplitTransition", "PageTransition", "Presentable",
    ])
    let abstractTypes: Set<String> = ["Presentable", "Router", "StrongRouter", "WeakRouter", "UnownedRouter", "AnyRouter"]
    let nodeKinds: [NodeKind] = [.coordinator]
    let edgeKinds: [EdgeKind] = [.transition]

    /// XCoordinator's coordinator classes, which the project subclasses.
    static let baseClasses: Set<String> = [
        "NavigationCoordinator", "TabBarCoordinator", "ViewCoordinator", "SplitCoordinator", "PageCoordinator", "BaseCoordinator",
    ]
    /// Where a coordinator's routes are turned into transitions.
    static let entryMethod = "prepareTransition"
    /// A coordinator's routers are the coordinator, for what it shows.
    static let routerMembers: Set<String> = ["strongRouter", "weakRouter", "unownedRouter", "anyRouter"]
    /// `init` arguments that are presentables: `super.init(tabs: [a, b])`, `super.init(rootViewController: vc)`.
    static let initPresentables: Set<String> = ["tabs", "rootViewController", "root"]

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    /// Whether the class chain of `name` ends in one of XCoordinator's coordinators (not a project class of that name).
    static func isXCoordinator(_ name: String, in model: SemanticModel, needs: inout Needs) -> Bool {
        guard let last = model.index.classChain(name, needs: &needs).last, let info = model.index.types[last],
              info.kind == .class, let superclass = info.inheritance.first,
              model.index.lookupType(superclass, from: last, needs: &needs) == nil else { return false }
        let base = superclass.split(separator: ".").last.map(String.init) ?? superclass
        return baseClasses.contains(base)
    }

    /// `coordinator.strongRouter` is `coordinator`, wherever it is written in the value.
    static func withoutRouters(_ value: ValueExpr) -> ValueExpr {
        switch value {
        case .member(let base, let member) where routerMembers.contains(member): return withoutRouters(base)
        case .binding(let declared, let values): return .binding(declared: declared, values: values.map(withoutRouters))
        case .oneOf(let values): return .oneOf(values.map(withoutRouters))
        case .array(let values): return .array(values.map(withoutRouters))
        default: return value
        }
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? {
            XCoordinatorStyle.isXCoordinator(type, in: model, needs: &needs) ? .coordinator : nil
        }

        func drawEdges(into draft: inout GraphDraft) {
            for coordinator in draft.nodes.values.sorted(by: NavigationGraph.nodeOrder) where coordinator.kind == .coordinator {
                guard XCoordinatorStyle.isXCoordinator(coordinator.name, in: model, needs: &draft.needs) else { continue }
                for reached in CoordinatorMethods.reached(by: coordinator.name, in: model, needs: &draft.needs) {
                    for call in reached.function.body.calls {
                        guard let found = presentable(of: call, in: reached.function) else { continue }
                        let steps = call.cases.isEmpty ? reached.cases : Set(call.cases)
                        for presentable in ShownScreens.values(XCoordinatorStyle.withoutRouters(found.value)) {
                            draw(presentable, of: call, verb: found.verb, from: coordinator.name, steps: steps, reached.generics, &draft)
                        }
                    }
                }
            }
        }

        /// The presentable a call leads to, and the verb for warnings: transitions (`.push(vc)`, `.set([a, b])`,
        /// `.route(.x, on: coordinator)`), `addChild(coordinator)`, and `super.init(tabs:)`/`(rootViewController:)`.
        private func presentable(of call: CallFact, in function: FunctionFacts) -> (value: ValueExpr, verb: String)? {
            switch call.name {
            case "push", "present", "presentOnRoot", "set", "show", "embed":
                guard isTransition(call), call.labels.first == .some(nil) else { return nil }
                return (call.firstArgument, "shown")
            case "route", "trigger":
                guard isTransition(call), let on = call.labels.firstIndex(of: "on"), on >= 1, on - 1 < call.laterArguments.count else { return nil }
                return (call.laterArguments[on - 1], "routed on")
            case "addChild":
                guard call.labels == [nil], call.receiver == nil || call.receiver == .selfValue else { return nil }
                return (call.firstArgument, "added")
            case "init":
                // `super.init(...)` in an initializer: its receiver is no value.
                guard function.name == "init", call.receiver == .unknown, let first = call.labels.first, let label = first,
                      XCoordinatorStyle.initPresentables.contains(label) else { return nil }
                return (call.firstArgument, "shown")
            default:
                return nil
            }
        }

        /// `.push(vc)` or `NavigationTransition.push(vc)`, not `navigationController.push(...)` of some other API.
        private func isTransition(_ call: CallFact) -> Bool {
            guard call.isMemberAccess else { return false }
            guard let receiver = call.receiver else { return true }
            if case .name(let name) = receiver { return name.hasSuffix("Transition") }
            return false
        }

        private func draw(
            _ value: ValueExpr, of call: CallFact, verb: String, from coordinator: String, steps: Set<String>,
            _ generics: GenericBindings, _ draft: inout GraphDraft
        ) {
            let types = draft.instanceTypes(of: value, in: coordinator, generics: generics)
            let targets = types.filter { type in
                let kind = draft.kind(of: type)
                return (kind == .viewController || kind == .coordinator || kind == .flow) && type != coordinator
            }
            if targets.isEmpty {
                // A route's value is the route, not the router it is routed on.
                let subject = verb == "routed on" ? "the router of '.\(call.name)(\(call.text), on:)' in \(coordinator)" : "'\(call.text)' \(verb) by \(coordinator)"
                draft.warnIfUnresolved(types, subject: subject, at: call.location)
            }
            for target in targets {
                draft.edges.add(from: coordinator, to: target, kind: .transition, steps: steps, at: call.location)
            }
        }
    }
}

extension EdgeKind {
    /// An XCoordinator coordinator's transition to a presentable: a view controller or another coordinator.
    public static let transition = EdgeKind(name: "transition", rank: 0, look: EdgeLook(entersTarget: true))
}
