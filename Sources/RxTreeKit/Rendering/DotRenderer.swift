/// A Graphviz digraph of the printed trees' nodes and edges: a graph, so shared nodes and cycles are single nodes and edges.
package struct DotRenderer: Sendable {
    package init() {}

    package func render(_ selection: GraphSelection) -> String {
        var output = "digraph rxtree {\n"
        output += "    node [shape=box, fontname=\"Helvetica\"];\n"
        output += "    edge [fontname=\"Helvetica\", fontsize=10];\n"
        for node in selection.nodes {
            let attributes = node.kind.look.dotAttributes.map { " [\($0)]" } ?? ""
            output += "    \(Self.quote(node.name))\(attributes);\n"
        }
        for edge in selection.edges {
            var attributes: [String] = []
            if let style = edge.kind.look.dotStyle { attributes.append("style=\(style)") }
            let label = edge.steps + edge.annotations.flatMap { $0.kind.look.words($0) }
            if !label.isEmpty { attributes.append("label=\(Self.quote(label.joined(separator: ", ")))") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            output += "    \(Self.quote(edge.from.name)) -> \(Self.quote(edge.to.name))\(suffix);\n"
        }
        // Annotations' arrows (the steps a node emits): dashed, grey, labelled; red for a problem.
        for annotation in selection.annotations {
            for arrow in annotation.kind.look.arrows(annotation) {
                let color = arrow.problem == nil ? "gray50" : "red"
                output += "    \(Self.quote(annotation.node)) -> \(Self.quote(arrow.to)) [style=dashed, color=\(color), fontcolor=\(color), label=\(Self.quote(arrow.label))];\n"
            }
        }
        return output + "}\n"
    }

    /// A DOT quoted identifier: line breaks removed, other control characters shown escaped (the
    /// output may be read on a terminal), backslashes and quotes escaped.
    static func quote(_ text: String) -> String {
        var escaped = ""
        for character in String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }).escapingControlCharacters {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
