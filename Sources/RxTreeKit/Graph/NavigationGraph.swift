/// The nodes of a project (flows, view controllers, ...) and how they lead to each other.
package struct NavigationGraph: Sendable, Equatable {
    package struct Node: Hashable, Sendable {
        /// The type's qualified name: `Settings.ProfileViewController`.
        package var name: String
        package var kind: NodeKind
        /// The first declaration, in path order.
        package var location: SourceLocation
        /// The module of the declaring file, as a `Package.swift` or Xcode project says; nil when none does.
        package var module: String?

        package init(name: String, kind: NodeKind, location: SourceLocation, module: String? = nil) {
            self.name = name
            self.kind = kind
            self.location = location
            self.module = module
        }
    }

    package struct Edge: Hashable, Sendable {
        package var from: String
        package var to: String
        package var kind: EdgeKind
        /// Step cases leading to the edge's call (`.friends`), sorted; empty when unknown.
        package var steps: [String]
        /// Every call site that produced this edge, sorted.
        package var locations: [SourceLocation]

        package init(from: String, to: String, kind: EdgeKind, steps: [String], locations: [SourceLocation]) {
            self.from = from
            self.to = to
            self.kind = kind
            self.steps = steps
            self.locations = locations
        }
    }

    /// Keyed by name; iterate `sortedNodes` for output.
    package var nodes: [String: Node]
    /// Outgoing edges of each node, sorted by kind of target, then name.
    package var edges: [String: [Edge]]
    /// What the styles noted on nodes and edges (the steps a node emits, the events along an edge),
    /// in `Annotation.precedes` order.
    package var annotations: [Annotation] = []
    /// Nodes the code starts the app from (`FlowCoordinator.coordinate(flow:with:)`, the first screen an
    /// app delegate shows), sorted.
    package var launchNodes: [String] = []
    /// Nodes other nodes inherit from (`BaseViewController`), sorted: no screen of their own when unreached.
    package var baseNodes: [String] = []

    package init(nodes: [String: Node], edges: [String: [Edge]], annotations: [Annotation] = [], launchNodes: [String] = []) {
        self.nodes = nodes
        self.edges = edges
        self.annotations = annotations
        self.launchNodes = launchNodes
    }

    /// The nodes no edge leads to from `roots`, sorted.
    package func unreachable(from roots: [String]) -> [Node] {
        var seen = Set(roots)
        var pending = roots
        while let name = pending.popLast() {
            for edge in outgoing(name) where seen.insert(edge.to).inserted { pending.append(edge.to) }
        }
        let bases = Set(baseNodes)
        return sortedNodes.filter { !seen.contains($0.name) && !bases.contains($0.name) }
    }

    /// In `nodeOrder`.
    package var sortedNodes: [Node] {
        Self.sorted(nodes)
    }

    /// `nodes` in `nodeOrder`: their positions are sorted and each node copied once, not at every step of the sort.
    static func sorted(_ nodes: [String: Node]) -> [Node] {
        let values = Array(nodes.values)
        return values.indices.sorted { nodeOrder(values[$0], values[$1]) }.map { values[$0] }
    }

    package func outgoing(_ name: String) -> [Edge] {
        edges[name] ?? []
    }

    /// The order of one node's outgoing edges: by target in `nodeOrder`, then by the edge kind's name.
    static func edgeOrder(nodes: [String: Node]) -> (Edge, Edge) -> Bool {
        { lhs, rhs in
            guard let left = nodes[lhs.to], let right = nodes[rhs.to] else { return false }
            if left.name != right.name { return nodeOrder(left, right) }
            return lhs.kind.name < rhs.kind.name
        }
    }

    /// The order children are printed in: by the rank of their kind (flows first), then alphabetically.
    package static func nodeOrder(_ lhs: Node, _ rhs: Node) -> Bool {
        if lhs.kind.rank != rhs.kind.rank { return lhs.kind.rank < rhs.kind.rank }
        return String.utf8Order(lhs.name, rhs.name)
    }

    /// The trees printed when no root is named: the nodes the app is launched from (`launchNodes`), then
    /// the entry nodes none of those leads to.
    package var forestRoots: [String] {
        let launched = launchNodes.filter { nodes[$0] != nil }
        guard !launched.isEmpty else { return entryNodes }
        var reached = Set(launched)
        var pending = launched
        while let name = pending.popLast() {
            for edge in outgoing(name) where reached.insert(edge.to).inserted { pending.append(edge.to) }
        }
        return launched + entryNodes.filter { !reached.contains($0) }
    }

    /// The nodes a forest starts from, sorted: nodes of an entry-point kind (flows) that no edge
    /// entering its target (a contribution, not a child view controller) leads to from another node. A
    /// base class with no edge of its own (an abstract `BaseCoordinator`) is no tree: its subclasses are.
    package var entryNodes: [String] {
        var entered: Set<String> = []
        for edges in edges.values {
            for edge in edges where edge.kind.look.entersTarget && edge.from != edge.to {
                entered.insert(edge.to)
            }
        }
        let bases = Set(baseNodes)
        return sortedNodes.filter { node in
            node.kind.look.isEntryPoint && !entered.contains(node.name) && !(bases.contains(node.name) && outgoing(node.name).isEmpty)
        }.map(\.name)
    }
}

