/// `--list`: every flow and view controller of the project, one a line, in aligned columns; with a
/// module column (`-` for none) when a manifest puts any node in a module.
public struct ListRenderer: Sendable {
    public init() {}

    public func render(_ nodes: [NavigationGraph.Node]) -> String {
        let kindWidth = nodes.map(\.kind.look.label.count).max() ?? 0
        let nameWidth = nodes.map(\.name.count).max() ?? 0
        let hasModules = nodes.contains { $0.module != nil }
        let moduleWidth = nodes.map { ($0.module ?? "-").count }.max() ?? 0
        return nodes.map { node in
            let kind = node.kind.look.label.padding(toLength: kindWidth)
            let name = node.name.padding(toLength: nameWidth)
            let module = hasModules ? (node.module ?? "-").padding(toLength: moduleWidth) + "  " : ""
            return "\(kind)  \(name)  \(module)\(node.location.path):\(node.location.line)\n"
        }.joined()
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
