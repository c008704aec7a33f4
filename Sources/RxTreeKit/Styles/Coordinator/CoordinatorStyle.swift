/// Hand-written coordinators: classes conforming to a project protocol whose name ends in `Coordinator`,
/// `CoordinatorProtocol` or `CoordinatorType` (or named `…Coordinator` and declaring `start()`) are nodes;
/// the view controllers they show and the child coordinators and RxFlow flows they start are their edges.
///
/// Every method of a coordinator is an entry point: screens call a coordinator's methods through
/// delegates and closures, so a method that shows something counts whoever calls it.
struct CoordinatorStyle: NavigationStyle {
    static let name = "Coordinator"
    var name: String { Self.name }
    let keywords = ["Coordinator"]
    let callNames: Set<String> = ShownScreens.callNames.union([
        "start", "coordinate", "addChild", "addChildCoordinator", "append", "use",
    ])
    let valueCalls: Set<String> = ShownScreens.containers
    /// The project's own navigation controllers are known only in the model: the root they are made
    /// around is kept for any call.
    let valueLabels: Set<String> = [ShownScreens.rootLabel]
    let assignedMembers: Set<String> = ShownScreens.assignedMembers
    /// `childCoordinators.append(child)`, and an append of a local or parameter to any array: a coordinator
    /// keeps its children in an array property of its own whatever its name (the model tells it from other
    /// arrays), and appends of data made on the spot (`items.append(URLQueryItem(...))`) cost nothing.
    let receiverNames: [String: Set<String>] = ["append": [CoordinatorStyle.childrenProperty]]
    let localArgumentCalls: Set<String> = ["append"]
    let frameworkNames: Set<String> = ["FlowCoordinator", "Flows"]
    /// `Flows.use(flow, when: .created) { root in navigation.viewControllers.append(root) }` shows the flow's root:
    /// the flow's own screen, as another coordinator's is (`isMadeByAnotherCoordinator`).
    let closureParameterMembers = ["Flows.use": "root"]
    /// A coordinator hands its screens to a router of the project's, under any method name.
    let handingWords = ["Coordinator"]
    /// A coordinator starts a child with `start()` or a method named so (`startFlow()`, `startWithOptions(_:)`).
    let startingWords = [CoordinatorStyle.startingWord]
    static let startingWord = "start"
    /// `start`, `startFlow`, `startWithOptions`.
    static func isStartingName(_ name: String) -> Bool {
        ScanVocabulary.isNamed(name, beginningWith: startingWord)
    }
    let abstractTypes: Set<String> = []
    let nodeKinds: [NodeKind] = [.coordinator]
    let edgeKinds: [EdgeKind] = [.show, .start]

    /// Show calls, reached through the methods of a project object the coordinator calls (a router).
    static let shows = TypeInference.CallPurpose(
        name: "Coordinator.shows", contextualTypes: [], isTarget: ShownScreens.isShowCall, followsCallsOnItself: true
    )

    /// Starting calls, reached through the methods of a project object the coordinator calls (a parent's
    /// `host?.push(child: item)` that appends and starts `child`).
    static let starts = TypeInference.CallPurpose(
        name: "Coordinator.starts", contextualTypes: [],
        isTarget: { call in isStartingName(call.name) && call.receiver != nil && call.receiver != .selfValue },
        followsCallsOnItself: true
    )

    /// A protocol named `…Coordinator`, also with Swift's suffixes for a protocol (`CoordinatorProtocol`,
    /// `CoordinatorType`), makes its conformers coordinators. Each contains the keyword, so its files are read.
    static func namesCoordinatorProtocol(_ name: String) -> Bool {
        let last = name.lastDottedComponent
        return last.utf8HasSuffix("Coordinator") || last.utf8HasSuffix("CoordinatorProtocol") || last.utf8HasSuffix("CoordinatorType")
    }

    /// The property coordinators keep their children in, by convention: a value of unknown type
    /// appended to it is worth a warning.
    static let childrenProperty = "childCoordinators"
    /// Helpers whose calls rxtree reads where they are called, by name, also when the project does not
    /// declare them.
    static let childHelpers: Set<String> = ["coordinate", "addChild", "addChildCoordinator"]

    func isNavigationCall(_ call: CallFact) -> Bool {
        Self.isNavigationCall(call)
    }

