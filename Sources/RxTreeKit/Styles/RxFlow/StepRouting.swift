/// RxFlow's steps end to end, found once for all the step rules (`Checks/`): who emits them, which
/// flow receives them, what each flow's `navigate(to:)` handles, and which cases nothing emits. It also
/// draws what each node emits (`StepEmission`) and where the app starts (`launchNodes`). A link it
/// cannot prove (an unknown stepper, a step built at run time) leaves its cases undecided, counted by
/// reason for `--explain`; the rules count what they cannot decide themselves.
final class StepRouting {
    static let boundFromObservable = UndecidedReason("steps-bound-from-observable", "steps bound from an observable (bind(to: steps))")
    static let unknownViewModel = UndecidedReason("unknown-view-model", "a view controller whose view model type is unknown")
    static let unionOfFlows = UndecidedReason(
        "steps-of-union-of-flows", "steps of a union of flows (which step goes to which flow is known at run time)"
    )
    static let unknownStepper = UndecidedReason("unknown-stepper", "a stepper whose type is unknown")
    static let runTimeCase = UndecidedReason("run-time-step-case", "a step whose case is only known at run time")
    static let adaptedSteps = UndecidedReason("adapted-steps", "a flow that adapts its steps (adapt(step:))")
    static let navigateNotInProject = UndecidedReason("navigate-not-in-project", "a flow whose navigate(to:) is not in the project")
    static let stepBuiltAtRunTime = UndecidedReason(
        "unemitted-with-run-time-step", "step cases emitted nowhere (some step is built at run time)"
    )
    static let enumValuePassedOn = UndecidedReason(
        "unemitted-with-enum-value-passed-on", "step cases emitted nowhere (a value of its enum is passed on)"
    )
    /// What the routing itself may leave undecided, for the rules that read it to declare.
    static let deliveryReasons = [boundFromObservable, unknownViewModel, unionOfFlows, unknownStepper]
    static let deadStepReasons = [stepBuiltAtRunTime, enumValuePassedOn]

    private let model: SemanticModel
    private let screens: HeldScreens
    /// Every enum conforming to `Step`, with its cases.
    private var stepEnums: [String: [EnumCaseFacts]] = [:]
    /// The step enums with a case of each name: what `.done` can be, found without reading every enum.
    private lazy var stepEnumsByCase: [String: [String]] = {
        var index: [String: [String]] = [:]
        for (type, cases) in stepEnums {
            for name in Set(cases.map(\.name)) { index[name, default: []].append(type) }
        }
        return index
    }()
    private var handlingMemo: [String: Handling] = [:]
    /// What each flow's `navigate(to:)` reaches, with the needs of finding out: walked once a flow.
    private var reachedMemo: [String: (reached: [TypeInference.Reached], needs: Needs)] = [:]
    /// Contribution edges by the flow they start from, and by the node they reach.
    private var contributed: [String: [NavigationGraph.Edge]] = [:]
    private var contributors: [String: [String]] = [:]
    /// Each step a stepper or a flow sends, with the flow that receives it.
    private(set) var deliveries: [(Emitted, Receipt)] = []
    /// Steps forwarded to the flows that contributed the sending flow.
    private(set) var forwards: [(flow: String, Emitted)] = []
    /// The step cases nothing emits, when that is known for their enum.
    private(set) var unemittedCases: [UnemittedCase] = []

    /// A step case nothing emits, with the flows whose `navigate(to:)` names it (none: a `default:` names none).
    struct UnemittedCase {
        var type: String
        var enumCase: EnumCaseFacts
        var handledBy: [String]
    }

    init(model: SemanticModel, screens: HeldScreens, draft: inout GraphDraft) {
        self.model = model
        self.screens = screens
        for (name, info) in model.index.types where info.kind == .enum && isStep(name, needs: &draft.needs, depth: 0) {
            stepEnums[name] = info.cases
        }
        route(&draft)
    }

    /// A step value as far as the code proves it.
    enum StepValue: Hashable {
        case known(type: String, name: String)
        /// A value of a known step enum, case not known (a parameter, a variable).
        case someOf(type: String)
        case unknown

        var text: String? {
            if case .known(let type, let name) = self { return "\(type).\(name)" }
            return nil
        }
    }

