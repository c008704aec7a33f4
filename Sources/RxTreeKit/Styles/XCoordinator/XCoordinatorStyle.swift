/// XCoordinator: subclasses of its coordinators (`NavigationCoordinator<Route>`, `TabBarCoordinator<Route>`,
/// ...) are nodes, and the presentables of the transitions they prepare are their edges, each with the
/// route cases that lead to it.
struct XCoordinatorStyle: NavigationStyle {
    static let name = "XCoordinator"
    var name: String { Self.name }
    let keywords = ["Coordinator", "prepareTransition"]
    let callNames: Set<String> = XCoordinatorStyle.showingTransitions.union(["route", "trigger", "addChild", "init", "setRoot"])
    /// `super.init(rootViewController:)` only: every value is initialised somewhere.
    let receiverNames: [String: Set<String>] = ["init": ["super"]]
    let frameworkNames: Set<String> = XCoordinatorStyle.baseClasses.union([
        "Route", "Router", "StrongRouter", "WeakRouter", "UnownedRouter", "AnyRouter", "Transition", "TransitionProtocol",
        "NavigationTransition", "TabBarTransition", "ViewTransition", "SplitTransition", "PageTransition", "Presentable",
    ])
    let abstractTypes: Set<String> = ["Presentable", "Router", "StrongRouter", "WeakRouter", "UnownedRouter", "AnyRouter"]
    let sameValueMembers: Set<String> = XCoordinatorStyle.routerMembers
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
    /// `init` arguments that are presentables: `super.init(tabs: [a, b], select: a)`, `super.init(master:detail:)`,
    /// `super.init(pages:set:)`, `super.init(root:)`; never `rootViewController:`, the container itself.
    static let initPresentables: Set<String> = ["tabs", "select", "master", "detail", "pages", "set", "root"]
    /// Calls on a coordinator that hand a route to its own `prepareTransition(for:)`: `trigger(.home(router))`,
    /// `deepLink(AppRoute.home(router), ...)`.
    static let selfRoutingCalls: Set<String> = ["trigger", "deepLink"]
    /// The type project helpers returning transitions extend (`extension Transition { static func presentFullScreen ... }`).
    static let transitionType = "Transition"
    /// Transitions that show their first argument.
    static let showingTransitions: Set<String> = ["push", "present", "presentOnRoot", "set", "show", "embed"]

    /// Project functions returning transitions are read for the transitions their bodies make.
    static let transitions = TypeInference.CallPurpose(name: "XCoordinator.transitions", contextualTypes: [transitionType]) { call in
        (showingTransitions.contains(call.name) || call.name == "route" || call.name == "trigger") && isTransition(call)
    }

    /// `.push(vc)` or `NavigationTransition.push(vc)`, not `navigationController.push(...)` of some other API.
    static func isTransition(_ call: CallFact) -> Bool {
        guard call.isMemberAccess, !call.isAssignment else { return false }
        guard let receiver = call.receiver else { return true }
        if case .name(let name) = receiver { return name.utf8HasSuffix("Transition") }
        return false
    }

    func isNavigationCall(_ call: CallFact) -> Bool {
        Self.isNavigationCall(call)
    }

    /// Its transitions: `.push(vc)` and the other showing ones, `.route(_:on:)` and `.trigger(_:on:)`.
    static func isNavigationCall(_ call: CallFact) -> Bool {
        guard isTransition(call) else { return false }
        if showingTransitions.contains(call.name) { return call.labels.first == .some(nil) }
        return (call.name == "route" || call.name == "trigger") && call.labels.contains("on")
    }

    /// Routing on a weak or unowned router, or on one the coordinator was handed (a parent's `AnyRouter`
    /// passed to its initialiser), re-routes a coordinator someone else owns and draws its own edges.
    static let reRoutes = CallOutcome("re-routes", "routes on a router that keeps no coordinator, or one it was handed")

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    /// Whether the class chain of `name` ends in one of XCoordinator's coordinators (not a project class of that name).
    static func isXCoordinator(_ name: String, in model: SemanticModel, needs: inout Needs) -> Bool {
        frameworkBase(of: name, in: model, needs: &needs) != nil
    }

