/// All files' facts to the navigation graph: which types are flows and view controllers, and
/// which contributions and child view controllers connect them.
public enum GraphBuilder {
    public struct Result: Sendable {
        public var graph: NavigationGraph
        /// Project types that are neither flows nor view controllers, where first declared.
        public var otherTypes: [String: SourceLocation]
        /// Sorted by location.
        public var diagnostics: [Diagnostic]
        /// Names a file must mention to possibly change this graph: every flow and view controller,
        /// protocols that make flows, and every type or global the resolution looked for in vain.
        public var wantedNames: Set<String>

        static let empty = Result(graph: NavigationGraph(nodes: [:], edges: [:]), otherTypes: [:], diagnostics: [], wantedNames: [])
    }

    /// `files` must be in path order.
    public static func build(_ files: [FileFacts]) -> Result {
        let index = ProjectIndex(files)
        let classifier = NodeClassifier(index: index)
        let resolver = TypeResolver(index: index)
        var diagnostics = Set<Diagnostic>()
        var edges = EdgeCollector()

        var nodes: [String: NavigationGraph.Node] = [:]
        var otherTypes: [String: SourceLocation] = [:]
        for (name, info) in index.types where info.isDeclared {
            guard let location = info.declarations.first else { continue }
            guard let kind = classifier.kind(of: name) else {
                otherTypes[name] = location
                continue
            }
            nodes[name] = NavigationGraph.Node(name: name, kind: kind, location: location)
            // Only a duplicated flow or view controller changes the tree.
            for redeclaration in index.redeclarations[name] ?? [] {
                diagnostics.insert(Diagnostic(
                    at: redeclaration,
                    message: "'\(name)' is also declared at \(location.path):\(location.line); rxtree merges their edges"
                ))
            }
        }
        let nodeKind = { (name: String) in nodes[name]?.kind }

        // Sorted: a resolution cycle is cut where it is first met, so the order must not vary.
        for flow in nodes.values.sorted(by: NavigationGraph.nodeOrder) where flow.kind == .flow {
            for (function, steps) in reachableFunctions(of: flow.name, index: index) {
                for contribution in function.body.contributions {
                    let types = resolver.instanceTypes(of: contribution.value, in: flow.name)
                    let targets = types.filter { nodeKind($0) != nil }
                    if targets.isEmpty, let problem = unresolvedReason(types, classifier: classifier) {
                        diagnostics.insert(Diagnostic(
                            at: contribution.location,
                            message: problem.message(for: "'\(contribution.text)' contributed by \(flow.name)")
                        ))
                    }
                    let edgeSteps = contribution.steps.isEmpty ? steps : Set(contribution.steps)
                    for target in targets {
                        edges.add(from: flow.name, to: target, kind: .contribution, steps: edgeSteps, at: contribution.location)
                    }
                }
            }
        }

        let owners = index.types.compactMap { $0.value.bodies.isEmpty ? nil : $0.key }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let bodies = owners.flatMap { owner in (index.types[owner]?.bodies ?? []).map { (owner as String?, $0) } }
            + index.globalBodies.map { (nil as String?, $0) }
        for (owner, body) in bodies {
            for addition in body.childAdditions {
                let parents: [String]
                if let receiver = addition.receiver {
                    parents = resolver.instanceTypes(of: receiver, in: owner)
                } else {
                    parents = owner.map { [$0] } ?? []
                }
                let viewControllerParents = parents.filter { nodeKind($0) == .viewController }
                guard !viewControllerParents.isEmpty else { continue }
                let types = resolver.instanceTypes(of: addition.child, in: owner)
                let children = types.filter { nodeKind($0) == .viewController }
                if children.isEmpty, let problem = unresolvedReason(types, classifier: classifier) {
                    let parentNames = viewControllerParents.joined(separator: ", ")
                    diagnostics.insert(Diagnostic(
                        at: addition.location,
                        message: problem.message(for: "child view controller '\(addition.text)' added by \(parentNames)")
                    ))
                }
                for parent in viewControllerParents {
                    for child in children where child != parent {
                        edges.add(from: parent, to: child, kind: .child, steps: [], at: addition.location)
                    }
                }
            }
        }

        let graph = NavigationGraph(nodes: nodes, edges: edges.sortedEdges(nodes: nodes))
        var wanted = index.missingNames.union(nodes.keys)
        for (name, info) in index.types where info.kind == .protocol && classifier.isFlow(name) {
            wanted.insert(name)
        }
        let result = Result(graph: graph, otherTypes: otherTypes, diagnostics: diagnostics.sorted(), wantedNames: wanted)
        BackgroundRelease.release((consume index, consume classifier, consume resolver))
        return result
    }