    /// Shows, `coordinate(to:)`, `coordinate(flow:with:)`, `Flows.use(_:when:)`, `addChildCoordinator(_:)`
    /// and appends to `childCoordinators`; not `start()`, which anything may have, nor `addChild(_:)`,
    /// UIKit's first.
    static func isNavigationCall(_ call: CallFact) -> Bool {
        if ShownScreens.isShowCall(call) { return true }
        switch call.name {
        case "coordinate": return call.labels.first == "to" || call.labels.first == "flow"
        case "use": return call.receiver == .name("Flows") && call.labels.first == .some(nil)
        case "addChildCoordinator": return call.labels == [nil]
        case "append": return call.labels == [nil] && call.receiver?.ownMember == childrenProperty
        default: return false
        }
    }

    /// A coordinator's function starts a child it is handed: whoever made the child decides.
    static let startsWhatItIsHanded = CallOutcome("passed-in", "starts a coordinator its function is handed")
    /// What another coordinator made (`child.rootViewController`) is that coordinator's.
    static let madeByAnother = CallOutcome("made-by-another-coordinator", "shows what another coordinator made")
    /// A base class shows what its subclasses override; it is read for each of them.
    static let overriddenBelow = CallOutcome("overridden-below", "shows a member its subclasses override, read for each")

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel
        private var coordinatorMemo: [String: Bool] = [:]
        private lazy var values = CoordinatorValues(model: model)
        private lazy var screens = HeldScreens(model: model, projectContainers: true)

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? {
            guard conformsToCoordinatorProtocol(type, needs: &needs) || isNamedCoordinatorWithStart(type) else { return nil }
            return .coordinator
        }

        /// A class named `…Coordinator` that declares `start()` itself or in an extension, or a method named so
        /// (`startFlow()`).
        private func isNamedCoordinatorWithStart(_ name: String) -> Bool {
            guard name.lastDottedComponent.utf8HasSuffix("Coordinator"), let info = model.index.types[name] else { return false }
            // `start()` first: asking for every function's name marks the whole type read (`UnseenTypes`).
            if info.functions(named: CoordinatorStyle.startingWord) != nil { return true }
            return info.functionNames.contains { CoordinatorStyle.isStartingName($0) }
        }

        /// Conforms, through project protocols and superclasses, to a project protocol named `…Coordinator`.
        private func conformsToCoordinatorProtocol(_ name: String, needs: inout Needs) -> Bool {
            let index = model.index
            return index.inherits(name, memo: &coordinatorMemo, needs: &needs) { _, type in
                guard let type, let info = index.types[type] else { return false }
                return info.kind == .protocol && CoordinatorStyle.namesCoordinatorProtocol(type)
            }
        }

        func drawEdges(into draft: inout GraphDraft) {
            // `appCoordinator.start()` in the app or scene delegate: where the app starts.
            draft.recordLaunches(of: .coordinator, in: model) { call in
                CoordinatorStyle.isStartingName(call.name) && call.receiver != .selfValue ? call.receiver : nil
            }
            for coordinator in draft.sortedNodes where coordinator.kind == .coordinator {
                // Another style's coordinators (XCoordinator's) are that style's to draw.
                guard draft.isClaimed(coordinator.name, by: self) else { continue }
                let reached = model.functionsReached(byEveryMethodOf: coordinator.name, needs: &draft.needs)
                // What the coordinator passes to the functions it calls on itself is drawn at those calls.
                let helpers = Set(reached.flatMap { $0.function.body.selfCalls.map(\.name) }).union(CoordinatorStyle.childHelpers)
                for reached in reached {
                    draw(reached, of: coordinator.name, helpers: helpers, into: &draft)
                }
            }
        }

