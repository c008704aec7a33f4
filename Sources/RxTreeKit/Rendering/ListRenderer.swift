/// `--list`: every flow and view controller of the project, one a line, in aligned columns.
public struct ListRenderer: Sendable {
    public init() {}

    public func render(_ nodes: [NavigationGraph.Node]) -> String {
        let kindWidth = nodes.map { Self.kindName($0.kind).count }.max() ?? 0
        let nameWidth = nodes.map(\.name.count).max() ?? 0
        return nodes.map { node in
            let kind = Self.kindName(node.kind).padding(toLength: kindWidth)
            let name = node.name.padding(toLength: nameWidth)
            return "\(kind)  \(name)  \(node.location.path):\(node.location.line)\n"
        }.joined()
    }

    static func kindName(_ kind: NavigationGraph.NodeKind) -> String {
        switch kind {
        case .flow: return "flow"
        case .viewController: return "view controller"
        }
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
