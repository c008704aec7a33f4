/// A Graphviz digraph of the printed trees' nodes and edges: a graph, so shared nodes and cycles are single nodes and edges.
public struct DotRenderer: Sendable {
    public init() {}

    public func render(_ selection: GraphSelection) -> String {
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
            let label = edge.steps + edge.down.map { "↓ \($0)" } + edge.up.map { "↑ \($0)" }
            if !label.isEmpty { attributes.append("label=\(Self.quote(label.joined(separator: ", ")))") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            output += "    \(Self.quote(edge.from.name)) -> \(Self.quote(edge.to.name))\(suffix);\n"
        }
        // Emitted steps (`--emitters`): dashed, grey, labelled with the step; red when dropped.
        for emission in selection.emissions {
            let color = emission.handled == false ? "red" : "gray50"
            for target in emission.to.isEmpty ? [emission.flow] : emission.to {
                output += "    \(Self.quote(emission.from)) -> \(Self.quote(target)) [style=dashed, color=\(color), fontcolor=\(color), label=\(Self.quote(emission.step))];\n"
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
