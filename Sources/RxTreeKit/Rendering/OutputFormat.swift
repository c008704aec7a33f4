/// `--format`: one renderer per format.
package enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, dot, mermaid
}

/// The nodes and edges the graph formats print: those of the text trees from `roots`, found in the graph
/// itself in time linear in nodes plus edges, whatever the number of paths the trees would repeat.
///
/// A node is printed when its shortest distance from a root is at most `maxLevels` (the tree prints it on
/// that path); an edge when its source's is at most `maxLevels - 1` (the tree expands the source there).
/// Order: depth first from each root in turn, children in print order; a node is listed when the walk
/// first meets it and its edges are followed then, if it is within `maxLevels - 1`; an edge is listed
/// when followed. This is the order the full text tree first prints them whenever `--maxLevels` cuts no
/// path short: re-expanding an already finished node there finds nothing new.
package struct GraphSelection: Sendable {
    package struct Edge: Sendable {
        package var from: NavigationGraph.Node
        package var to: NavigationGraph.Node
        package var kind: EdgeKind
        package var steps: [String]
        /// The first call site of the edge; nil when unknown.
        package var call: SourceLocation?
        /// The annotations shown on the edge (see `TreeGraph.Child`).
        package var annotations: [Annotation] = []
    }

    package var roots: [String]
    package var maxLevels: Int
    package var nodes: [NavigationGraph.Node] = []
    package var edges: [Edge] = []
    /// The annotations shown on the selected nodes (the steps they emit); see `showing`.
    package var annotations: [Annotation] = []

    /// With the annotations of the kinds asked for (`--emitters`, `--events`) and no others: on the
    /// selected edges, and on the selected nodes when every node they name is selected too.
    package func showing(_ kinds: Set<AnnotationKind>, from graph: TreeGraph) -> GraphSelection {
        var selection = self
        for index in selection.edges.indices {
            selection.edges[index].annotations.removeAll { !kinds.contains($0.kind) }
        }
        let names = Set(nodes.map(\.name))
        selection.annotations = nodes.flatMap { node in
            graph.number(of: node.name).map { graph.annotations[$0] } ?? []
        }.filter { kinds.contains($0.kind) && $0.nodeNames.allSatisfy(names.contains) }
        return selection
    }

    package init(graph: TreeGraph, roots: [Int], maxLevels: Int) {
        self.roots = roots.map { graph.nodes[$0].name }
        self.maxLevels = maxLevels
        let distance = graph.distances(from: roots, limit: maxLevels)
        var listed = [Bool](repeating: false, count: graph.nodes.count)
        // The nodes whose edges are being followed, each with the index of its next child.
        var stack: [(node: Int, next: Int)] = []

        func meet(_ node: Int) {
            guard !listed[node] else { return }
            listed[node] = true
            nodes.append(graph.nodes[node])
            if let depth = distance[node], depth < maxLevels { stack.append((node, 0)) }
        }

        for root in roots {
            meet(root)
            while let top = stack.last {
                let children = graph.children[top.node]
                guard top.next < children.count else {
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let child = children[top.next]
                edges.append(Edge(
                    from: graph.nodes[top.node], to: graph.nodes[child.target], kind: child.kind, steps: child.steps, call: child.call,
                    annotations: child.annotations
                ))
                meet(child.target)
            }
        }
    }
}