    /// Why a value gives no edge that the user should hear about.
    enum Unresolved {
        case unknownType
        case abstractType(String)

        func message(for subject: String) -> String {
            switch self {
            case .unknownType: return "cannot resolve the type of \(subject); no edge drawn"
            case .abstractType(let type): return "\(subject) has the abstract type '\(type)'; no edge drawn"
            }
        }
    }

    /// Nil when the value is simply not a project flow or view controller (a `UINavigationController`).
    private static func unresolvedReason(_ types: [String], classifier: NodeClassifier) -> Unresolved? {
        if types.isEmpty { return .unknownType }
        return types.first(where: classifier.isAbstract).map(Unresolved.abstractType)
    }

    /// The functions a flow can run from `navigate(to:)`, through calls on `self`, with the step
    /// cases that lead to each (empty when the call is not inside a `switch` case).
    static func reachableFunctions(of flow: String, index: ProjectIndex) -> [(FunctionFacts, Set<String>)] {
        struct Key: Hashable {
            var owner: String
            var name: String
        }
        var reached: [Key: Set<String>] = [:]
        var order: [Key] = []
        var queue: [(Key, Set<String>)] = []
        if let navigate = index.functions("navigate", on: flow) {
            queue.append((Key(owner: navigate.owner, name: "navigate"), []))
        }
        while !queue.isEmpty {
            let (key, steps) = queue.removeFirst()
            let previous = reached[key]
            let merged = (previous ?? []).union(steps)
            if let previous, previous == merged { continue }
            if previous == nil { order.append(key) }
            reached[key] = merged
            for function in index.types[key.owner]?.functions[key.name] ?? [] {
                for call in function.body.calls {
                    guard let target = index.functions(call.name, on: flow) else { continue }
                    let callSteps = call.steps.isEmpty ? merged : Set(call.steps)
                    queue.append((Key(owner: target.owner, name: call.name), callSteps))
                }
            }
        }
        return order.flatMap { key in
            (index.types[key.owner]?.functions[key.name] ?? []).map { ($0, reached[key] ?? []) }
        }
    }
}

/// Collects edges, merging repeated ones and their call sites.
struct EdgeCollector {
    private struct Key: Hashable {
        var from: String
        var to: String
        var kind: NavigationGraph.EdgeKind
    }

    private var edges: [Key: NavigationGraph.Edge] = [:]

    mutating func add(from: String, to: String, kind: NavigationGraph.EdgeKind, steps: Set<String>, at location: SourceLocation) {
        let key = Key(from: from, to: to, kind: kind)
        var edge = edges[key] ?? NavigationGraph.Edge(from: from, to: to, kind: kind, steps: [], locations: [])
        edge.steps = Array(Set(edge.steps).union(steps)).sorted()
        if !edge.locations.contains(location) {
            edge.locations.append(location)
            edge.locations.sort()
        }
        edges[key] = edge
    }

    func sortedEdges(nodes: [String: NavigationGraph.Node]) -> [String: [NavigationGraph.Edge]] {
        var grouped: [String: [NavigationGraph.Edge]] = [:]
        grouped.reserveCapacity(nodes.count)
        for edge in edges.values {
            grouped[edge.from, default: []].append(edge)
        }
        return grouped.mapValues { list in
            list.sorted { lhs, rhs in
                guard let left = nodes[lhs.to], let right = nodes[rhs.to] else { return false }
                if left.name != right.name { return NavigationGraph.nodeOrder(left, right) }
                return lhs.kind.rawValue < rhs.kind.rawValue
            }
        }
    }
}
