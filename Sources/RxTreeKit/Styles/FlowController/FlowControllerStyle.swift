/// MVVM-FC (flow controllers): a module's factory creates its view controller and its flow controller and
/// wires one to the other (`FactoryWiring`); the view model calls the flow controller, whose methods show the
/// next module, through any project method that creates and shows it (`BFactory.pushIn(nav)`) or by pushing
/// or presenting what a factory creates. Edges join the view controllers: A -> B when A's flow controller
/// shows B. Where the app starts is what its delegate shows first (`AppEntry`).
struct FlowControllerStyle: NavigationStyle {
    static let name = "MVVM-FC"
    var name: String { Self.name }
    let keywords = ["FlowController"] + AppEntry.keywords
    let callNames: Set<String> = ShownScreens.callNames
    let valueCalls: Set<String> = ShownScreens.containers
    let assignedMembers: Set<String> = ShownScreens.assignedMembers
    /// Factories (which mention the flow controllers they make), flow controllers and app delegates' launch
    /// methods: their calls of any name may create, wire or show a module.
    let wiringWords = [FlowControllerStyle.suffix] + AppEntry.keywords
    let frameworkNames: Set<String> = []
    let abstractTypes: Set<String> = []
    let nodeKinds: [NodeKind] = []
    let edgeKinds: [EdgeKind] = [.flowController]

    /// The naming rule of MVVM-FC's flow controllers.
    static let suffix = "FlowController"

    /// Show calls, reached through the project's own methods (a factory's `pushIn`, wrappers of wrappers).
    static let shows = TypeInference.CallPurpose(name: "FlowControllerStyle.shows", contextualTypes: [], isTarget: ShownScreens.isShowCall)

    /// The show calls `call` makes, itself or through the project methods it calls, each with the scope its
    /// values are read in.
    static func shows(
        by call: CallFact, in scope: TypeInference.Scope, by subject: String, _ draft: inout GraphDraft
    ) -> [(call: CallFact, scope: TypeInference.Scope)] {
        // `BFactory.pushIn(…)` of a factory in a file not read yet: looking it up asks for that file.
        if case .name(let written)? = call.receiver, written.first?.isUppercase == true {
            _ = draft.model.index.lookupType(written, from: scope.owner, needs: &draft.needs)
        }
        return draft.expand(call, in: scope, for: shows, subject: "'\(call.text)' in \(subject)", style: name)
    }

    func isNavigationCall(_ call: CallFact) -> Bool {
        ShownScreens.isShowCall(call)
    }

    /// A flow controller no code wires to a view controller has no edges (a warning at its class says so).
    static let notWired = CallOutcome("not-wired", "in a flow controller no code wires to a view controller")

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? { nil }