        /// One function of a coordinator: its own shows and starts, and those of the helpers it calls on
        /// itself with what it passes them. A value that depends on the function's parameters is drawn
        /// where the coordinator calls it; in a function it never calls (an entry point screens call), a
        /// shown parameter has its declared type, and a started one is skipped: a child passed in was
        /// made by whoever passes it. A child made there from a parameter (`makeDetail(id: id)`) is its own.
        /// A protocol extension's method is a helper the adopting coordinators share: what it does with its
        /// parameters is drawn where one calls it, not for every adopter that never does.
        private func draw(_ reached: TypeInference.Reached, of coordinator: String, helpers: Set<String>, into draft: inout GraphDraft) {
            let function = reached.function
            let step = ".\(function.name)"
            let scope = TypeInference.Scope(owner: coordinator, generics: reached.generics)
            let isHelper = helpers.contains(function.name) || model.index.types[reached.owner]?.kind == .protocol
            for call in function.body.calls {
                if CoordinatorStyle.isNavigationCall(call) { draft.calls.read(call, by: CoordinatorStyle.name) }
                let found = targets(of: call, in: coordinator, &draft.needs)
                if found.isEmpty, !(isHelper && call.arguments.contains { $0.value.dependsOnParameter }) {
                    drawDelegatedShows(call, in: scope, of: coordinator, step: step, &draft)
                }
                for target in found {
                    let shown = screens.shown(target.value, in: coordinator, &draft.needs)
                    if shown.isEmpty { draft.calls.record(.empty, of: call, by: CoordinatorStyle.name) }
                    for value in shown {
                        if isHelper, value.dependsOnParameter {
                            draft.calls.record(.atCallers, of: call, by: CoordinatorStyle.name)
                            continue
                        }
                        // A child made here from a parameter (`makeDetail(id: id)`) is this function's own.
                        if target.edge == .start, value.isHandedIn {
                            draft.calls.record(CoordinatorStyle.startsWhatItIsHanded, of: call, by: CoordinatorStyle.name)
                            continue
                        }
                        add(value, target, of: call, from: coordinator, in: scope, step: step, &draft)
                    }
                }
            }
            for call in function.body.selfCalls where !CoordinatorStyle.childHelpers.contains(call.name) {
                let passesParameters = call.arguments.contains { $0.value.dependsOnParameter }
                if isHelper, passesParameters { continue }
                drawHelper(call, from: scope, of: coordinator, step: step, startsChildren: !passesParameters, depth: 0, &draft)
            }
        }

        /// How many helpers deep a value passed on is followed (`coordinate(to:)` calling `addChild(_:)`).
        private static let maximumHelperDepth = 8

        /// The shows and starts of a project helper the coordinator calls on itself, of what this call
        /// passes (its parameters bound to the call's arguments, as a function summary is applied),
        /// drawn for the calling function; helpers it hands its parameters to in turn, the same way.
        /// What the helper does with anything else is drawn when the helper itself is read. Where the
        /// caller passes on parameters of its own (an entry point's), children handed in are not started:
        /// whoever calls the entry point made them; children the helper makes from them are.
        private func drawHelper(
            _ call: MethodCall, from caller: TypeInference.Scope, of coordinator: String, step: String, startsChildren: Bool, depth: Int,
            _ draft: inout GraphDraft
        ) {
            guard depth < Self.maximumHelperDepth,
                  let callee = model.index.functions(call.name, on: coordinator, needs: &draft.needs) else { return }
            for function in callee.functions {
                guard let scope = model.inference.helperScope(
                    function, owner: coordinator, passing: call.arguments, from: caller, needs: &draft.needs
                ) else { continue }
                for inner in function.body.calls {
                    if CoordinatorStyle.isNavigationCall(inner) { draft.calls.read(inner, by: CoordinatorStyle.name) }
                    let found = targets(of: inner, in: coordinator, &draft.needs)
                    if found.isEmpty, inner.arguments.contains(where: { $0.value.dependsOnParameter }) {
                        drawDelegatedShows(inner, in: scope, of: coordinator, step: step, &draft)
                    }
                    for target in found {
                        for value in screens.shown(target.value, in: coordinator, &draft.needs) where value.dependsOnParameter {
                            // A child the helper makes from what it is passed (`resolve(Story.self, argument: presenter)`)
                            // is the coordinator's own, whatever the caller passes.
                            if target.edge == .start, !startsChildren, value.isHandedIn { continue }
                            add(value, target, of: inner, from: coordinator, in: scope, step: step, &draft)
                        }
                    }
                }
                for inner in function.body.selfCalls where !CoordinatorStyle.childHelpers.contains(inner.name) {
                    guard inner.arguments.contains(where: { $0.value.dependsOnParameter }) else { continue }
                    drawHelper(inner, from: scope, of: coordinator, step: step, startsChildren: startsChildren, depth: depth + 1, &draft)
                }
            }
        }

