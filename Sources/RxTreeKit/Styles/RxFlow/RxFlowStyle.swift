/// RxFlow (and RxController's shorthands for it): classes conforming to `Flow` are nodes, and the
/// presentables a flow contributes from `navigate(to:)`, directly or through methods it calls on
/// itself, are its edges.
struct RxFlowStyle: NavigationStyle {
    static let name = "RxFlow"
    var name: String { Self.name }
    /// Its check rules, one type each in `Checks/`.
    static let stepChecks: [any ModelCheck<StepRouting>] = [
        UnhandledStepCheck(), UnhandledForwardCheck(), UnemittedStepCheck(), UnusedStepCheck(),
    ]
    /// Each upcast on its own: an array converted whole casts every element at run time, and the first cast of
    /// a type searches every protocol conformance the process has (about 0.5 M instructions each).
    var checks: [any NavigationCheck] { Self.stepChecks.map { $0 as any NavigationCheck } }

    /// `Controller` is the containment style's; `navigate` finds flows whose conformance is elsewhere;
    /// the rest the files that declare a step enum (`: Step`, `, Step`) or emit steps. Not `Step` alone:
    /// every screen that names its steps would be parsed; a step enum an emission names is looked up anyway.
    let keywords = ["Flow", "navigate", "steps", ": Step", ", Step", "OneStepper", "initialStep"]
    /// RxFlow's and RxController's modules (`import RxFlow`, `import RxController`) would otherwise match
    /// `Flow` and the containment style's `Controller` in half of an app's files.
    let modulePrefix: String? = "Rx"
    let callNames: Set<String> = [
        "viewController", "flow", "contribute", "NextFlowItem",
        // Steps sent: `steps.accept(_:)`, `OneStepper(withSingleStep:)`, forwards, and relays bound to steps.
        "accept", "onNext", "OneStepper", "forwardToParentFlow", "forwardToCurrentFlow", "end", "bind", "drive", "subscribe", "navigate", "coordinate",
    ]
    let valueCalls: Set<String> = ["OneStepper", "CompositeStepper"]
    let receiverNames: [String: Set<String>] = ["accept": ["steps"], "onNext": ["steps"]]
    let firstArgumentNames: [String: Set<String>] = ["bind": ["steps"], "drive": ["steps"], "subscribe": ["steps"]]
    let matchingFunctions: Set<String> = ["navigate"]
    let frameworkNames: Set<String> = [
        // RxFlow
        "Stepper", "Step", "Presentable", "FlowContributors", "FlowContributor", "OneStepper", "CompositeStepper",
        // RxSwift, which RxFlow is built on
        "Observable", "ObservableType", "ObserverType", "PublishRelay", "BehaviorRelay", "PublishSubject",
        "BehaviorSubject", "ReplaySubject", "Driver", "Signal", "Single", "Completable", "Maybe", "Disposable",
        "DisposeBag",
        // Reusable, which RxFlow apps instantiate their screens with
        "StoryboardBased", "Reusable", "NibReusable", "ViewModelBased",
    ]
    let abstractTypes: Set<String> = ["Presentable", "Flow", "Stepper"]
    let nodeKinds: [NodeKind] = [.flow]
    let edgeKinds: [EdgeKind] = [.contribution]
    let annotationKinds: [AnnotationKind] = [StepEmission.kind]

    /// Where a flow's navigation starts.
    static let entryMethod = "navigate"

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    /// RxFlow's contributions, through the project's wrappers: an implicit member where a contribution
    /// stands (`.one(flowContributor: .make(vc))`) is one of `FlowContributor` or `FlowContributors`.
    static let contributions = TypeInference.CallPurpose(
        name: "rxflow-contribution", contextualTypes: ["FlowContributor", "FlowContributors"], isTarget: isContribution
    )

    func isNavigationCall(_ call: CallFact) -> Bool {
        Self.isContribution(call)
    }

    /// A flow's own `pushViewController`, `present` and the like show what it contributes, or a screen
    /// outside RxFlow's navigation: a flow's edges are its contributions.
    static let flowPresentation = CallOutcome("flow-presentation", "a flow shows it; a flow's edges are what it contributes")

    /// `Flows.use(flow, when: .created) { root in ... }`: a flow waiting for another's root to show it.
    static func isFlowsUse(_ call: CallFact) -> Bool {
        call.name == "use" && call.receiver == .name("Flows")
    }

    /// `.viewController(vc)`, `.flow(flow, with: step)`, `.contribute(withNextPresentable:withNextStepper:)`,
    /// `.contribute(withNext:)`, and RxFlow 1's `NextFlowItem(nextPresentable:nextStepper:)`.
    static func isContribution(_ call: CallFact) -> Bool {
        guard let first = call.labels.first else { return false }
        switch call.name {
        // RxController's shorthands.
        case "viewController": return call.isMemberAccess && first == nil
        case "flow": return call.isMemberAccess && first == nil && call.labels.contains("with")
        case "contribute": return first == "withNextPresentable" || first == "withNext"
        case "NextFlowItem": return first == "nextPresentable"
        default: return false
        }
    }