    /// What one flow's `navigate(to:)` does with steps.
    enum Handling {
        /// `admits`: the step types its narrowing lets through (`step as? AppStep`), nil for any.
        case known(cases: Set<String>, catchesOthers: Bool, admits: Set<String>?)
        case undecided(UndecidedReason)

        func handles(_ type: String, _ name: String) -> Bool? {
            switch self {
            case .known(let cases, let catchesOthers, let admits):
                // Another step enum with a case of the same name is dropped by the cast (RxFlow gives up on it).
                if let admits, !admits.contains(type) { return false }
                return catchesOthers || cases.contains(name)
            case .undecided: return nil
            }
        }
    }

    /// Who receives a stepper's steps: the flow, the node the stepper was contributed with, and where.
    struct Receipt: Hashable {
        var flow: String
        var node: String
        var contributedBy: String
        var location: SourceLocation
    }

    /// A step sent: by `steps.accept`, a `OneStepper`, a forward, an entry step.
    struct Emitted {
        var values: [StepValue]
        var location: SourceLocation
        var text: String
    }

    // MARK: The routing

    private func route(_ draft: inout GraphDraft) {
        for edge in draft.edges.all where edge.kind == .contribution {
            contributed[edge.from, default: []].append(edge)
            if edge.from != edge.to { contributors[edge.to, default: []].append(edge.from) }
        }
        let flows = draft.nodes.values.filter { $0.kind == .flow }.map(\.name).sorted(by: String.utf8Order)
        // Every step value sent anywhere, for the dead-step checks.
        var sentValues: [StepValue] = []
        var receipts: [String: [Receipt]] = [:]
        // Steps sent straight to a flow: entry steps, `OneStepper`s, `forwardToCurrentFlow`.
        var direct: [(Emitted, Receipt)] = []

        for flow in flows {
            for reached in reachable(from: flow, needs: &draft.needs) {
                for call in reached.function.body.calls {
                    if RxFlowStyle.isContribution(call) {
                        contribution(call, in: flow, generics: reached.generics, draft: &draft, receipts: &receipts, direct: &direct)
                    } else if let step = forwardedStep(call) {
                        let emitted = Emitted(values: stepValues(step, in: flow, needs: &draft.needs), location: call.location, text: call.text)
                        if call.name == "forwardToCurrentFlow" {
                            direct.append((emitted, Receipt(flow: flow, node: flow, contributedBy: flow, location: call.location)))
                        } else {
                            forwards.append((flow, emitted))
                        }
                    }
                }
            }
        }
        addChildViewModels(&receipts, draft: &draft)

        // Every emission in the project, for the dead-step checks; those of a known class, for the rest.
        var byEmitter: [String: [Emitted]] = [:]
        var unknownEmission = false
        var someOfTypes: Set<String> = []
        var emittedCases: Set<String> = []
        let index = model.index
        for (owner, body) in index.bodiesInOrder {
            for call in body.calls {
                if call.name == "coordinate", call.labels == ["flow", "with"], let stepper = call.laterArguments.first {
                    // `FlowCoordinator.coordinate(flow:with:)`: where the app starts, and the stepper its root flow hears.
                    for flow in draft.instanceTypes(of: call.firstArgument, in: owner).filter({ draft.kind(of: $0) == .flow }) {
                        // Called by a node (a coordinator), the flow is reached through that node's edge;
                        // called by other code (the app delegate), it is where the app starts.
                        if draft.isOutsideEveryNode(owner) { draft.launchNodes.insert(flow) }
                        let receipt = Receipt(flow: flow, node: flow, contributedBy: owner ?? "FlowCoordinator", location: call.location)
                        steppers(stepper, in: owner, generics: [:], receipt: receipt, draft: &draft, receipts: &receipts, direct: &direct)
                    }
                } else if let relay = stepsRelayReceiver(call) {
                    let emitted = Emitted(values: stepValues(call.firstArgument, in: owner, needs: &draft.needs), location: call.location, text: call.text)
                    sentValues += emitted.values
                    for emitter in emitters(relay, in: owner, draft: &draft) {
                        byEmitter[emitter, default: []].append(emitted)
                    }
                } else if bindsToSteps(call) {
                    unknownEmission = true
                    draft.undecided[Self.boundFromObservable, default: 0] += 1
                } else if let step = sentStep(call) {
                    sentValues += stepValues(step, in: owner, needs: &draft.needs)
                }
            }
        }
        // What is sent matters as a set (the cases emitted, the enums passed on), so the types are read unsorted.
        for (owner, property) in index.propertiesOfEveryType(named: "initialStep") {
            for value in (property.initializer.map { [$0] } ?? []) + property.body.returnValues {
                sentValues += stepValues(value, in: owner, needs: &draft.needs)
            }
        }
        for value in sentValues + direct.flatMap(\.0.values) + forwards.flatMap(\.1.values) {
            switch value {
            case .known(let type, let name): emittedCases.insert("\(type).\(name)")
            case .someOf(let type): someOfTypes.insert(type)
            case .unknown: unknownEmission = true
            }
        }

        // Each emission of a stepper, at each flow it was contributed to, and what that flow does with it.
        deliveries = direct
        for (stepper, list) in receipts {
            for emitted in byEmitter[stepper] ?? [] {
                for receipt in list { deliveries.append((emitted, receipt)) }
            }
        }
        for (emitted, receipt) in deliveries {
            let handling = handling(of: receipt.flow, needs: &draft.needs)
            for case .known(let type, let name) in emitted.values {
                let handled = handling.handles(type, name)
                draft.annotations.append(StepEmission.annotation(
                    from: receipt.node, step: "\(type).\(name)", flow: receipt.flow,
                    to: handled == false ? [] : contributions(of: receipt.flow, for: name),
                    handled: handled, location: emitted.location
                ))
            }
        }

        findUnemittedCases(flows: flows, emittedCases: emittedCases, someOfTypes: someOfTypes, unknownEmission: unknownEmission, draft: &draft)
    }