        /// The shows a project object that is no node makes for the coordinator (a router:
        /// `router.push(screen)`, whose method pushes what it is handed), drawn at the coordinator's call,
        /// the object's parameters bound to what the call passes, wrappers of wrappers included. A node's
        /// own methods are not followed: what a screen or another coordinator shows is its own edge.
        private func drawDelegatedShows(
            _ call: CallFact, in scope: TypeInference.Scope, of coordinator: String, step: String, _ draft: inout GraphDraft
        ) {
            guard call.isMemberAccess, !call.isAssignment, let receiver = call.receiver, receiver != .selfValue else { return }
            // Inferred before the method's name is looked for: a router in a file not parsed yet is a need of
            // the receiver's type, which brings that file in (`--no-skip` draws the same).
            let holders = draft.instanceTypes(of: receiver, in: scope)
            guard model.index.functionNames.contains(call.name), !holders.isEmpty,
                  // The project's own navigation controller is a screen and a router: what its helper pushes for the
                  // coordinator (`router.push(scene)`, `class Router: UINavigationController`) is the coordinator's.
                  holders.allSatisfy({ draft.kind(of: $0) == nil || screens.isNavigationController($0, &draft.needs) }) else { return }
            let subject = "'\(call.text)' in \(coordinator)"
            // `router.present(UINavigationController(rootViewController: screen))` shows the screen.
            var handed = call
            handed.firstArgument = screens.handed(call.firstArgument, in: coordinator, &draft.needs)
            handed.laterArguments = call.laterArguments.map { screens.handed($0, in: coordinator, &draft.needs) }
            var followed = false
            for (show, showScope) in draft.expand(handed, in: scope, for: CoordinatorStyle.shows, subject: subject, style: CoordinatorStyle.name) {
                guard CallSite(show) != CallSite(call), let owner = showScope.owner else { continue }
                followed = true
                draft.calls.read(call, by: CoordinatorStyle.name)
                draft.calls.record(.atCallers, of: show, by: CoordinatorStyle.name)
                let shownValue = ShownScreens.shown(by: show)
                let target = Target(value: shownValue, kinds: [.viewController], edge: .show, verb: "shown", warns: true)
                for value in screens.shown(shownValue, in: owner, &draft.needs) {
                    add(value, target, of: call, from: coordinator, in: showScope, step: step, &draft)
                }
            }
            // A child this coordinator hands the object to start is this coordinator's; one the object makes is its own.
            for (start, startScope) in draft.expand(call, in: scope, for: CoordinatorStyle.starts, subject: subject, style: CoordinatorStyle.name) {
                guard CallSite(start) != CallSite(call), let child = start.receiver, child.isHandedIn else { continue }
                followed = true
                draft.calls.read(call, by: CoordinatorStyle.name)
                draft.calls.record(.atCallers, of: start, by: CoordinatorStyle.name)
                let target = Target(value: child, kinds: [.coordinator], edge: .start, verb: "started", warns: false)
                add(child, target, of: call, from: coordinator, in: startScope, step: step, &draft)
            }
            if !followed { warnIfHandedToAProtocol(handed, holders: holders, in: scope, of: coordinator, &draft) }
        }

        /// A screen of the project handed to an object known only by a protocol of the project (`router.push(home)`
        /// with `let router: Routing` that no construction binds): what it does with the screen has no code to read.
        private func warnIfHandedToAProtocol(
            _ call: CallFact, holders: [String], in scope: TypeInference.Scope, of coordinator: String, _ draft: inout GraphDraft
        ) {
            guard holders.allSatisfy({ model.index.types[$0]?.kind == .protocol }) else { return }
            var handed: String?
            for value in [call.firstArgument] + call.laterArguments where handed == nil {
                handed = draft.instanceTypes(of: value, in: scope).first { draft.kind(of: $0) == .viewController }
            }
            guard let handed else { return }
            let message = "cannot tell what \(call.name)(_:) does with \(handed) in \(coordinator): its receiver is known only as "
                + "the protocol \(holders.joined(separator: ", ")), and no construction says which object it is; no edge drawn"
            draft.warn(at: call, message, style: CoordinatorStyle.name)
        }

        /// What a call shows or starts.
        private struct Target {
            var value: ValueExpr
            var kinds: [NodeKind]
            var edge: EdgeKind
            var verb: String
            /// Whether a value of unknown type is worth a warning; else only an abstract coordinator is.
            var warns: Bool
        }

        private func targets(of call: CallFact, in coordinator: String, _ needs: inout Needs) -> [Target] {
            if ShownScreens.isShowCall(call) {
                return [Target(value: ShownScreens.shown(by: call), kinds: [.viewController], edge: .show, verb: "shown", warns: true)]
            }
            guard let started = started(by: call, in: coordinator, &needs) else { return [] }
            return [Target(value: started.value, kinds: started.kinds, edge: .start, verb: "started", warns: started.warns)]
        }

