/// Draws a navigation tree the way `tree` does.
public struct TextRenderer: Sendable {
    public enum Charset: String, CaseIterable, Sendable {
        case unicode, ascii
    }

    public enum Style: String, CaseIterable, Sendable {
        /// `tree`'s drawing: the last child gets `└── `.
        case standard
        /// The original rxtree's drawing: every child `├── `, every level `│   `.
        case classic
    }

    public struct Options: Sendable {
        public var charset: Charset = .unicode
        public var style: Style = .standard
        public var color = false
        public var showSteps = false
        public var showLocations = false

        public init(charset: Charset = .unicode, style: Style = .standard, color: Bool = false, showSteps: Bool = false, showLocations: Bool = false) {
            self.charset = charset
            self.style = style
            self.color = color
            self.showSteps = showSteps
            self.showLocations = showLocations
        }
    }

    public static let cycleMarker = " (cycle)"

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The tree, one node a line, each line ending in a newline.
    public func render(_ tree: NavigationTree) -> String {
        var output = ""
        render(tree, prefix: "", branch: "", output: &output)
        return output
    }

    private func render(_ node: NavigationTree, prefix: String, branch: String, output: inout String) {
        output += prefix + branch + label(node) + "\n"
        let childPrefix = prefix + continuation(afterBranch: branch)
        for (offset, child) in node.children.enumerated() {
            let isLast = offset == node.children.count - 1 && options.style == .standard
            render(child, prefix: childPrefix, branch: isLast ? glyphs.last : glyphs.middle, output: &output)
        }
    }

    private func continuation(afterBranch branch: String) -> String {
        switch branch {
        case "": return ""
        case glyphs.last: return glyphs.space
        default: return glyphs.vertical
        }
    }

    private var glyphs: (middle: String, last: String, vertical: String, space: String) {
        switch options.charset {
        case .unicode: return ("├── ", "└── ", "│   ", "    ")
        case .ascii: return ("|-- ", "`-- ", "|   ", "    ")
        }
    }

    private func label(_ node: NavigationTree) -> String {
        var text = paint(node.name, node)
        if node.isCycle { text += Self.cycleMarker }
        if options.showSteps, !node.steps.isEmpty {
            text += "  (" + node.steps.joined(separator: ", ") + ")"
        }
        if options.showLocations {
            text += "  \(node.location.path):\(node.location.line)"
        }
        return text
    }

    /// The node's kind's colour, else the colour its edge gives targets (like the original: flows
    /// light blue, child view controllers dim).
    private func paint(_ name: String, _ node: NavigationTree) -> String {
        guard options.color, let color = node.kind.look.color ?? node.edgeKind?.look.targetColor else { return name }
        return "\u{1B}[\(color)m\(name)\u{1B}[0m"
    }
}