    /// What a contribution presents: its first argument, or the screen a `UINavigationController(rootViewController:)`
    /// made for it holds (`.contribute(withNextPresentable: UINavigationController(rootViewController: form), ...)`),
    /// also through a property of the flow's holding one (`.contribute(withNextPresentable: self.root, ...)`).
    static func presented(by contribution: CallFact, in flow: String, screens: HeldScreens, needs: inout Needs) -> ValueExpr {
        let presentable = contribution.firstArgument
        // Asked of every contribution: most are a screen, read as they are without unwrapping.
        guard ShownScreens.mayHoldContainer(presentable) || presentable.ownMember != nil else { return presentable }
        let values = screens.shown(presentable, in: flow, &needs)
        return values == [presentable] ? presentable : .oneOf(values)
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel
        private var flowMemo: [String: Bool] = [:]
        private lazy var screens = HeldScreens(model: model, projectContainers: false)

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? {
            isFlow(type, needs: &needs) ? .flow : nil
        }

        /// Conforms to RxFlow's `Flow` directly, through a project protocol or superclass, or in an extension.
        private func isFlow(_ name: String, needs: inout Needs) -> Bool {
            model.index.inherits(name, memo: &flowMemo, needs: &needs) { written, _ in written == "Flow" || written == "RxFlow.Flow" }
        }

        func drawEdges(into draft: inout GraphDraft) {
            // Sorted: an inference cycle is cut where it is first met, so the order must not vary.
            for flow in draft.sortedNodes where flow.kind == .flow {
                for reached in model.inference.reachableFunctions(from: RxFlowStyle.entryMethod, on: flow.name, needs: &draft.needs) {
                    let steps = reached.cases
                    for call in reached.function.body.calls {
                        if ShownScreens.isShowCall(call) || RxFlowStyle.isFlowsUse(call) { draft.calls.record(RxFlowStyle.flowPresentation, of: call, by: RxFlowStyle.name) }
                        // A project wrapper (`.contribute(with: vc)`) is read as the contributions it makes,
                        // its parameters bound to what this call passes; the edge is at this call.
                        let contributions = draft.expand(
                            call, in: reached.scope(on: flow.name), for: RxFlowStyle.contributions,
                            subject: "'\(call.text)' in \(flow.name)", style: RxFlowStyle.name
                        )
                        for (contribution, scope) in contributions {
                            draft.calls.read(call, by: RxFlowStyle.name)
                            if CallSite(contribution) != CallSite(call) {
                                draft.calls.record(.atCallers, of: contribution, by: RxFlowStyle.name)
                            }
                            let types = draft.instanceTypes(
                                of: RxFlowStyle.presented(by: contribution, in: scope.owner ?? flow.name, screens: screens, needs: &draft.needs), in: scope
                            )
                            let targets = types.filter { draft.kind(of: $0) != nil }
                            if targets.isEmpty {
                                draft.warnIfUnresolved(types, subject: "'\(call.text)' contributed by \(flow.name)", at: call, style: RxFlowStyle.name)
                            }
                            let edgeSteps = call.cases.isEmpty ? steps : Set(call.cases)
                            for target in targets {
                                draft.addEdge(from: flow.name, to: target, kind: .contribution, steps: edgeSteps, drawnBy: call, style: RxFlowStyle.name)
                            }
                        }
                    }
                }
            }
        }

        func check(_ draft: inout GraphDraft) {
            draft.run(RxFlowStyle.stepChecks, with: StepRouting(model: model, screens: screens, draft: &draft))
        }

        /// A project protocol that makes its conformers flows: a class adopting it in a filtered file is a node.
        func wantedNames(needs: inout Needs) {
            for (name, info) in model.index.types where info.kind == .protocol && isFlow(name, needs: &needs) {
                needs.insert(name)
            }
        }
    }
}

extension NodeKind {
    /// A class conforming to RxFlow's `Flow`.
    package static let flow = NodeKind(name: "flow", rank: 0, look: NodeLook(
        label: "flow",
        color: "94",
        dotAttributes: "style=\"rounded,filled\", fillcolor=\"#d6eaff\"",
        mermaidShape: .stadium,
        mermaidClass: (name: "flow", style: "fill:#d6eaff,stroke:#1f6feb"),
        isEntryPoint: true
    ))
}

extension EdgeKind {
    /// A flow contributes a presentable from `navigate(to:)`.
    package static let contribution = EdgeKind(name: "contribution", rank: 0, look: EdgeLook(entersTarget: true))
}
