/// `--list`: every flow and view controller of the project, one a line, in aligned columns.
public struct ListRenderer: Sendable {
    public init() {}

    public func render(_ nodes: [NavigationGraph.Node]) -> String {
        let kindWidth = nodes.map(\.kind.look.label.count).max() ?? 0
        let nameWidth = nodes.map(\.name.count).max() ?? 0
        return nodes.map { node in
            let kind = node.kind.look.label.padding(toLength: kindWidth)
            let name = node.name.padding(toLength: nameWidth)
            return "\(kind)  \(name)  \(node.location.path):\(node.location.line)\n"
        }.joined()
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
