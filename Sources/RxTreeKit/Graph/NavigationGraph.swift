/// The flows and view controllers of a project and how they lead to each other.
public struct NavigationGraph: Sendable, Equatable {
    public enum NodeKind: String, Codable, Sendable, Comparable {
        case flow
        case viewController

        /// Flows sort before view controllers.
        public static func < (lhs: NodeKind, rhs: NodeKind) -> Bool {
            lhs == .flow && rhs == .viewController
        }
    }

    public enum EdgeKind: String, Codable, Sendable {
        /// A flow contributes a presentable from `navigate(to:)`.
        case contribution
        /// A view controller adds a child view controller.
        case child
    }

    public struct Node: Hashable, Sendable {
        /// The type's qualified name: `Settings.ProfileViewController`.
        public var name: String
        public var kind: NodeKind
        /// The first declaration, in path order.
        public var location: SourceLocation

        public init(name: String, kind: NodeKind, location: SourceLocation) {
            self.name = name
            self.kind = kind
            self.location = location
        }
    }

    public struct Edge: Hashable, Sendable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
        /// Step cases leading to the contribution (`.friends`), sorted; empty when unknown.
        public var steps: [String]
        /// Every call site that produced this edge, sorted.
        public var locations: [SourceLocation]

        public init(from: String, to: String, kind: EdgeKind, steps: [String], locations: [SourceLocation]) {
            self.from = from
            self.to = to
            self.kind = kind
            self.steps = steps
            self.locations = locations
        }
    }

    /// Keyed by name; iterate `sortedNodes` for output.
    public var nodes: [String: Node]
    /// Outgoing edges of each node, sorted by kind of target, then name.
    public var edges: [String: [Edge]]

    public init(nodes: [String: Node], edges: [String: [Edge]]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// Flows first, then view controllers, each by name.
    public var sortedNodes: [Node] {
        nodes.values.sorted(by: Self.nodeOrder)
    }

    public func outgoing(_ name: String) -> [Edge] {
        edges[name] ?? []
    }

    /// The order children are printed in: flows first, then view controllers, each alphabetically.
    public static func nodeOrder(_ lhs: Node, _ rhs: Node) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
    }
}
