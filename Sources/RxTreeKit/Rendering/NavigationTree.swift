/// The graph unfolded from one root into the tree that is printed, cut at a depth.
public struct NavigationTree: Equatable, Sendable {
    public var name: String
    public var kind: NavigationGraph.NodeKind
    /// How the parent leads here; nil for the root.
    public var edgeKind: NavigationGraph.EdgeKind?
    /// Step cases leading here from the parent.
    public var steps: [String]
    /// Where the type is declared.
    public var location: SourceLocation
    /// Already among its own ancestors: printed with a marker and not expanded.
    public var isCycle: Bool
    public var children: [NavigationTree]

    /// Unfolds `graph` from `root`; the root has depth 0 and nodes deeper than `maxLevels` are left out.
    public init?(graph: NavigationGraph, root: String, maxLevels: Int) {
        guard let node = graph.nodes[root] else { return nil }
        var ancestors: Set<String> = []
        self = Self.unfold(node, via: nil, graph: graph, depth: 0, maxLevels: maxLevels, ancestors: &ancestors)
    }

    private init(node: NavigationGraph.Node, edgeKind: NavigationGraph.EdgeKind?, steps: [String], isCycle: Bool, children: [NavigationTree]) {
        self.name = node.name
        self.kind = node.kind
        self.edgeKind = edgeKind
        self.steps = steps
        self.location = node.location
        self.isCycle = isCycle
        self.children = children
    }

    private static func unfold(
        _ node: NavigationGraph.Node,
        via edge: (kind: NavigationGraph.EdgeKind, steps: [String])?,
        graph: NavigationGraph,
        depth: Int,
        maxLevels: Int,
        ancestors: inout Set<String>
    ) -> NavigationTree {
        if ancestors.contains(node.name) {
            return NavigationTree(node: node, edgeKind: edge?.kind, steps: edge?.steps ?? [], isCycle: true, children: [])
        }
        var children: [NavigationTree] = []
        if depth < maxLevels {
            ancestors.insert(node.name)
            for (target, kind, steps) in collapsedEdges(from: node.name, graph: graph) {
                guard let child = graph.nodes[target] else { continue }
                children.append(unfold(child, via: (kind, steps), graph: graph, depth: depth + 1, maxLevels: maxLevels, ancestors: &ancestors))
            }
            ancestors.remove(node.name)
        }
        return NavigationTree(node: node, edgeKind: edge?.kind, steps: edge?.steps ?? [], isCycle: false, children: children)
    }

    /// One child per target, in print order; a target both contributed and added counts as contributed.
    static func collapsedEdges(from name: String, graph: NavigationGraph) -> [(String, NavigationGraph.EdgeKind, [String])] {
        var result: [(String, NavigationGraph.EdgeKind, [String])] = []
        for edge in graph.outgoing(name) {
            if let last = result.last, last.0 == edge.to {
                let kind: NavigationGraph.EdgeKind = last.1 == .contribution || edge.kind == .contribution ? .contribution : .child
                result[result.count - 1] = (edge.to, kind, Array(Set(last.2).union(edge.steps)).sorted())
            } else {
                result.append((edge.to, edge.kind, edge.steps))
            }
        }
        return result
    }
}