/// A kind of node or edge, declared by the navigation style that finds it (see `Styles/`), with how
/// every output draws it (`look`): renderers ask the kind, never test for one.
package struct NavigationKind<Look: Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// One object a kind, so that copying a node or an edge (sorting thousands of them) retains one
    /// reference, not every string of its look.
    private final class Storage: Sendable {
        let name: String
        let rank: Int
        let look: Look

        init(name: String, rank: Int, look: Look) {
            self.name = name
            self.rank = rank
            self.look = look
        }
    }

    private let storage: Storage

    /// Stable, written in json and the graph memo: `flow`, `viewController`, `contribution`, `child`.
    package var name: String { storage.name }
    /// Nodes print by the rank of their kind first (flows before view controllers); when edges of
    /// several kinds join the same two nodes, the tree shows the one of lowest rank.
    package var rank: Int { storage.rank }
    package var look: Look { storage.look }

    package init(name: String, rank: Int, look: Look) {
        storage = Storage(name: name, rank: rank, look: look)
    }

    package var description: String { name }
    package static func == (lhs: NavigationKind, rhs: NavigationKind) -> Bool { lhs.storage === rhs.storage || lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a node is: a flow, a view controller.
package typealias NodeKind = NavigationKind<NodeLook>
/// How one node leads to another: a contribution, a child view controller.
package typealias EdgeKind = NavigationKind<EdgeLook>

/// How a node of one kind is drawn in each format.
package struct NodeLook: Sendable {
    /// Its kind in `--list`: `flow`, `view controller`.
    package var label: String
    /// The ANSI SGR parameters of its name on a colour terminal (`94`, light blue); nil for none.
    package var color: String?
    /// Graphviz attributes beyond the graph's default box, e.g. `style="rounded,filled"`.
    package var dotAttributes: String?
    package var mermaidShape: MermaidShape
    /// A Mermaid `classDef` for nodes of the kind: its name and style.
    package var mermaidClass: (name: String, style: String)?
    /// Whether a node of the kind starts a tree of the forest when nothing enters it.
    package var isEntryPoint: Bool

    package enum MermaidShape: Sendable {
        case rectangle, stadium

        /// The node's declaration around its quoted label.
        func wrap(_ label: String) -> String {
            switch self {
            case .rectangle: return "[\(label)]"
            case .stadium: return "([\(label)])"
            }
        }
    }

    package init(
        label: String, color: String? = nil, dotAttributes: String? = nil, mermaidShape: MermaidShape = .rectangle,
        mermaidClass: (name: String, style: String)? = nil, isEntryPoint: Bool = false
    ) {
        self.label = label
        self.color = color
        self.dotAttributes = dotAttributes
        self.mermaidShape = mermaidShape
        self.mermaidClass = mermaidClass
        self.isEntryPoint = isEntryPoint
    }
}

/// How an edge of one kind is drawn in each format.
package struct EdgeLook: Sendable {
    /// The ANSI SGR parameters of the target's name in the text tree (`2`, dim), unless its own kind has a colour.
    package var targetColor: String?
    /// Graphviz `style` of the edge (`dashed`); nil for a plain line.
    package var dotStyle: String?
    /// Mermaid's arrow: `-->` or `-.->`.
    package var mermaidArrow: String
    /// Whether a node this edge leads to is no entry point of the forest.
    package var entersTarget: Bool

    package init(targetColor: String? = nil, dotStyle: String? = nil, mermaidArrow: String = "-->", entersTarget: Bool) {
        self.targetColor = targetColor
        self.dotStyle = dotStyle
        self.mermaidArrow = mermaidArrow
        self.entersTarget = entersTarget
    }
}

/// Every kind the styles declare, by name, and every check rule: how the caches read a kind, a
/// finding's rule and an undecided reason back.
package struct KindCatalog: Sendable {
    package var nodeKinds: [String: NodeKind]
    package var edgeKinds: [String: EdgeKind]
    package var annotationKinds: [String: AnnotationKind]
    package var rules: RuleCatalog

    package init(nodeKinds: [NodeKind], edgeKinds: [EdgeKind], annotationKinds: [AnnotationKind] = [], rules: RuleCatalog) {
        self.nodeKinds = Dictionary(nodeKinds.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.edgeKinds = Dictionary(edgeKinds.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.annotationKinds = Dictionary(annotationKinds.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.rules = rules
    }
}
