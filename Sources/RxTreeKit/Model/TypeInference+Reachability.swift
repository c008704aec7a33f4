extension TypeInference {
    /// A function an instance can run, the case patterns that lead to it, and the types its generic
    /// parameters are bound to on the way there.
    struct Reached {
        var function: FunctionFacts
        /// The type (or protocol, for an extension's method) that declares the function.
        var owner: String
        var cases: Set<String>
        var generics: GenericBindings
        /// What the calls on the way pass to its parameters.
        var frame: ArgumentFrame

        /// Where the function's code is read, for `type`.
        func scope(on type: String) -> Scope {
            Scope(owner: type, generics: generics, frame: frame)
        }
    }

    /// How many function-and-bindings pairs one walk may reach: a generic helper called with ever new
    /// types (or mutual helpers) cannot make the walk grow without end. Real flows reach a few dozen.
    static let maximumReached = 2_048

    /// The functions an instance of `type` can run from its method `entry` (a flow's `navigate`),
    /// through calls on `self` (dispatched from `type`, as Swift does) and on `super` (from the
    /// superclass of the type whose code makes the call), each with the case patterns that lead to it
    /// (empty when the call is not inside a `switch` case). A generic helper is reached once for each
    /// set of types its calls bind to its parameters.
    func reachableFunctions(from entry: String, on type: String, needs: inout Needs) -> [Reached] {
        struct Key: Hashable {
            var owner: String
            var name: String
            var generics: GenericBindings
        }
        /// A function of a key: overloads share a name, and each has its parameters.
        struct Overload: Hashable {
            var key: Key
            var index: Int
        }
        var frames: [Overload: ArgumentFrame] = [:]
        func frame(_ overload: Overload) -> ArgumentFrame {
            if let known = frames[overload] { return known }
            let made = ArgumentFrame()
            frames[overload] = made
            return made
        }
        var reached: [Key: Set<String>] = [:]
        var order: [Key] = []
        var queue: [(Key, Set<String>)] = []
        let inherited = index.inheritedGenerics(of: type, needs: &needs)
        if let start = index.functions(entry, on: type, needs: &needs) {
            queue.append((Key(owner: start.owner, name: entry, generics: inherited), []))
        }
        var head = 0
        while head < queue.count, order.count < Self.maximumReached {
            let (key, cases) = queue[head]
            head += 1
            let previous = reached[key]
            let merged = (previous ?? []).union(cases)
            if let previous, previous == merged { continue }
            if previous == nil { order.append(key) }
            reached[key] = merged
            for (overload, function) in (index.types[key.owner]?.functions(named: key.name) ?? .empty).enumerated() {
                let callerScope = Scope(owner: type, generics: key.generics, frame: frame(Overload(key: key, index: overload)))
                let calls = function.body.selfCalls.lazy.map { ($0, false) } + function.body.superCalls.lazy.map { ($0, true) }
                for (call, isSuper) in calls {
                    let target: (owner: String, functions: BlockMembers<FunctionFacts>)?
                    if isSuper {
                        target = index.superclass(of: key.owner, needs: &needs).flatMap { index.functions(call.name, on: $0, needs: &needs) }
                    } else {
                        target = index.functions(call.name, on: type, needs: &needs)
                    }
                    guard let target else { continue }
                    var generics = inherited
                    for callee in target.functions {
                        let bound = GenericBindings.bind(callee, to: call.arguments) { resolve($0, in: callerScope, needs: &needs) }
                        generics.merge(bound) { _, bound in bound }
                    }
                    let calleeKey = Key(owner: target.owner, name: call.name, generics: generics)
                    // Each overload whose labels fit is handed the arguments (a call that passes nothing of
                    // use records none).
                    if !call.arguments.isEmpty {
                        for (index, callee) in target.functions.enumerated() {
                            guard let positions = ArgumentFrame.positions(of: callee, for: call.arguments) else { continue }
                            frame(Overload(key: calleeKey, index: index)).add(call.arguments, at: positions, in: callerScope)
                        }
                    }
                    let callCases = call.cases.isEmpty ? merged : Set(call.cases)
                    queue.append((calleeKey, callCases))
                }
            }
        }
        return order.flatMap { key in
            (index.types[key.owner]?.functions(named: key.name) ?? .empty).enumerated().map { overload, function in
                Reached(
                    function: function, owner: key.owner, cases: reached[key] ?? [], generics: key.generics.leavingUnboundEmpty(of: function),
                    frame: frame(Overload(key: key, index: overload))
                )
            }
        }
    }
}

extension SemanticModel {
    /// The code an object runs (a coordinator, a flow controller): every method of its class chain and
    /// the protocols it adopts, each with what it reaches through calls on `self` and `super`.
    func functionsReached(byEveryMethodOf type: String, needs: inout Needs) -> [TypeInference.Reached] {
        var names: Set<String> = []
        for owner in index.memberOwners(of: type, needs: &needs) {
            if let info = index.types[owner] { names.formUnion(info.functionNamesToWalk) }
        }
        // A function reached from several methods is read once for each: its edges and warnings merge.
        return names.sorted(by: String.utf8Order).flatMap { name in
            inference.reachableFunctions(from: name, on: type, needs: &needs)
        }
    }
}
