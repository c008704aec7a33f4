/// Whether a text tree repeats shared subtrees.
package enum TreeShape: String, CaseIterable, Sendable {
    /// Every path from the root, as the original rxtree printed it: a subtree reached in several
    /// ways is printed under each, so the size grows with the number of paths.
    case full
    /// Each subtree once, where it is nearest the root; later occurrences are marked (like `cargo tree`'s
    /// `(*)`), so the size is at most one line per edge.
    case folded
}

/// One line of a printed tree.
package struct TreeLine: Sendable {
    package enum Mark: Sendable {
        case none
        /// Already among its own ancestors: not expanded.
        case cycle
        /// Its subtree is printed at another occurrence (folded trees only).
        case folded
    }

    /// The root is at depth 0.
    package var depth: Int
    /// The last of its parent's children.
    package var isLast: Bool
    package var node: Int
    /// The node's parent in the tree; nil for the root.
    package var parent: Int?
    /// How the parent leads here; nil for the root.
    package var edge: TreeGraph.Child?
    package var mark: Mark
    /// Whether its children follow.
    package var isExpanded: Bool
}

/// The graph unfolded from one root into the tree that is printed, cut at a depth, line by line without
/// ever holding the tree: memory is bounded by the graph and the depth, whatever the tree's size.
package struct TreeWalk: Sendable {
    package let graph: TreeGraph
    package let root: Int
    package let maxLevels: Int
    package let shape: TreeShape

    package init(graph: TreeGraph, root: Int, maxLevels: Int, shape: TreeShape = .full) {
        self.graph = graph
        self.root = root
        self.maxLevels = maxLevels
        self.shape = shape
    }

    /// Calls `body` with each line in print order until it returns false. Returns false when stopped.
    @discardableResult
    package func forEachLine(_ body: (TreeLine) -> Bool) -> Bool {
        // A folded tree expands a node once, at its first occurrence at its shortest distance from the
        // root: that occurrence has the most levels left, and every shortest path reaches it (a node
        // nearer the root cannot be a deeper node's ancestor), so every edge in reach is printed once.
        let distance = shape == .folded ? graph.distances(from: [root], limit: maxLevels) : []
        var expanded = [Bool](repeating: false, count: shape == .folded ? graph.nodes.count : 0)
        var onPath = [Bool](repeating: false, count: graph.nodes.count)
        // The expanded nodes from the root down, each with the index of its next child.
        var stack: [(node: Int, next: Int)] = []

        func visit(_ node: Int, depth: Int, isLast: Bool, parent: Int?, edge: TreeGraph.Child?) -> Bool {
            var mark = TreeLine.Mark.none
            var expand = false
            if onPath[node] {
                mark = .cycle
            } else if depth < maxLevels, !graph.children[node].isEmpty {
                switch shape {
                case .full:
                    expand = true
                case .folded:
                    expand = !expanded[node] && distance[node] == depth
                    if expand { expanded[node] = true } else { mark = .folded }
                }
            }
            guard body(TreeLine(depth: depth, isLast: isLast, node: node, parent: parent, edge: edge, mark: mark, isExpanded: expand)) else { return false }
            if expand {
                onPath[node] = true
                stack.append((node, 0))
            }
            return true
        }

        guard visit(root, depth: 0, isLast: true, parent: nil, edge: nil) else { return false }
        while let top = stack.last {
            let children = graph.children[top.node]
            guard top.next < children.count else {
                onPath[top.node] = false
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let child = children[top.next]
            let isLast = top.next == children.count - 1
            guard visit(child.target, depth: stack.count, isLast: isLast, parent: top.node, edge: child) else { return false }
        }
        return true
    }

    /// The number of lines, counted up to `limit + 1` and no further, so a huge tree costs only the limit.
    package func countLines(upTo limit: Int) -> Int {
        var count = 0
        forEachLine { _ in
            count += 1
            return count <= limit
        }
        return count
    }
}
