extension TypeInference {
    /// What a style looks for through the project's own functions: which calls are its own (RxFlow's
    /// `.contribute(withNextPresentable:)`), and the types an implicit member `.name(...)` is looked up on
    /// where such a call stands (`FlowContributor`, `FlowContributors`).
    struct CallPurpose {
        /// Names the memo of summaries: one purpose, one set of summaries.
        var name: String
        var contextualTypes: [String]
        var isTarget: @Sendable (CallFact) -> Bool
        /// Whether a wrapper's summary also follows its calls on its own type (a router's `push(module)` handing on
        /// to `push(module, animated: true)`). Off for a purpose whose callers expand what a node does: a node's
        /// methods calling each other are that node's own navigation.
        var followsCallsOnItself = false
    }

    /// One way a function reaches a target call: the calls it goes through, each with the project
    /// function it runs, then the target call, written in the last of them.
    struct Route: Equatable {
        struct Hop: Equatable {
            /// What the call into `function` passes.
            var arguments: [CallArgument]
            var owner: String
            var function: FunctionFacts
        }

        var hops: [Hop]
        var target: CallFact
    }

    /// Routes kept per function: a wrapper reaches a few target calls; more are data, not navigation.
    static let maximumRoutes = 64

    /// The target calls `call` makes: itself if it is one, else, for a call of a project function (a
    /// wrapper such as `static func contribute(with screen: Screen) -> FlowContributor`), the ones its
    /// summary reaches, each with the scope its arguments are read in: every wrapper's parameters bound
    /// to what the call before it passes. Wrappers of wrappers compose.
    func expand(_ call: CallFact, in scope: Scope, for purpose: CallPurpose, needs: inout Needs) -> [(call: CallFact, scope: Scope)] {
        if purpose.isTarget(call) { return [(call, scope)] }
        var found: [(call: CallFact, scope: Scope)] = []
        for callee in callees(of: call, in: scope, for: purpose, needs: &needs) {
            for route in summary(of: callee.function, owner: callee.owner, for: purpose, needs: &needs) {
                var current = calleeScope(callee.function, owner: callee.owner, passing: call.arguments, from: scope, needs: &needs)
                for hop in route.hops {
                    current = calleeScope(hop.function, owner: hop.owner, passing: hop.arguments, from: current, needs: &needs)
                }
                found.append((route.target, current))
            }
        }
        return found
    }

    /// The routes from `function`'s body to target calls, computed once per function and purpose.
    private func summary(of function: FunctionFacts, owner: String, for purpose: CallPurpose, needs: inout Needs) -> [Route] {
        let key = SummaryKey(purpose: purpose.name, owner: owner, name: function.name, isStatic: function.isStatic, labels: function.parameters.map(\.label))
        // Recursion (a wrapper calling itself, or wrappers calling each other) settles as `Memo` says.
        return remembered(key, in: summaryMemo, needs: &needs) { inner in
            var routes: [Route] = []
            let scope = Scope(owner: owner)
            for call in function.body.calls where routes.count < Self.maximumRoutes {
                if purpose.isTarget(call) {
                    routes.append(Route(hops: [], target: call))
                    continue
                }
                for callee in callees(of: call, in: scope, for: purpose, needs: &inner) {
                    for route in summary(of: callee.function, owner: callee.owner, for: purpose, needs: &inner) {
                        routes.append(Route(hops: [Route.Hop(arguments: call.arguments, owner: callee.owner, function: callee.function)] + route.hops, target: route.target))
                    }
                }
            }
            // The wrapper's calls on itself (`push(module)` handing on to `push(module, animated: true)`), dispatched
            // from the type whose function this is.
            for call in function.body.selfCalls where purpose.followsCallsOnItself && routes.count < Self.maximumRoutes {
                guard let declared = dispatch(call.name, on: owner, isStatic: function.isStatic, passing: call.arguments, needs: &inner) else { continue }
                for callee in declared.functions {
                    for route in summary(of: callee, owner: declared.owner, for: purpose, needs: &inner) {
                        routes.append(Route(hops: [Route.Hop(arguments: call.arguments, owner: declared.owner, function: callee)] + route.hops, target: route.target))
                    }
                }
            }
            return Array(routes.prefix(Self.maximumRoutes))
        }
    }