    /// The flows that contribute `flow`, sorted: where its forwarded steps go.
    func parents(of flow: String) -> [String] {
        Set(contributors[flow] ?? []).sorted(by: String.utf8Order)
    }

    // MARK: Dead steps

    /// `flows`: the flow nodes, sorted.
    private func findUnemittedCases(
        flows: [String], emittedCases: Set<String>, someOfTypes: Set<String>, unknownEmission: Bool, draft: inout GraphDraft
    ) {
        guard !stepEnums.isEmpty else { return }
        if unknownEmission {
            draft.undecided[Self.stepBuiltAtRunTime, default: 0] += stepEnums.values.reduce(0) { $0 + $1.count }
            return
        }
        // The flows whose `navigate(to:)` names each case. A `default:` names none: a case no flow names
        // and nothing emits is unused, whatever a `default:` would do with it.
        // By qualified case: a flow names `T.name` when it names `name` and its narrowing admits `T`.
        // The flows that name a case: by step type and case name when the flow's narrowing admits that type,
        // by case name alone when it admits any. Indexed so the work grows with what the flows name, not
        // with every enum's cases times every flow that names a case of that name (`alert`, `done`).
        var namersOfType: [String: [String: [String]]] = [:]
        var namersOfAny: [String: [String]] = [:]
        for flow in flows {
            let matchings = navigateMatchings(of: flow, needs: &draft.needs)
            let admits = admittedTypes(matchings, of: flow, needs: &draft.needs)
            for name in matchings.flatMap(\.cases) {
                if let admits {
                    for type in admits { namersOfType[type, default: [:]][name, default: []].append(flow) }
                } else {
                    namersOfAny[name, default: []].append(flow)
                }
            }
        }
        for type in stepEnums.keys.sorted(by: String.utf8Order) {
            if someOfTypes.contains(type) {
                draft.undecided[Self.enumValuePassedOn, default: 0] += stepEnums[type]?.count ?? 0
                continue
            }
            for enumCase in stepEnums[type] ?? [] where !emittedCases.contains("\(type).\(enumCase.name)") {
                let handlers = (namersOfType[type]?[enumCase.name] ?? []) + (namersOfAny[enumCase.name] ?? [])
                let flows = Set(handlers).sorted(by: String.utf8Order)
                unemittedCases.append(UnemittedCase(type: type, enumCase: enumCase, handledBy: flows))
            }
        }
    }

    // MARK: Contributions

