/// `--format`: one renderer per format.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, dot, mermaid
}

/// The trees to print, one per root, with the graph they were unfolded from.
public struct TreeSelection: Sendable {
    public var trees: [NavigationTree]
    public var maxLevels: Int

    /// The nodes of the trees in the order they are first printed.
    public var nodes: [NavigationTree] {
        var seen = Set<String>()
        var result: [NavigationTree] = []
        forEachNode { node, _ in
            if seen.insert(node.name).inserted { result.append(node) }
        }
        return result
    }

    /// Each parent-to-child link of the trees once, in print order; cycles give an edge back to the ancestor.
    public var edges: [(from: String, to: NavigationTree)] {
        struct Key: Hashable {
            var from: String
            var to: String
        }
        var seen = Set<Key>()
        var result: [(from: String, to: NavigationTree)] = []
        forEachNode { node, parent in
            guard let parent, seen.insert(Key(from: parent, to: node.name)).inserted else { return }
            result.append((parent, node))
        }
        return result
    }

    /// Preorder over every tree, with the parent's name.
    private func forEachNode(_ body: (NavigationTree, String?) -> Void) {
        func visit(_ node: NavigationTree, parent: String?) {
            body(node, parent)
            for child in node.children { visit(child, parent: node.name) }
        }
        for tree in trees { visit(tree, parent: nil) }
    }
}
