/// A Mermaid flowchart of the printed trees, fenced so it renders when pasted into Markdown on GitHub.
package struct MermaidRenderer: Sendable {
    package init() {}

    package func render(_ selection: GraphSelection) -> String {
        let nodes = selection.nodes
        var identifiers: [String: String] = [:]
        for (offset, node) in nodes.enumerated() { identifiers[node.name] = "n\(offset)" }
        var output = "```mermaid\nflowchart TD\n"
        for node in nodes {
            let identifier = identifiers[node.name] ?? ""
            let label = "\"\(Self.escape(node.name))\""
            output += "    \(identifier)\(node.kind.look.mermaidShape.wrap(label))\n"
        }
        for edge in selection.edges {
            let from = identifiers[edge.from.name] ?? ""
            let to = identifiers[edge.to.name] ?? ""
            let arrow = edge.kind.look.mermaidArrow
            let parts = edge.steps + edge.annotations.flatMap { $0.kind.look.words($0) }
            let label = parts.isEmpty ? "" : "|\"\(Self.escape(parts.joined(separator: ", ")))\"|"
            output += "    \(from) \(arrow)\(label) \(to)\n"
        }
        // Annotations' arrows (the steps a node emits): dotted, labelled; a problem is said.
        for annotation in selection.annotations {
            let from = identifiers[annotation.node] ?? ""
            for arrow in annotation.kind.look.arrows(annotation) {
                let label = Self.escape(arrow.label + (arrow.problem.map { " (\($0))" } ?? ""))
                output += "    \(from) -.->|\"\(label)\"| \(identifiers[arrow.to] ?? "")\n"
            }
        }
        // A class for each kind that has one, in the order of kinds.
        let kinds = Set(nodes.map(\.kind)).sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
        for kind in kinds {
            guard let mermaidClass = kind.look.mermaidClass else { continue }
            output += "    classDef \(mermaidClass.name) \(mermaidClass.style)\n"
            let members = nodes.filter { $0.kind == kind }.compactMap { identifiers[$0.name] }
            output += "    class \(members.joined(separator: ",")) \(mermaidClass.name)\n"
        }
        return output + "```\n"
    }

    /// Mermaid entity codes for the characters that end a label; line breaks as spaces, other control
    /// characters shown escaped (the output may be read on a terminal).
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 }).escapingControlCharacters {
            switch character {
            case "\"": escaped += "#quot;"
            case "|": escaped += "#124;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
