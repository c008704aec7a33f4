/// A Mermaid flowchart of the printed trees, fenced so it renders when pasted into Markdown on GitHub.
public struct MermaidRenderer: Sendable {
    public init() {}

    public func render(_ selection: TreeSelection) -> String {
        let nodes = selection.nodes
        var identifiers: [String: String] = [:]
        for (offset, node) in nodes.enumerated() { identifiers[node.name] = "n\(offset)" }
        var output = "```mermaid\nflowchart TD\n"
        for node in nodes {
            let identifier = identifiers[node.name] ?? ""
            let label = "\"\(Self.escape(node.name))\""
            // Flows are stadium-shaped, view controllers rectangles.
            output += node.kind == .flow ? "    \(identifier)([\(label)])\n" : "    \(identifier)[\(label)]\n"
        }
        for edge in selection.edges {
            let from = identifiers[edge.from] ?? ""
            let to = identifiers[edge.to.name] ?? ""
            let arrow = edge.to.edgeKind == .child ? "-.->" : "-->"
            let label = edge.to.steps.isEmpty ? "" : "|\"\(Self.escape(edge.to.steps.joined(separator: ", ")))\"|"
            output += "    \(from) \(arrow)\(label) \(to)\n"
        }
        if nodes.contains(where: { $0.kind == .flow }) {
            output += "    classDef flow fill:#d6eaff,stroke:#1f6feb\n"
            let flows = nodes.filter { $0.kind == .flow }.compactMap { identifiers[$0.name] }
            output += "    class \(flows.joined(separator: ",")) flow\n"
        }
        return output + "```\n"
    }

    /// Mermaid entity codes for the characters that end a label.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "|": escaped += "#124;"
            case "\n", "\r": escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
