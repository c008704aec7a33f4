/// MVVM-FC (flow controllers): a module's factory creates its view controller, its view model and its
/// flow controller; the view model calls the flow controller, whose methods show the next module
/// through that module's factory (`BFactory.pushIn(...)`) or by pushing or presenting what a factory
/// creates. Edges join the view controllers: A -> B when A's flow controller shows B.
struct FlowControllerStyle: NavigationStyle {
    let keywords = ["FlowController"]
    let callNames: Set<String> = ShownScreens.callNames.union(FlowControllerStyle.factoryMethods)
    let valueCalls: Set<String> = ShownScreens.containers
    let assignedMembers: Set<String> = ShownScreens.assignedMembers
    let frameworkNames: Set<String> = []
    let abstractTypes: Set<String> = []
    let nodeKinds: [NodeKind] = []
    let edgeKinds: [EdgeKind] = [.flowController]

    /// A factory's static methods that create a module's view controller and show it.
    static let factoryMethods: Set<String> = ["pushIn", "showIn", "presentIn", "rootIn"]
    /// The naming rule of MVVM-FC's flow controllers.
    static let suffix = "FlowController"

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel
        /// What a factory's static method shows, by factory and method.
        private var factoryMemo: [String: [String]] = [:]

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? { nil }

        func drawEdges(into draft: inout GraphDraft) {
            let index = model.index
            let flowControllers = Set(index.types.compactMap { name, info -> String? in
                let last = name.split(separator: ".").last.map(String.init) ?? name
                return info.kind == .class && last.hasSuffix(FlowControllerStyle.suffix) ? name : nil
            })
            guard !flowControllers.isEmpty else { return }
            var owners: [String: [String]] = [:]
            for screen in draft.nodes.values.sorted(by: NavigationGraph.nodeOrder) where screen.kind == .viewController {
                for flowController in held(by: screen.name, among: flowControllers, depth: 2, draft: &draft) {
                    owners[flowController, default: []].append(screen.name)
                }
            }
            for flowController in flowControllers.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                guard let screens = owners[flowController] else {
                    if let location = index.types[flowController]?.declarations.first {
                        let message = "no view controller holds flow controller '\(flowController)', directly or through its view model; its edges are not drawn"
                        draft.diagnostics.insert(Diagnostic(at: location, message: message))
                    }
                    continue
                }
                for reached in CoordinatorMethods.reached(by: flowController, in: model, needs: &draft.needs) {
                    let step = ".\(reached.function.name)"
                    for call in reached.function.body.calls {
                        let targets = shown(by: call, in: flowController, reached.generics, &draft)
                        for screen in screens {
                            for target in targets where target != screen {
                                draft.edges.add(from: screen, to: target, kind: .flowController, steps: [step], at: call.location)
                            }
                        }
                    }
                }
            }
        }

        /// The flow controllers a class holds in its properties, or through the properties of a class it holds (its view model).
        private func held(by type: String, among flowControllers: Set<String>, depth: Int, draft: inout GraphDraft) -> [String] {
            var found: [String] = []
            for owner in model.index.classChain(type, needs: &draft.needs) {
                for name in (model.index.types[owner]?.properties.keys).map(Array.init) ?? [] {
                    for held in draft.instanceTypes(of: .member(.selfValue, name), in: type) where held != type {
                        if flowControllers.contains(held) {
                            found.append(held)
                        } else if depth > 1, model.index.types[held]?.kind == .class, draft.kind(of: held) == nil {
                            found += self.held(by: held, among: flowControllers, depth: depth - 1, draft: &draft)
                        }
                    }
                }
            }
            return Array(Set(found)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }

        /// The view controllers a call in a flow controller shows: `XFactory.pushIn(...)`, or UIKit's
        /// push and present of what a factory creates.
        private func shown(by call: CallFact, in flowController: String, _ generics: GenericBindings, _ draft: inout GraphDraft) -> [String] {
            if ShownScreens.isShowCall(call) {
                return ShownScreens.values(call.firstArgument).flatMap { screen in
                    let types = draft.instanceTypes(of: screen, in: flowController, generics: generics)
                    let targets = types.filter { draft.kind(of: $0) == .viewController }
                    if targets.isEmpty {
                        draft.warnIfUnresolved(types, subject: "'\(call.text)' shown by \(flowController)", at: call.location)
                    }
                    return targets
                }
            }
            guard FlowControllerStyle.factoryMethods.contains(call.name), case .name(let written)? = call.receiver else { return [] }
            guard let factory = model.index.lookupType(written, from: flowController, needs: &draft.needs) else {
                draft.warnIfUnresolved([], subject: "the factory '\(written)' called by \(flowController)", at: call.location)
                return []
            }
            return shown(byFactory: factory, method: call.name, &draft)
        }

        /// What a factory's static method shows, read in the factory's own code.
        private func shown(byFactory factory: String, method: String, _ draft: inout GraphDraft) -> [String] {
            let key = "\(factory).\(method)"
            if let known = factoryMemo[key] { return known }
            factoryMemo[key] = []
            var targets: Set<String> = []
            for reached in model.inference.reachableFunctions(from: method, on: factory, needs: &draft.needs) {
                for call in reached.function.body.calls where ShownScreens.isShowCall(call) {
                    for screen in ShownScreens.values(call.firstArgument) {
                        let types = draft.instanceTypes(of: screen, in: factory, generics: reached.generics)
                        targets.formUnion(types.filter { draft.kind(of: $0) == .viewController })
                    }
                }
            }
            let result = targets.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            factoryMemo[key] = result
            return result
        }
    }
}

extension EdgeKind {
    /// MVVM-FC: a view controller's flow controller shows another view controller.
    public static let flowController = EdgeKind(name: "flowController", rank: 0, look: EdgeLook(entersTarget: true))
}
