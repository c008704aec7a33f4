/// `--list`: every flow and view controller of the project, one a line, in aligned columns; with a
/// module column (`-` for none) when a manifest puts any node in a module.
package struct ListRenderer: Sendable {
    package init() {}

    /// Names, modules and paths come from the repository: escaped (`escapingControlCharacters`), and
    /// aligned as escaped.
    package func render(_ nodes: [NavigationGraph.Node]) -> String {
        let rows = nodes.map { node in
            (kind: node.kind.look.label, name: node.name.escapingControlCharacters, module: (node.module ?? "-").escapingControlCharacters,
             location: "\(node.location.path.escapingControlCharacters):\(node.location.line)")
        }
        let kindWidth = rows.map(\.kind.count).max() ?? 0
        let nameWidth = rows.map(\.name.count).max() ?? 0
        let hasModules = nodes.contains { $0.module != nil }
        let moduleWidth = rows.map(\.module.count).max() ?? 0
        return rows.map { row in
            let kind = row.kind.padding(toLength: kindWidth)
            let name = row.name.padding(toLength: nameWidth)
            let module = hasModules ? row.module.padding(toLength: moduleWidth) + "  " : ""
            return "\(kind)  \(name)  \(module)\(row.location)\n"
        }.joined()
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
