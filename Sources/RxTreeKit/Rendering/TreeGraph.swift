/// The graph as every output sees it: nodes numbered, and each node's edges merged to one child per
/// target, in print order. Built once, so no walk merges edges again at every occurrence of a node.
package struct TreeGraph: Sendable {
    /// How one node leads to one target, all its edges there merged.
    package struct Child: Sendable {
        package var target: Int
        /// When several kinds of edge lead there, the one of lowest rank (contributed beats added).
        package var kind: EdgeKind
        package var steps: [String]
        /// The first call site of any of the merged edges.
        package var call: SourceLocation?
        /// The annotations on the edges merged here (the events along a child edge).
        package var annotations: [Annotation] = []
    }

    /// In `NavigationGraph.nodeOrder`.
    package let nodes: [NavigationGraph.Node]
    /// Children of each node, by node number, in print order; only targets that are nodes.
    package let children: [[Child]]
    /// The annotations on each node (the steps it emits), by node number, in order.
    package let annotations: [[Annotation]]
    private let numbers: [String: Int]

    package init(_ graph: NavigationGraph) {
        let nodes = graph.sortedNodes
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(nodes.count)
        for (number, node) in nodes.enumerated() { numbers[node.name] = number }
        self.nodes = nodes
        self.numbers = numbers
        var children = nodes.map { Self.mergedChildren(of: $0.name, in: graph, numbers: numbers) }
        var annotations = [[Annotation]](repeating: [], count: nodes.count)
        for annotation in graph.annotations {
            guard let from = numbers[annotation.node] else { continue }
            guard let target = annotation.edgeTarget else {
                annotations[from].append(annotation)
                continue
            }
            guard let to = numbers[target], let index = children[from].firstIndex(where: { $0.target == to }) else { continue }
            children[from][index].annotations.append(annotation)
        }
        self.children = children
        self.annotations = annotations
    }

    /// The number of the node called `name`.
    package func number(of name: String) -> Int? {
        numbers[name]
    }

    /// Edges to one target sit next to each other in `outgoing` (sorted by target), so one pass merges them.
    private static func mergedChildren(of name: String, in graph: NavigationGraph, numbers: [String: Int]) -> [Child] {
        var result: [Child] = []
        var lastTarget: String?
        for edge in graph.outgoing(name) {
            guard let target = numbers[edge.to] else { continue }
            if lastTarget == edge.to, var last = result.popLast() {
                if edge.kind.rank < last.kind.rank { last.kind = edge.kind }
                last.steps = Array(Set(last.steps).union(edge.steps)).sorted()
                last.call = [last.call, edge.locations.first].compactMap { $0 }.min()
                result.append(last)
            } else {
                result.append(Child(target: target, kind: edge.kind, steps: edge.steps, call: edge.locations.first))
            }
            lastTarget = edge.to
        }
        return result
    }

    /// Each node's fewest edges from the nearest of `roots`, by breadth-first search; nil beyond
    /// `limit` or out of reach. Linear in nodes plus edges.
    package func distances(from roots: [Int], limit: Int) -> [Int?] {
        var distance = [Int?](repeating: nil, count: nodes.count)
        var queue: [Int] = []
        for root in roots where distance[root] == nil {
            distance[root] = 0
            queue.append(root)
        }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            guard let depth = distance[node], depth < limit else { continue }
            for child in children[node] where distance[child.target] == nil {
                distance[child.target] = depth + 1
                queue.append(child.target)
            }
        }
        return distance
    }
}
