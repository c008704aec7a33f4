/// The graph unfolded from one root into the tree that is printed, cut at a depth.
public struct NavigationTree: Equatable, Sendable {
    public var name: String
    public var kind: NodeKind
    /// How the parent leads here; nil for the root.
    public var edgeKind: EdgeKind?
    /// Step cases leading here from the parent.
    public var steps: [String]
    /// Where the type is declared.
    public var location: SourceLocation
    /// The first call site of the edge from the parent; nil for the root.
    public var call: SourceLocation?
    /// Already among its own ancestors: printed with a marker and not expanded.
    public var isCycle: Bool
    public var children: [NavigationTree]

    /// Unfolds `graph` from `root`; the root has depth 0 and nodes deeper than `maxLevels` are left out.
    public init?(graph: NavigationGraph, root: String, maxLevels: Int) {
        guard let node = graph.nodes[root] else { return nil }
        var ancestors: Set<String> = []
        self = Self.unfold(node, via: nil, graph: graph, depth: 0, maxLevels: maxLevels, ancestors: &ancestors)
    }

    private init(node: NavigationGraph.Node, via edge: CollapsedEdge?, isCycle: Bool, children: [NavigationTree]) {
        self.name = node.name
        self.kind = node.kind
        self.edgeKind = edge?.kind
        self.steps = edge?.steps ?? []
        self.call = edge?.call
        self.location = node.location
        self.isCycle = isCycle
        self.children = children
    }

    private static func unfold(
        _ node: NavigationGraph.Node,
        via edge: CollapsedEdge?,
        graph: NavigationGraph,
        depth: Int,
        maxLevels: Int,
        ancestors: inout Set<String>
    ) -> NavigationTree {
        if ancestors.contains(node.name) {
            return NavigationTree(node: node, via: edge, isCycle: true, children: [])
        }
        var children: [NavigationTree] = []
        if depth < maxLevels {
            ancestors.insert(node.name)
            for edge in collapsedEdges(from: node.name, graph: graph) {
                guard let child = graph.nodes[edge.target] else { continue }
                children.append(unfold(child, via: edge, graph: graph, depth: depth + 1, maxLevels: maxLevels, ancestors: &ancestors))
            }
            ancestors.remove(node.name)
        }
        return NavigationTree(node: node, via: edge, isCycle: false, children: children)
    }

    /// The edges from one node to one target, merged.
    struct CollapsedEdge {
        var target: String
        var kind: EdgeKind
        var steps: [String]
        var call: SourceLocation?
    }

    /// One child per target, in print order; when several kinds of edge lead there, the one of lowest
    /// rank names it (a view controller both contributed and added counts as contributed).
    static func collapsedEdges(from name: String, graph: NavigationGraph) -> [CollapsedEdge] {
        var result: [CollapsedEdge] = []
        for edge in graph.outgoing(name) {
            if var last = result.last, last.target == edge.to {
                if edge.kind.rank < last.kind.rank { last.kind = edge.kind }
                last.steps = Array(Set(last.steps).union(edge.steps)).sorted()
                last.call = [last.call, edge.locations.first].compactMap { $0 }.min()
                result[result.count - 1] = last
            } else {
                result.append(CollapsedEdge(target: edge.to, kind: edge.kind, steps: edge.steps, call: edge.locations.first))
            }
        }
        return result
    }
}