    /// Which steppers a contribution pairs with which flow, and the steps it sends straight away.
    private func contribution(
        _ call: CallFact, in flow: String, generics: GenericBindings, draft: inout GraphDraft,
        receipts: inout [String: [Receipt]], direct: inout [(Emitted, Receipt)]
    ) {
        let presentables = draft.instanceTypes(
            of: RxFlowStyle.presented(by: call, in: flow, screens: screens, needs: &draft.needs), in: flow, generics: generics
        ).filter { draft.kind(of: $0) != nil }
        guard !presentables.isEmpty else { return }
        let later = call.laterArguments.first
        // A value that is one of several flows (`let flow: Flow` set in each case of a switch) stands with
        // a step that is one of several too: which step goes with which flow is not written down.
        let pairing = presentables.count > 1 ? Pairing.unknown : .known
        for presentable in presentables {
            let receiver = draft.kind(of: presentable) == .flow ? presentable : flow
            let receipt = Receipt(flow: receiver, node: presentable, contributedBy: flow, location: call.location)
            switch call.name {
            case "viewController":
                var unneeded = Needs()
                if let viewModel = draft.viewModel(of: presentable, needs: &unneeded) {
                    receipts[viewModel, default: []].append(receipt)
                } else {
                    draft.undecided[Self.unknownViewModel, default: 0] += 1
                }
            case "flow":
                if let later {
                    let emitted = Emitted(values: stepValues(later, in: flow, needs: &draft.needs), location: call.location, text: call.text)
                    direct.append((emitted, receipt))
                }
            case "contribute" where call.labels.first == "withNext":
                receipts[presentable, default: []].append(receipt)
            default:
                if let later {
                    steppers(later, in: flow, generics: generics, pairing: pairing, receipt: receipt, draft: &draft, receipts: &receipts, direct: &direct)
                }
            }
        }
    }

    /// Whether the steps of a contribution's stepper are known to go to each of its presentables.
    private enum Pairing { case known, unknown }

    private func steppers(
        _ value: ValueExpr, in flow: String?, generics: GenericBindings, pairing: Pairing = .known, receipt: Receipt, draft: inout GraphDraft,
        receipts: inout [String: [Receipt]], direct: inout [(Emitted, Receipt)]
    ) {
        if case .call(nil, let name, let arguments) = value {
            switch name {
            case "OneStepper":
                let step = arguments.first(where: { $0.label == "withSingleStep" })?.value ?? .unknown
                let emitted = Emitted(values: stepValues(step, in: flow, needs: &draft.needs), location: receipt.location, text: "OneStepper")
                if pairing == .unknown, emitted.values.count > 1 {
                    draft.undecided[Self.unionOfFlows, default: 0] += emitted.values.count
                    return
                }
                direct.append((emitted, receipt))
                return
            case "CompositeStepper":
                guard case .array(let elements)? = arguments.first?.value else {
                    draft.undecided[Self.unknownStepper, default: 0] += 1
                    return
                }
                for element in elements {
                    steppers(element, in: flow, generics: generics, pairing: pairing, receipt: receipt, draft: &draft, receipts: &receipts, direct: &direct)
                }
                return
            case "DefaultStepper":
                return
            default:
                break
            }
        }
        // A stepper is known by name: a class whose file is not parsed (it mentions no step) emits
        // nothing to check, so looking for its declaration must not make files worth parsing.
        var unneeded = Needs()
        let types = model.inference.instanceTypes(of: value, in: flow, generics: generics, needs: &unneeded).filter { !model.isAbstract($0) }
        if types.isEmpty {
            draft.undecided[Self.unknownStepper, default: 0] += 1
        }
        for type in types { receipts[type, default: []].append(receipt) }
    }