        func drawEdges(into draft: inout GraphDraft) {
            // Where the app starts, whether or not it has flow controllers: an app of view controllers alone
            // starts at the screen its delegate shows, as one that wires them to flow controllers does.
            draft.launchNodes.formUnion(AppEntry(model: model).launched(&draft))
            let index = model.index
            let flowControllers = Set(index.types.compactMap { name, info -> String? in
                info.kind == .class && name.lastDottedComponent.utf8HasSuffix(FlowControllerStyle.suffix) ? name : nil
            })
            guard !flowControllers.isEmpty else { return }
            let wiring = FactoryWiring(model: model, flowControllers: flowControllers, draft: &draft)
            for flowController in flowControllers.sorted(by: String.utf8Order) {
                guard let wired = wiring.screens[flowController] else {
                    if let location = index.types[flowController]?.declarations.first {
                        let message = "no code wires flow controller '\(flowController)' to a view controller (creates it with one, or hands it to one); its edges are not drawn"
                        draft.diagnostics.insert(Diagnostic(at: location, message: message))
                    }
                    for reached in model.functionsReached(byEveryMethodOf: flowController, needs: &draft.needs) {
                        for call in reached.function.body.calls where ShownScreens.isShowCall(call) {
                            draft.calls.record(FlowControllerStyle.notWired, of: call, by: FlowControllerStyle.name)
                        }
                    }
                    continue
                }
                let screens = wired.sorted(by: String.utf8Order)
                // A helper's calls (`display(_ screen:)` pushing its parameter) are read with what the flow
                // controller's calls of it pass.
                let reads = model.functionsReached(byEveryMethodOf: flowController, needs: &draft.needs).calls { _ in true }
                for (call, reached) in reads {
                    if ShownScreens.isShowCall(call) { draft.calls.read(call, by: FlowControllerStyle.name) }
                    for target in shown(by: call, in: reached.scope(on: flowController), by: flowController, &draft) {
                        for screen in screens where target != screen {
                            draft.addEdge(from: screen, to: target, kind: .flowController, steps: [".\(reached.function.name)"], drawnBy: call, style: FlowControllerStyle.name)
                        }
                        if screens == [target] { draft.calls.record(.itself, of: call, by: FlowControllerStyle.name) }
                    }
                }
            }
            // A module's factory may show another module inside its own screen (a navigation controller's first screen).
            for factory in wiring.factories {
                let scope = TypeInference.Scope(owner: factory.owner)
                for call in factory.function.body.calls {
                    for (show, showScope) in FlowControllerStyle.shows(by: call, in: scope, by: factory.owner ?? factory.function.name, &draft) {
                        guard let receiver = show.receiver else { continue }
                        if CallSite(show) != CallSite(call) { draft.calls.record(.atCallers, of: show, by: FlowControllerStyle.name) }
                        let containers = draft.instanceTypes(of: receiver, in: showScope).filter { factory.wired[$0] != nil }
                        guard !containers.isEmpty else { continue }
                        for target in screens(shownBy: show, in: showScope, by: factory.owner ?? factory.function.name, &draft) {
                            for container in containers where container != target {
                                draft.addEdge(from: container, to: target, kind: .flowController, steps: [".\(factory.function.name)"], drawnBy: call, style: FlowControllerStyle.name)
                            }
                            if containers == [target] { draft.calls.record(.itself, of: call, by: FlowControllerStyle.name) }
                        }
                    }
                }
            }
        }

        /// The view controllers a call in a flow controller shows: itself a show call, or a call of a project
        /// method that creates and shows one.
        private func shown(by call: CallFact, in scope: TypeInference.Scope, by flowController: String, _ draft: inout GraphDraft) -> [String] {
            FlowControllerStyle.shows(by: call, in: scope, by: flowController, &draft).flatMap { show, showScope in
                if CallSite(show) != CallSite(call) { draft.calls.record(.atCallers, of: show, by: FlowControllerStyle.name) }
                return screens(shownBy: show, in: showScope, by: flowController, &draft)
            }
        }

        /// The view controllers a show call shows (each of an array, the root of a navigation controller made
        /// for it); a warning where a value has no type.
        private func screens(shownBy show: CallFact, in scope: TypeInference.Scope, by subject: String, _ draft: inout GraphDraft) -> [String] {
            draft.calls.read(show, by: FlowControllerStyle.name)
            let values = ShownScreens.values(ShownScreens.shown(by: show))
            if values.isEmpty { draft.calls.record(.empty, of: show, by: FlowControllerStyle.name) }
            return values.flatMap { value in
                let types = draft.instanceTypes(of: value, in: scope)
                let targets = types.filter { draft.kind(of: $0) == .viewController }
                if targets.isEmpty {
                    draft.warnIfUnresolved(types, subject: "'\(show.text)' shown by \(subject)", at: show, style: FlowControllerStyle.name)
                }
                return targets
            }
        }
    }
}

extension EdgeKind {
    /// MVVM-FC: a view controller's flow controller shows another view controller.
    package static let flowController = EdgeKind(name: "flowController", rank: 0, look: EdgeLook(entersTarget: true))
}
