/// Which view controllers each flow controller belongs to, read where they are made: a module's factory
/// creates its view controller and its flow controller in one function and wires one to the other.
///
/// The wiring is a fact of that function's code, never a guess from names:
/// - the flow controller is created with the screen: `let fc = XFlowController(viewController: vc)`;
/// - the screen is handed the flow controller, or a value made with it, by a call or an assignment on it:
///   `vc.viewModel = XViewModel(flowController: fc)`, `vc.assignDependencies(flowController: fc, …)`,
///   `vc.flowController = fc`.
///
/// A screen may also make its flow controller itself, in a stored property (`let flowController =
/// XFlowController()`), or in a property of the object it makes there (`let presenter = XPresenter()`).
struct FactoryWiring {
    /// A function that wires screens to flow controllers: a module's factory.
    struct Factory {
        var owner: String?
        var function: FunctionFacts
        /// The screens it wires, each with the flow controllers wired to it.
        var wired: [String: Set<String>]
    }

    /// The module factories, in owner then function order.
    private(set) var factories: [Factory] = []
    /// The screens wired to each flow controller, by flow controller.
    private(set) var screens: [String: Set<String>] = [:]

    private let flowControllers: Set<String>
    private let model: SemanticModel

    init(model: SemanticModel, flowControllers: Set<String>, draft: inout GraphDraft) {
        self.model = model
        self.flowControllers = flowControllers
        let index = model.index
        // The owners that make a flow controller, in name order as the index walks the bodies.
        var owners: [String] = []
        for (owner, body) in index.bodiesInOrder {
            guard let owner, owners.last != owner, makesFlowController(body, owner: owner, &draft) else { continue }
            owners.append(owner)
        }
        for owner in owners {
            guard let info = index.types[owner] else { continue }
            for name in info.functionNames.sorted(by: String.utf8Order) {
                for function in info.functions(named: name) ?? .empty {
                    read(function, owner: owner, &draft)
                }
            }
        }
        for name in index.globalFunctions.keys.sorted(by: String.utf8Order) {
            for function in index.globalFunctions[name] ?? [] where makesFlowController(function.body, owner: nil, &draft) {
                read(function, owner: nil, &draft)
            }
        }
        for screen in draft.sortedNodes where screen.kind == .viewController {
            for flowController in madeInProperties(of: screen.name, depth: 2, &draft) {
                screens[flowController, default: []].insert(screen.name)
            }
        }
    }

    /// What the stored properties of one class make: flow controllers, and the project classes made
    /// otherwise (`let presenter = XPresenter()`), looked up once a screen's search goes that deep.
    private struct PropertyMakes {
        var flowControllers: Set<String> = []
        /// The names called in the initialisers that make no flow controller.
        var otherCalls: [String] = []
        var held: [String]?
    }

    /// By class: every screen of a module shares its base classes, whose properties are read once.
    private var propertyMakes: [String: PropertyMakes] = [:]

    /// The flow controllers a class makes in its stored properties' initialisers, or (`depth` 2) in those of
    /// the project classes it makes there.
    private mutating func madeInProperties(of type: String, depth: Int, _ draft: inout GraphDraft) -> Set<String> {
        var found: Set<String> = []
        for owner in model.index.classChain(type, needs: &draft.needs) {
            // A union of sets: the order of the properties does not matter.
            let makes = propertyMakes(of: owner, followingHeld: depth > 1, &draft)
            found.formUnion(makes.flowControllers)
            guard depth > 1 else { continue }
            for held in makes.held ?? [] where held != type {
                found.formUnion(madeInProperties(of: held, depth: depth - 1, &draft))
            }
        }
        return found
    }

    /// What `owner`'s stored properties make, read once a build; the held classes are looked up the first time
    /// a search goes that deep (`followingHeld`), as the lookup logs what it misses.
    private mutating func propertyMakes(of owner: String, followingHeld: Bool, _ draft: inout GraphDraft) -> PropertyMakes {
        var makes: PropertyMakes
        if let known = propertyMakes[owner] {
            guard followingHeld, known.held == nil else { return known }
            makes = known
        } else {
            makes = PropertyMakes()
            for initializer in model.index.types[owner]?.propertyInitializers ?? [] {
                let made = flowControllers(madeIn: initializer, owner: owner, depth: 0, &draft)
                makes.flowControllers.formUnion(made)
                if made.isEmpty, case .call(nil, let name, _) = initializer, name.first?.isUppercase == true {
                    makes.otherCalls.append(name)
                }
            }
        }
        if followingHeld {
            // Probing: a class whose stored property makes a flow controller mentions `FlowController`,
            // a keyword, so its file is parsed already; `let disposeBag = DisposeBag()` asks for nothing.
            makes.held = makes.otherCalls.compactMap { name in
                guard let held = model.index.lookupType(name, from: owner, probing: true, needs: &draft.needs),
                      model.index.types[held]?.kind == .class, draft.kind(of: held) == nil else { return nil }
                return held
            }
        }
        propertyMakes[owner] = makes
        return makes
    }