    /// The XCoordinator class the class chain of `name` ends in (`TabBarCoordinator`), if any.
    static func frameworkBase(of name: String, in model: SemanticModel, needs: inout Needs) -> String? {
        guard let last = model.index.classChain(name, needs: &needs).last, let info = model.index.types[last],
              info.kind == .class, let superclass = info.inheritance.first,
              model.index.lookupType(superclass, from: last, needs: &needs) == nil else { return nil }
        let base = String(superclass.lastDottedComponent)
        return baseClasses.contains(base) ? base : nil
    }

    /// Routers that do not keep their coordinator alive.
    static let nonOwningRouters: Set<String> = ["WeakRouter", "UnownedRouter"]

    /// A `ViewCoordinator`'s root view controller is its screen; every other coordinator's is its container.
    static let screenRootBase = "ViewCoordinator"

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
            // `router.setRoot(for: window)` in the app or scene delegate: where the app starts.
            draft.recordLaunches(of: .coordinator, in: model) { call in
                call.name == "setRoot" && call.labels == ["for"] ? call.receiver.map(XCoordinatorStyle.withoutRouters) : nil
            }
            for coordinator in draft.sortedNodes where coordinator.kind == .coordinator {
                guard XCoordinatorStyle.isXCoordinator(coordinator.name, in: model, needs: &draft.needs) else { continue }
                let reachedFunctions = model.functionsReached(byEveryMethodOf: coordinator.name, needs: &draft.needs)
                let rootIsScreen = XCoordinatorStyle.frameworkBase(of: coordinator.name, in: model, needs: &draft.needs) == XCoordinatorStyle.screenRootBase
                bindTriggeredRoutes(in: reachedFunctions, of: coordinator.name)
                // What the coordinator passes to the functions it calls on itself (`swap(in: LoginCoordinator())`)
                // is drawn at those calls, with their route cases.
                let helpers = Set(reachedFunctions.flatMap { reached in
                    reached.function.body.selfCalls.filter { !$0.arguments.isEmpty }.map(\.name)
                })
                for reached in reachedFunctions {
                    let scope = reached.scope(on: coordinator.name)
                    // `prepareTransition(for:)` keeps the routes `bindTriggeredRoutes` handed it, however else it is called.
                    let isHelper = helpers.contains(reached.function.name) && !reached.function.parameters.isEmpty
                        && reached.function.name != XCoordinatorStyle.entryMethod
                    for call in reached.function.body.calls {
                        if XCoordinatorStyle.isNavigationCall(call) { draft.calls.read(call, by: XCoordinatorStyle.name) }
                        let steps = call.cases.isEmpty ? reached.cases : Set(call.cases)
                        draw(
                            call, in: reached.function, scope: scope, from: coordinator.name, steps: steps, rootIsScreen: rootIsScreen,
                            parameters: isHelper ? .atCallers : .drawn, &draft
                        )
                    }
                    for call in reached.function.body.selfCalls where !call.arguments.isEmpty {
                        if isHelper, call.arguments.contains(where: { $0.value.dependsOnParameter }) { continue }
                        let steps = call.cases.isEmpty ? reached.cases : Set(call.cases)
                        drawHelper(call, from: scope, of: coordinator.name, steps: steps, rootIsScreen: rootIsScreen, depth: 0, &draft)
                    }
                }
            }
        }

        /// How many helpers deep a value passed on is followed.
        private static let maximumHelperDepth = 8

        /// The transitions a helper of the coordinator makes of what `call` passes it, drawn with the call's steps.
        private func drawHelper(
            _ call: MethodCall, from caller: TypeInference.Scope, of coordinator: String, steps: Set<String>, rootIsScreen: Bool,
            depth: Int, _ draft: inout GraphDraft
        ) {
            guard depth < Self.maximumHelperDepth, let callee = model.index.functions(call.name, on: coordinator, needs: &draft.needs) else { return }
            for function in callee.functions {
                guard let scope = model.inference.helperScope(
                    function, owner: coordinator, passing: call.arguments, from: caller, needs: &draft.needs
                ) else { continue }
                // Only calls handed a parameter draw anything here; the rest are drawn where the helper is reached.
                for inner in function.body.calls where inner.arguments.contains(where: { $0.value.dependsOnParameter }) {
                    draw(inner, in: function, scope: scope, from: coordinator, steps: steps, rootIsScreen: rootIsScreen, parameters: .only, &draft)
                }
                for inner in function.body.selfCalls where inner.arguments.contains(where: { $0.value.dependsOnParameter }) {
                    drawHelper(inner, from: scope, of: coordinator, steps: steps, rootIsScreen: rootIsScreen, depth: depth + 1, &draft)
                }
            }
        }

        /// What a call does with a value that depends on its function's parameters.
        private enum ParameterValues {
            /// Drawn with the rest: the function is an entry, its frame what reaches it.
            case drawn
            /// Left to the helper's callers (`drawHelper`), with the rest drawn.
            case atCallers
            /// Only those drawn: a helper read for one call, whose other values are drawn where it is reached.
            case only
        }

        /// The presentables `call` leads to, directly or through a project helper returning a transition.
        private func draw(
            _ call: CallFact, in function: FunctionFacts, scope: TypeInference.Scope, from coordinator: String, steps: Set<String>,
            rootIsScreen: Bool, parameters: ParameterValues, _ draft: inout GraphDraft
        ) {
            var found = presentables(of: call, in: function, rootIsScreen: rootIsScreen).map { ($0.value, $0.verb, scope) }
            if found.isEmpty {
                // A project helper returning a transition (`.presentFullScreen(router)`) shows what its body's transition does.
                let transitions = draft.expand(
                    call, in: scope, for: XCoordinatorStyle.transitions, subject: "'\(call.text)' in \(coordinator)", style: XCoordinatorStyle.name
                )
                for (target, targetScope) in transitions {
                    if CallSite(target) != CallSite(call) { draft.calls.record(.atCallers, of: target, by: XCoordinatorStyle.name) }
                    found += presentables(of: target, in: function, rootIsScreen: rootIsScreen).map { ($0.value, $0.verb, targetScope) }
                }
            }
            for (value, verb, valueScope) in found {
                switch (parameters, value.dependsOnParameter) {
                case (.atCallers, true):
                    draft.calls.record(.atCallers, of: call, by: XCoordinatorStyle.name)
                    continue
                case (.only, false):
                    continue
                default:
                    break
                }
                let presentables = ShownScreens.values(XCoordinatorStyle.withoutRouters(value))
                if presentables.isEmpty { draft.calls.record(.empty, of: call, by: XCoordinatorStyle.name) }
                for presentable in presentables {
                    draw(presentable, of: call, verb: verb, from: coordinator, steps: steps, valueScope, &draft)
                }
            }
        }

        /// The routes a coordinator hands itself (`trigger(.home(router))`, `deepLink(...)`) are what its
        /// `prepareTransition(for:)` is called with: its case patterns' associated values are theirs.
        private func bindTriggeredRoutes(in reachedFunctions: [TypeInference.Reached], of coordinator: String) {
            let entries = reachedFunctions.filter { $0.function.name == XCoordinatorStyle.entryMethod && $0.function.parameters.count == 1 }
            guard !entries.isEmpty else { return }
            for reached in reachedFunctions {
                for call in reached.function.body.selfCalls where XCoordinatorStyle.selfRoutingCalls.contains(call.name) {
                    guard let route = call.arguments.first, route.label == nil, route.value != .unknown else { continue }
                    for entry in entries {
                        entry.frame.add([route], at: [0], in: reached.scope(on: coordinator))
                    }
                }
            }
        }

        /// The presentables a call leads to, each with the verb for warnings: transitions (`.push(vc)`, `.set([a, b])`,
        /// `.route(.x, on: coordinator)`), `addChild(coordinator)`, `window.rootViewController = vc`, and the
        /// presentables of `super.init(tabs:select:)` (see `initPresentables`).
        private func presentables(of call: CallFact, in function: FunctionFacts, rootIsScreen: Bool) -> [(value: ValueExpr, verb: String)] {
            if call.isAssignment {
                return ShownScreens.isShowCall(call) ? [(ShownScreens.shown(by: call), "shown")] : []
            }
            switch call.name {
            case _ where XCoordinatorStyle.showingTransitions.contains(call.name):
                guard XCoordinatorStyle.isTransition(call), call.labels.first == .some(nil) else { return [] }
                return [(call.firstArgument, "shown")]
            case "route", "trigger":
                guard XCoordinatorStyle.isTransition(call), let on = call.labels.firstIndex(of: "on"), on >= 1, on - 1 < call.laterArguments.count else { return [] }
                return [(call.laterArguments[on - 1], "routed on")]
            case "addChild":
                guard call.labels == [nil], call.receiver == nil || call.receiver == .selfValue else { return [] }
                return [(call.firstArgument, "added")]
            case "init":
                return initPresentables(of: call, in: function, rootIsScreen: rootIsScreen)
            default:
                return []
            }
        }

        /// `super.init(rootViewController: tabBar, tabs: [a, b], select: a)` in an initializer (its receiver is no value):
        /// the arguments whose labels are presentables, and a `ViewCoordinator`'s `rootViewController:`.
        private func initPresentables(of call: CallFact, in function: FunctionFacts, rootIsScreen: Bool) -> [(value: ValueExpr, verb: String)] {
            guard function.name == "init", call.receiver == .unknown else { return [] }
            return call.arguments.compactMap { argument in
                guard let label = argument.label, argument.value != .unknown,
                      XCoordinatorStyle.initPresentables.contains(label) || (rootIsScreen && label == "rootViewController") else { return nil }
                return (argument.value, "shown")
            }
        }

        /// A property of the coordinator that only what its initialisers are handed sets (`self.parentRouter =
        /// parentRouter`): a router made by someone else. (A parameter of a helper is what each call passes.)
        private func isHanded(_ value: ValueExpr, to coordinator: String, _ needs: inout Needs) -> Bool {
            guard let name = value.ownMember, let found = model.index.properties(name, on: coordinator, needs: &needs),
                  found.properties.allSatisfy({ $0.initializer == nil && $0.body.returnValues.isEmpty }),
                  let assigned = model.index.types[found.owner]?.assignments(to: name), !assigned.isEmpty else { return false }
            return assigned.allSatisfy(\.isHandedIn)
        }

        private func draw(
            _ value: ValueExpr, of call: CallFact, verb: String, from coordinator: String, steps: Set<String>,
            _ scope: TypeInference.Scope, _ draft: inout GraphDraft
        ) {
            let types = draft.instanceTypes(of: value, in: scope)
            let targets = types.filter { type in
                let kind = draft.kind(of: type)
                return (kind == .viewController || kind == .coordinator || kind == .flow) && (type != coordinator || value.isMade(of: type))
            }
            // A weak or unowned router keeps no coordinator: routing on one re-routes a coordinator someone
            // else owns (a parent's), which starts no child.
            let reRoutes = verb == "routed on"
                && (!types.isEmpty && types.allSatisfy(XCoordinatorStyle.nonOwningRouters.contains)
                    || targets.isEmpty && isHanded(value, to: coordinator, &draft.needs))
            if reRoutes {
                draft.calls.record(XCoordinatorStyle.reRoutes, of: call, by: XCoordinatorStyle.name)
            } else if targets.isEmpty {
                // A route's value is the route, not the router it is routed on.
                let subject = verb == "routed on" ? "the router of '.\(call.name)(\(call.text), on:)' in \(coordinator)" : "'\(call.text)' \(verb) by \(coordinator)"
                // A framework class made right there (`UIViewController()` as a `ViewCoordinator`'s root) is that class.
                if case .call(nil, let name, _) = value, types == [name], model.index.types[name]?.isDeclared != true {
                    draft.calls.record(.notANode, of: call, by: XCoordinatorStyle.name)
                } else {
                    draft.warnIfUnresolved(types, subject: subject, at: call, style: XCoordinatorStyle.name)
                }
            }
            for target in targets {
                draft.addEdge(from: coordinator, to: target, kind: .transition, steps: steps, drawnBy: call, style: XCoordinatorStyle.name)
            }
        }
    }
}

extension EdgeKind {
    /// An XCoordinator coordinator's transition to a presentable: a view controller or another coordinator.
    package static let transition = EdgeKind(name: "transition", rank: 0, look: EdgeLook(entersTarget: true))
}