        /// What a call starts, the kinds of node it may start, and whether a value of unknown type is
        /// worth a warning: `child.start()`, `coordinate(to: child)`, `addChild(child)`, an append to an
        /// array property of the coordinator's own (`childCoordinators.append(child)`), RxFlow's
        /// `coordinate(flow:with:)` and `Flows.use(flow, when:)`.
        private func started(by call: CallFact, in coordinator: String, _ needs: inout Needs) -> (value: ValueExpr, kinds: [NodeKind], warns: Bool)? {
            switch call.name {
            case _ where CoordinatorStyle.isStartingName(call.name):
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
                // Arrays are appended to everywhere: only the conventional name says a stray value matters.
                guard call.labels == [nil], let receiver = call.receiver, let property = receiver.ownMember,
                      model.index.properties(property, on: coordinator, needs: &needs) != nil else { return nil }
                return (call.firstArgument, [.coordinator], property == CoordinatorStyle.childrenProperty)
            default:
                return nil
            }
        }

        /// The edges to what `value` can be, at `call`; a warning where it is no node and says nothing more.
        private func add(
            _ value: ValueExpr, _ target: Target, of call: CallFact, from coordinator: String, in scope: TypeInference.Scope,
            step: String, _ draft: inout GraphDraft
        ) {
            // A screen another coordinator made (`child.rootViewController`) is not this one's, whoever shows it.
            if values.isMadeByAnotherCoordinator(value, than: coordinator, in: scope, &draft, isCoordinator: { name, draft in
                isCoordinatorType(name, &draft) || draft.kind(of: name) == .flow
            }) {
                draft.calls.record(CoordinatorStyle.madeByAnother, of: call, by: CoordinatorStyle.name)
                return
            }
            let types = draft.instanceTypes(of: value, in: scope)
            let nodes = types.filter { type in
                draft.kind(of: type).map(target.kinds.contains) == true && (type != coordinator || value.isMade(of: type))
            }
            if nodes.isEmpty {
                let subject = "'\(call.text)' \(target.verb) by \(coordinator)"
                if target.warns {
                    // A base class shows what its subclasses override: it is read for each of them.
                    if values.isOverriddenBelow(value, in: coordinator, among: draft.nodes, &draft.needs) {
                        draft.calls.record(CoordinatorStyle.overriddenBelow, of: call, by: CoordinatorStyle.name)
                    } else {
                        draft.warnIfUnresolved(types, subject: subject, at: call, style: CoordinatorStyle.name)
                    }
                } else if let abstract = types.first(where: model.isAbstract), isCoordinatorProtocol(abstract, needs: &draft.needs) {
                    draft.warnIfUnresolved([abstract], subject: subject, at: call, style: CoordinatorStyle.name)
                } else {
                    draft.calls.record(.notANode, of: call, by: CoordinatorStyle.name)
                }
            }
            for node in nodes {
                draft.addEdge(from: coordinator, to: node, kind: target.edge, steps: [step], drawnBy: call, style: CoordinatorStyle.name)
            }
        }

        /// A project protocol that makes its conformers coordinators (or is `…Coordinator` itself).
        private func isCoordinatorProtocol(_ name: String, needs: inout Needs) -> Bool {
            guard model.index.types[name]?.kind == .protocol else { return false }
            return CoordinatorStyle.namesCoordinatorProtocol(name) || conformsToCoordinatorProtocol(name, needs: &needs)
        }

        /// A coordinator class or one of the project's coordinator protocols.
        private func isCoordinatorType(_ name: String, _ draft: inout GraphDraft) -> Bool {
            draft.kind(of: name) == .coordinator || isCoordinatorProtocol(name, needs: &draft.needs)
        }

        /// A project protocol that makes its conformers coordinators: a class adopting it in a filtered file is a node.
        func wantedNames(needs: inout Needs) {
            for (name, info) in model.index.types where info.kind == .protocol && isCoordinatorProtocol(name, needs: &needs) {
                needs.insert(name)
            }
        }
    }
}

extension NodeKind {
    /// A hand-written or XCoordinator coordinator.
    package static let coordinator = NodeKind(name: "coordinator", rank: 0, look: NodeLook(
        label: "coordinator",
        color: "95",
        dotAttributes: "shape=hexagon, style=filled, fillcolor=\"#ffe8cc\"",
        mermaidClass: (name: "coordinator", style: "fill:#ffe8cc,stroke:#d9480f"),
        isEntryPoint: true
    ))
}

extension EdgeKind {
    /// A coordinator shows a view controller (push, present, set, show).
    package static let show = EdgeKind(name: "show", rank: 0, look: EdgeLook(entersTarget: true))
    /// A coordinator starts a child coordinator or an RxFlow flow.
    package static let start = EdgeKind(name: "start", rank: 0, look: EdgeLook(dotStyle: "bold", mermaidArrow: "==>", entersTarget: true))
}