    /// Whether the body creates a flow controller: most bodies do not, and are read no further.
    private func makesFlowController(_ body: CodeBody, owner: String?, _ draft: inout GraphDraft) -> Bool {
        body.calls.contains { flowController(createdBy: $0, owner: owner, &draft) != nil }
    }

    /// The flow controller a call creates: `XFlowController(…)`, the class resolved where it is written.
    private func flowController(createdBy call: CallFact, owner: String?, _ draft: inout GraphDraft) -> String? {
        guard call.receiver == nil, !call.isMemberAccess, !call.isAssignment else { return nil }
        return flowController(named: call.name, owner: owner, &draft)
    }

    private func flowController(named name: String, owner: String?, _ draft: inout GraphDraft) -> String? {
        guard name.utf8HasSuffix(FlowControllerStyle.suffix),
              let type = model.index.lookupType(name, from: owner, needs: &draft.needs), flowControllers.contains(type) else { return nil }
        return type
    }

    /// The screens and flow controllers one function wires to each other.
    private mutating func read(_ function: FunctionFacts, owner: String?, _ draft: inout GraphDraft) {
        var wired: [String: Set<String>] = [:]
        for call in function.body.calls {
            if let flowController = flowController(createdBy: call, owner: owner, &draft) {
                // Created with the screen: among several screens passed, the ones made here.
                let passed = [call.firstArgument] + call.laterArguments
                let made = passed.filter(Self.isMadeHere)
                for screen in screens(of: made.isEmpty ? passed : made, owner: owner, &draft) {
                    wired[screen, default: []].insert(flowController)
                }
            } else if let receiver = call.receiver, call.isMemberAccess, Self.isMadeHere(receiver), !ShownScreens.isShowCall(call) {
                // Handed to the screen, itself or inside a value made with it.
                var handed: Set<String> = []
                for argument in [call.firstArgument] + call.laterArguments {
                    handed.formUnion(flowControllers(madeIn: argument, owner: owner, depth: 0, &draft))
                }
                guard !handed.isEmpty else { continue }
                for screen in screens(of: [receiver], owner: owner, &draft) {
                    wired[screen, default: []].formUnion(handed)
                }
            }
        }
        guard !wired.isEmpty else { return }
        factories.append(Factory(owner: owner, function: function, wired: wired))
        for (screen, flowControllers) in wired {
            for flowController in flowControllers { screens[flowController, default: []].insert(screen) }
        }
    }

    /// The view controllers among the types of `values`.
    private func screens(of values: [ValueExpr], owner: String?, _ draft: inout GraphDraft) -> [String] {
        values.flatMap { draft.instanceTypes(of: $0, in: owner) }.filter { draft.kind(of: $0) == .viewController }
    }

    /// How deep a value is searched for a flow controller made in it (a view model made with one, kept in a local).
    private static let maximumDepth = 16

    /// The flow controllers created in a value: `fc`, a local holding `XFlowController(…)`, or a value
    /// made with one, such as `XViewModel(flowController: fc)`.
    private func flowControllers(madeIn value: ValueExpr, owner: String?, depth: Int, _ draft: inout GraphDraft) -> Set<String> {
        guard depth < Self.maximumDepth else { return [] }
        switch value {
        case .call(let base, let name, let arguments):
            if base == nil, let type = flowController(named: name, owner: owner, &draft) { return [type] }
            return arguments.reduce(into: []) { $0.formUnion(flowControllers(madeIn: $1.value, owner: owner, depth: depth + 1, &draft)) }
        case .binding(_, let values):
            return ValueExpr.ownValues(values).reduce(into: []) {
                $0.formUnion(flowControllers(madeIn: $1, owner: owner, depth: depth + 1, &draft))
            }
        case .oneOf(let values), .array(let values), .tuple(let values):
            return values.reduce(into: []) { $0.formUnion(flowControllers(madeIn: $1, owner: owner, depth: depth + 1, &draft)) }
        default:
            return []
        }
    }

    /// A value made in the function itself (by a call or a cast), or a local holding one: not a
    /// parameter, a property or `self`.
    static func isMadeHere(_ value: ValueExpr) -> Bool {
        switch value {
        case .call, .infixOperator, .typed: return true
        case .binding(_, let values): return ValueExpr.ownValues(values).contains(where: isMadeHere)
        case .oneOf(let values): return values.contains(where: isMadeHere)
        default: return false
        }
    }
}
