import Foundation

/// The stable, versioned JSON document: roots, nodes and edges of the printed trees.
package struct JSONRenderer: Sendable {
    package static let formatVersion = 1

    /// The document's shape; decoding it back is how tests validate the output.
    package struct Document: Codable, Equatable, Sendable {
        package var formatVersion: Int
        package var roots: [String]
        package var maxLevels: Int
        package var nodes: [Node]
        package var edges: [Edge]
    }

    package struct Node: Codable, Equatable, Sendable {
        package var name: String
        /// The node kind's name: `flow`, `viewController`.
        package var kind: String
        package var file: String
        package var line: Int
        /// The declaring file's module (a Package.swift or Xcode target); absent when no manifest names one.
        package var module: String?

        init(_ node: NavigationGraph.Node) {
            name = node.name
            kind = node.kind.name
            file = node.location.path
            line = node.location.line
            module = node.module
        }
    }

    package struct Edge: Codable, Equatable, Sendable {
        package var from: String
        package var to: String
        /// The edge kind's name: `contribution`, `child`.
        package var kind: String
        package var steps: [String]
        package var file: String
        package var line: Int
        /// What annotations add: an annotation's arrow (`step` edges with `--emitters`) its fields (`flow`,
        /// `handled`); the annotations on an edge theirs (`down`, `up` with `--events`).
        package var fields: [String: Field] = [:]

        package init(from: String, to: String, kind: String, steps: [String], file: String, line: Int, fields: [String: Field] = [:]) {
            self.from = from
            self.to = to
            self.kind = kind
            self.steps = steps
            self.file = file
            self.line = line
            self.fields = fields
        }

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        private static let placeKeys: Set<String> = ["from", "to", "kind", "steps", "file", "line"]

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            from = try container.decode(String.self, forKey: Key(stringValue: "from"))
            to = try container.decode(String.self, forKey: Key(stringValue: "to"))
            kind = try container.decode(String.self, forKey: Key(stringValue: "kind"))
            steps = try container.decode([String].self, forKey: Key(stringValue: "steps"))
            file = try container.decode(String.self, forKey: Key(stringValue: "file"))
            line = try container.decode(Int.self, forKey: Key(stringValue: "line"))
            for key in container.allKeys where !Self.placeKeys.contains(key.stringValue) {
                if let flag = try? container.decode(Bool.self, forKey: key) {
                    fields[key.stringValue] = .flag(flag)
                } else if let texts = try? container.decode([String].self, forKey: key) {
                    fields[key.stringValue] = .texts(texts)
                } else {
                    fields[key.stringValue] = .text(try container.decode(String.self, forKey: key))
                }
            }
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(from, forKey: Key(stringValue: "from"))
            try container.encode(to, forKey: Key(stringValue: "to"))
            try container.encode(kind, forKey: Key(stringValue: "kind"))
            try container.encode(steps, forKey: Key(stringValue: "steps"))
            try container.encode(file, forKey: Key(stringValue: "file"))
            try container.encode(line, forKey: Key(stringValue: "line"))
            for (key, field) in fields where !Self.placeKeys.contains(key) {
                switch field {
                case .text(let text): try container.encode(text, forKey: Key(stringValue: key))
                case .texts(let texts): try container.encode(texts, forKey: Key(stringValue: key))
                case .flag(let flag): try container.encode(flag, forKey: Key(stringValue: key))
                }
            }
        }
    }

    /// A value an annotation adds to an edge.
    package enum Field: Equatable, Sendable {
        case text(String)
        case texts([String])
        case flag(Bool)

        /// Nil for a flag that could not be told: the field is left out.
        init?(_ value: Annotation.Value) {
            switch value {
            case .text(let text), .node(let text): self = .text(text)
            case .texts(let texts), .nodes(let texts): self = .texts(texts)
            case .flag(let flag?): self = .flag(flag)
            case .flag(nil): return nil
            }
        }

        static func fields(_ values: [String: Annotation.Value]) -> [String: Field] {
            values.compactMapValues(Field.init)
        }
    }

    package init() {}

    /// An annotation's arrows as edges of the kind its look names (`step`).
    static func arrowEdges(_ annotation: Annotation) -> [Edge] {
        annotation.kind.look.arrows(annotation).map { arrow in
            Edge(
                from: annotation.node, to: arrow.to, kind: arrow.jsonKind, steps: arrow.steps,
                file: annotation.location?.path ?? "", line: annotation.location?.line ?? 0, fields: Field.fields(arrow.fields)
            )
        }
    }

    package func document(_ selection: GraphSelection) -> Document {
        Document(
            formatVersion: Self.formatVersion,
            roots: selection.roots,
            maxLevels: selection.maxLevels,
            nodes: selection.nodes.map(Node.init),
            edges: selection.edges.compactMap { edge in
                guard let call = edge.call else { return nil }
                var rendered = Edge(from: edge.from.name, to: edge.to.name, kind: edge.kind.name, steps: edge.steps, file: call.path, line: call.line)
                for annotation in edge.annotations {
                    rendered.fields.merge(Field.fields(annotation.kind.look.edgeFields(annotation))) { _, new in new }
                }
                return rendered
            } + selection.annotations.flatMap(Self.arrowEdges)
        )
    }

    package func render(_ selection: GraphSelection) -> String {
        Self.encode(document(selection))
    }

    /// The `--list --format json` array.
    package func renderList(_ nodes: [NavigationGraph.Node]) -> String {
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
