import Foundation

/// The stable, versioned JSON document: roots, nodes and edges of the printed trees.
public struct JSONRenderer: Sendable {
    public static let formatVersion = 1

    /// The document's shape; decoding it back is how tests validate the output.
    public struct Document: Codable, Equatable, Sendable {
        public var formatVersion: Int
        public var roots: [String]
        public var maxLevels: Int
        public var nodes: [Node]
        public var edges: [Edge]
    }

    public struct Node: Codable, Equatable, Sendable {
        public var name: String
        /// The node kind's name: `flow`, `viewController`.
        public var kind: String
        public var file: String
        public var line: Int
        /// The declaring file's module (a Package.swift or Xcode target); absent when no manifest names one.
        public var module: String?

        init(_ node: NavigationGraph.Node) {
            name = node.name
            kind = node.kind.name
            file = node.location.path
            line = node.location.line
            module = node.module
        }
    }

    public struct Edge: Codable, Equatable, Sendable {
        public var from: String
        public var to: String
        /// The edge kind's name: `contribution`, `child`.
        public var kind: String
        public var steps: [String]
        public var file: String
        public var line: Int
        /// Edges of kind `step` (`--emitters`): the flow that receives the step, and whether it handles it.
        public var flow: String?
        public var handled: Bool?
        /// Child edges with `--events`: RxController events the parent sends the child, and back.
        public var down: [String]?
        public var up: [String]?
    }

    public init() {}

    /// An emission as edges of kind `step`: from the emitting node to each node the receiving flow
    /// contributes for it, or to that flow when it contributes none (or drops the step).
    static func stepEdges(_ emission: NavigationGraph.StepEmission) -> [Edge] {
        let targets = emission.to.isEmpty ? [emission.flow] : emission.to
        return targets.map { target in
            Edge(
                from: emission.from, to: target, kind: "step", steps: [emission.step],
                file: emission.location.path, line: emission.location.line, flow: emission.flow, handled: emission.handled
            )
        }
    }

    public func document(_ selection: GraphSelection) -> Document {
        Document(
            formatVersion: Self.formatVersion,
            roots: selection.roots,
            maxLevels: selection.maxLevels,
            nodes: selection.nodes.map(Node.init),
            edges: selection.edges.compactMap { edge in
                guard let call = edge.call else { return nil }
                var rendered = Edge(from: edge.from.name, to: edge.to.name, kind: edge.kind.name, steps: edge.steps, file: call.path, line: call.line)
                if !edge.down.isEmpty || !edge.up.isEmpty {
                    rendered.down = edge.down
                    rendered.up = edge.up
                }
                return rendered
            } + selection.emissions.flatMap(Self.stepEdges)
        )
    }

    public func render(_ selection: GraphSelection) -> String {
        Self.encode(document(selection))
    }

    /// The `--list --format json` array.
    public func renderList(_ nodes: [NavigationGraph.Node]) -> String {
        Self.encode(nodes.map(Node.init))
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain structs cannot fail.
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