    /// The project functions a call may run, whose parameters fit its labels: static members of the
    /// type a receiver names (`FlowContributor.make(...)`) or of the purpose's contextual types (`.make(...)`),
    /// methods of a receiver's type. Calls on `self` are reachability's (`reachableFunctions`).
    private func callees(of call: CallFact, in scope: Scope, for purpose: CallPurpose, needs: inout Needs) -> [(owner: String, function: FunctionFacts)] {
        guard call.isMemberAccess, !call.isAssignment, index.functionNames.contains(call.name) else { return [] }
        var receivers: [Resolved] = []
        if let receiver = call.receiver {
            if case .selfValue = receiver { return [] }
            receivers = resolve(receiver, in: scope, needs: &needs)
        } else {
            receivers = purpose.contextualTypes.map(Resolved.metatype)
        }
        let arguments = call.arguments
        var found: [(owner: String, function: FunctionFacts)] = []
        for receiver in Set(receivers).sorted() {
            let isStatic: Bool
            switch receiver {
            case .metatype: isStatic = true
            case .instance: isStatic = false
            }
            guard let declared = dispatch(call.name, on: receiver.typeName, isStatic: isStatic, passing: arguments, needs: &needs) else { continue }
            for function in declared.functions { found.append((declared.owner, function)) }
        }
        return found
    }

    /// The functions a call of `name` on `type` runs, of the overloads whose parameters fit its arguments
    /// (`ProjectIndex.functions(_:on:fitting:needs:)`), with the type `self` is in them: for an instance method a
    /// protocol extension declares, the class it is called on, whose own methods its calls on `self` run;
    /// elsewhere the declaring type.
    private func dispatch(
        _ name: String, on type: String, isStatic: Bool, passing arguments: [CallArgument], needs: inout Needs
    ) -> (owner: String, functions: [FunctionFacts])? {
        guard let declared = index.functions(name, on: type, fitting: { function in
            function.isStatic == isStatic && ArgumentFrame.positions(of: function, for: arguments) != nil
        }, needs: &needs) else { return nil }
        let isProtocolExtension = index.types[declared.owner]?.kind == .protocol && index.types[type]?.kind == .class
        return (!isStatic && isProtocolExtension ? type : declared.owner, declared.functions)
    }

    /// The scope of `function`'s body for one call of it: its parameters bound to what the call passes,
    /// its generic parameters to the types that binds (nothing where it binds none).
    /// The scope of a helper's body for one call of it on `owner` (a node's own method read per call): its
    /// parameters bound to the call's arguments, its generics to the types they bind. A call that passes
    /// nothing of use binds nothing, each parameter keeping its declared type; nil when the call's labels do
    /// not fit the function.
    func helperScope(_ function: FunctionFacts, owner: String, passing arguments: [CallArgument], from caller: Scope, needs: inout Needs) -> Scope? {
        guard let frame = arguments.isEmpty ? ArgumentFrame() : ArgumentFrame(function, arguments: arguments, in: caller) else { return nil }
        let generics = GenericBindings.bind(function, to: arguments) { resolve($0, in: caller, needs: &needs) }.leavingUnboundEmpty(of: function)
        return Scope(owner: owner, generics: generics, frame: frame)
    }

    private func calleeScope(_ function: FunctionFacts, owner: String, passing arguments: [CallArgument], from caller: Scope, needs: inout Needs) -> Scope {
        let generics = GenericBindings.bind(function, to: arguments) { resolve($0, in: caller, needs: &needs) }.leavingUnboundEmpty(of: function)
        return Scope(owner: owner, generics: generics, frame: ArgumentFrame(function, arguments: arguments, in: caller))
    }
}

/// A function's summary for one purpose. Overloads share a name; their labels tell them apart.
struct SummaryKey: Hashable {
    var purpose: String
    var owner: String
    var name: String
    var isStatic: Bool
    var labels: [String?]
}

extension CallFact {
    /// The arguments as labelled values, for matching a called function's parameters.
    var arguments: [CallArgument] {
        let values = [firstArgument] + laterArguments
        return zip(labels, values).map { CallArgument(label: $0, value: $1) }
    }
}