    /// RxController: a child view controller's view model sends its steps through its parent's
    /// (`RxViewController.addChild` adds the view models too), so they reach the parent's flow.
    private func addChildViewModels(_ receipts: inout [String: [Receipt]], draft: inout GraphDraft) {
        var children: [String: [String]] = [:]
        for edge in draft.edges.all where edge.kind == .child { children[edge.from, default: []].append(edge.to) }
        let start = receipts
        var unneeded = Needs()
        for (_, list) in start {
            for receipt in list where draft.kind(of: receipt.node) == .viewController {
                guard draft.viewModel(of: receipt.node, needs: &unneeded) != nil else { continue }
                var pending = children[receipt.node] ?? []
                var seen: Set<String> = [receipt.node]
                while let child = pending.popLast() {
                    guard seen.insert(child).inserted, let viewModel = draft.viewModel(of: child, needs: &unneeded) else { continue }
                    let childReceipt = Receipt(flow: receipt.flow, node: child, contributedBy: receipt.contributedBy, location: receipt.location)
                    if !(receipts[viewModel]?.contains(childReceipt) ?? false) { receipts[viewModel, default: []].append(childReceipt) }
                    pending += children[child] ?? []
                }
            }
        }
    }

    /// The nodes `flow` contributes for the step case `name`.
    private func contributions(of flow: String, for name: String) -> [String] {
        let pattern = ".\(name)"
        let targets = (contributed[flow] ?? []).filter { $0.steps.contains(pattern) }.map(\.to)
        return Set(targets).sorted(by: String.utf8Order)
    }

    // MARK: Handling

    /// What `flow`'s `navigate(to:)` (its own or inherited, with the same-named overloads it calls)
    /// does with steps; undecided when it cannot be read or an `adapt(step:)` rewrites them first.
    func handling(of flow: String, needs: inout Needs) -> Handling {
        if let known = handlingMemo[flow] { return known }
        let result: Handling
        if model.index.functions("adapt", on: flow, needs: &needs) != nil {
            result = .undecided(Self.adaptedSteps)
        } else {
            let navigates = navigateMatchings(of: flow, needs: &needs)
            if navigates.isEmpty {
                result = .undecided(Self.navigateNotInProject)
            } else {
                result = .known(
                    cases: Set(navigates.flatMap(\.cases)), catchesOthers: navigates.contains(where: \.catchesOthers),
                    admits: admittedTypes(navigates, of: flow, needs: &needs)
                )
            }
        }
        handlingMemo[flow] = result
        return result
    }

    /// The step types `navigate(to:)` functions let through: nil (any) unless every one of them narrows
    /// its parameter to step enums the project declares.
    private func admittedTypes(_ matchings: [CaseMatching], of flow: String, needs: inout Needs) -> Set<String>? {
        var admitted: Set<String> = []
        for matching in matchings {
            guard !matching.narrowing.isEmpty else { return nil }
            for written in matching.narrowing {
                guard let type = model.index.lookupType(written, from: flow, needs: &needs), stepEnums[type] != nil else { return nil }
                admitted.insert(type)
            }
        }
        return matchings.isEmpty ? nil : admitted
    }

    /// The case matching of `flow`'s `navigate(to:)` functions, its own or inherited.
    private func reachable(from flow: String, needs: inout Needs) -> [TypeInference.Reached] {
        if let known = reachedMemo[flow] {
            needs.formUnion(known.needs)
            return known.reached
        }
        var found = Needs()
        let reached = model.inference.reachableFunctions(from: RxFlowStyle.entryMethod, on: flow, needs: &found)
        reachedMemo[flow] = (reached, found)
        needs.formUnion(found)
        return reached
    }

    private func navigateMatchings(of flow: String, needs: inout Needs) -> [CaseMatching] {
        reachable(from: flow, needs: &needs)
            .map(\.function).filter { $0.name == RxFlowStyle.entryMethod }.compactMap(\.matching)
    }

    // MARK: Calls that send steps

    /// `steps.accept(x)`, `self.steps.accept(x)`, `viewModel.steps.onNext(x)`: the relay's owner
    /// (`.selfValue` for the code's own), or nil when the call is no such emission.
    private func stepsRelayReceiver(_ call: CallFact) -> ValueExpr? {
        guard call.name == "accept" || call.name == "onNext", call.labels == [nil] else { return nil }
        switch call.receiver {
        case .name("steps")?: return .selfValue
        case .member(let base, "steps")?: return base
        default: return nil
        }
    }

    /// `bind(to: steps)`, `drive(steps)`, `subscribe(steps)`: steps sent from an observable.
    private func bindsToSteps(_ call: CallFact) -> Bool {
        guard ["bind", "drive", "subscribe"].contains(call.name) else { return false }
        switch call.firstArgument {
        case .name("steps"), .member(_, "steps"): return true
        default: return false
        }
    }

