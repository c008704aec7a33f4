extension ProjectIndex {
    /// The functions an instance of `type` can run from its method `entry` (a flow's `navigate`),
    /// through calls on `self`, each with the case patterns that lead to it (empty when the call is
    /// not inside a `switch` case). Methods are looked up through the class chain, as Swift dispatches.
    func reachableFunctions(from entry: String, on type: String, needs: inout Needs) -> [(FunctionFacts, Set<String>)] {
        struct Key: Hashable {
            var owner: String
            var name: String
        }
        var reached: [Key: Set<String>] = [:]
        var order: [Key] = []
        var queue: [(Key, Set<String>)] = []
        if let start = functions(entry, on: type, needs: &needs) {
            queue.append((Key(owner: start.owner, name: entry), []))
        }
        while !queue.isEmpty {
            let (key, cases) = queue.removeFirst()
            let previous = reached[key]
            let merged = (previous ?? []).union(cases)
            if let previous, previous == merged { continue }
            if previous == nil { order.append(key) }
            reached[key] = merged
            for function in types[key.owner]?.functions[key.name] ?? [] {
                for call in function.body.selfCalls {
                    guard let target = functions(call.name, on: type, needs: &needs) else { continue }
                    let callCases = call.cases.isEmpty ? merged : Set(call.cases)
                    queue.append((Key(owner: target.owner, name: call.name), callCases))
                }
            }
        }
        return order.flatMap { key in
            (types[key.owner]?.functions[key.name] ?? []).map { ($0, reached[key] ?? []) }
        }
    }
}