    /// The step of `OneStepper(withSingleStep:)` anywhere, or RxController's `.flow(x, with:)`.
    private func sentStep(_ call: CallFact) -> ValueExpr? {
        if call.name == "OneStepper", call.labels == ["withSingleStep"] { return call.firstArgument }
        if let forwarded = forwardedStep(call) { return forwarded }
        if call.name == "flow", call.labels == [nil, "with"] { return call.laterArguments.first }
        // `super.navigate(to: CommonStep.dismiss)`: a step handed to a flow directly. Only a written
        // case counts: `navigate(to: step)` passes on a step sent elsewhere.
        if call.name == RxFlowStyle.entryMethod, call.labels == ["to"], isWrittenCase(call.firstArgument) { return call.firstArgument }
        return nil
    }

    private func isWrittenCase(_ value: ValueExpr) -> Bool {
        switch value {
        case .member, .call(_?, _, _), .implicitMember, .implicitCall: return true
        default: return false
        }
    }

    /// `.forwardToParentFlow(withStep:)`, `.end(forwardToParentFlowWithStep:)`, `.forwardToCurrentFlow(withStep:)`.
    private func forwardedStep(_ call: CallFact) -> ValueExpr? {
        switch (call.name, call.labels) {
        case ("forwardToParentFlow", ["withStep"]), ("forwardToCurrentFlow", ["withStep"]), ("end", ["forwardToParentFlowWithStep"]):
            return call.firstArgument
        default:
            return nil
        }
    }

    /// The classes whose steps a relay belongs to.
    private func emitters(_ relay: ValueExpr, in owner: String?, draft: inout GraphDraft) -> [String] {
        if relay == .selfValue { return owner.map { [$0] } ?? [] }
        var unneeded = Needs()
        return model.inference.instanceTypes(of: relay, in: owner, generics: [:], needs: &unneeded)
    }

    // MARK: Step values

    func stepValues(_ value: ValueExpr, in owner: String?, needs: inout Needs) -> [StepValue] {
        switch value {
        case .member(let base, let name), .call(let base?, let name, _):
            guard let written = writtenName(base), let type = model.index.lookupType(written, from: owner, needs: &needs),
                  let cases = stepEnums[type] else { return [.unknown] }
            return [cases.contains { $0.name == name } ? .known(type: type, name: name) : .someOf(type: type)]
        case .implicitMember(let name), .implicitCall(let name, _):
            // Swift gives `.friends` a type from its context; the case's only step enum is that type.
            let types = stepEnumsByCase[name] ?? []
            return types.count == 1 ? [.known(type: types[0], name: name)] : [.unknown]
        case .binding(let declared, let assigned):
            let values = ValueExpr.ownValues(assigned)
            if values.isEmpty {
                guard let declared, let type = model.index.lookupType(declared, from: owner, needs: &needs), stepEnums[type] != nil else { return [.unknown] }
                return [.someOf(type: type)]
            }
            return values.flatMap { stepValues($0, in: owner, needs: &needs) }
        case .oneOf(let values):
            return values.flatMap { stepValues($0, in: owner, needs: &needs) }
        case .typed(let declared):
            guard let type = model.index.lookupType(declared, from: owner, needs: &needs), stepEnums[type] != nil else { return [.unknown] }
            return [.someOf(type: type)]
        default:
            return [.unknown]
        }
    }

    private func writtenName(_ value: ValueExpr) -> String? {
        switch value {
        case .name(let name): return name
        case .member(let base, let name): return writtenName(base).map { "\($0).\(name)" }
        default: return nil
        }
    }

    private func isStep(_ name: String, needs: inout Needs, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        for inherited in model.index.types[name]?.inheritance ?? [] {
            if inherited == "Step" || inherited == "RxFlow.Step" { return true }
            // Probing: a protocol refining `Step` says `Step`, a keyword, so its file is parsed anyway;
            // a miss (`Codable`) must not make every file that names it worth parsing.
            if let type = model.index.lookupType(inherited, from: name, probing: true, needs: &needs), type != name,
               model.index.types[type]?.kind == .protocol, isStep(type, needs: &needs, depth: depth + 1) { return true }
        }
        return false
    }
}
