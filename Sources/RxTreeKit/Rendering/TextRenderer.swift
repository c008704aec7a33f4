/// Draws a navigation tree the way `tree` does.
package struct TextRenderer: Sendable {
    package enum Charset: String, CaseIterable, Sendable {
        case unicode, ascii
    }

    package enum Style: String, CaseIterable, Sendable {
        /// `tree`'s drawing: the last child gets `└── `.
        case standard
        /// The original rxtree's drawing: every child `├── `, every level `│   `.
        case classic
    }

    package struct Options: Sendable {
        package var charset: Charset = .unicode
        package var style: Style = .standard
        package var color = false
        package var showSteps = false
        package var showLocations = false
        /// The kinds of annotation shown: under each node (the steps it emits, `--emitters`), after each
        /// edge's target (the events along a child edge, `--events`).
        package var annotations: Set<AnnotationKind> = []

        package init(
            charset: Charset = .unicode, style: Style = .standard, color: Bool = false, showSteps: Bool = false,
            showLocations: Bool = false, annotations: Set<AnnotationKind> = []
        ) {
            self.charset = charset
            self.style = style
            self.color = color
            self.showSteps = showSteps
            self.showLocations = showLocations
            self.annotations = annotations
        }
    }

    package static let cycleMarker = " (cycle)"
    /// After a node whose subtree a folded tree prints at another occurrence, as `cargo tree` marks them.
    package static let foldedMarker = " (*)"
    /// Rendered text is handed on in pieces of about this many bytes.
    static let chunkSize = 1 << 16

    package var options: Options

    package init(options: Options = Options()) {
        self.options = options
    }

    /// The tree, one node a line, each line ending in a newline.
    package func render(_ walk: TreeWalk) -> String {
        var bytes: [UInt8] = []
        write(walk) { chunk in
            bytes += chunk
            return true
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the tree as it is walked, in chunks, to `sink`, which returns false when nobody reads any
    /// more (a closed pipe). Returns false when the sink stopped it.
    @discardableResult
    package func write(_ walk: TreeWalk, to sink: ([UInt8]) -> Bool) -> Bool {
        let glyphs = glyphs
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.chunkSize + 1024)
        // The drawing left of the current line's branch, and where each level's part of it starts.
        var prefix: [UInt8] = []
        var levelStarts: [Int] = []
        let finished = walk.forEachLine { line in
            if line.depth > 0 {
                // Back up to this line's parent, then draw its branch.
                while levelStarts.count > line.depth - 1, let start = levelStarts.popLast() {
                    prefix.removeSubrange(start...)
                }
                buffer += prefix
                let isLast = line.isLast && options.style == .standard
                buffer += isLast ? glyphs.last : glyphs.middle
                levelStarts.append(prefix.count)
                prefix += isLast ? glyphs.space : glyphs.vertical
            }
            buffer += label(line, graph: walk.graph).utf8
            buffer.append(UInt8(ascii: "\n"))
            // A node's annotations print where it is printed whole, between it and its children.
            if !options.annotations.isEmpty, line.mark == .none {
                for annotation in walk.graph.annotations[line.node] where options.annotations.contains(annotation.kind) {
                    for words in annotation.kind.look.words(annotation) {
                        buffer += prefix
                        buffer += line.isExpanded ? glyphs.vertical : glyphs.space
                        buffer += words.escapingControlCharacters.utf8
                        buffer.append(UInt8(ascii: "\n"))
                    }
                }
            }
            guard buffer.count >= Self.chunkSize else { return true }
            defer { buffer.removeAll(keepingCapacity: true) }
            return sink(buffer)
        }
        guard finished else { return false }
        return buffer.isEmpty || sink(buffer)
    }

    private var glyphs: (middle: [UInt8], last: [UInt8], vertical: [UInt8], space: [UInt8]) {
        switch options.charset {
        case .unicode: return (Array("├── ".utf8), Array("└── ".utf8), Array("│   ".utf8), Array("    ".utf8))
        case .ascii: return (Array("|-- ".utf8), Array("`-- ".utf8), Array("|   ".utf8), Array("    ".utf8))
        }
    }

    private func label(_ line: TreeLine, graph: TreeGraph) -> String {
        let node = graph.nodes[line.node]
        var text = paint(node, via: line.edge)
        switch line.mark {
        case .none: break
        case .cycle: text += Self.cycleMarker
        case .folded: text += Self.foldedMarker
        }
        var annotations = ""
        if options.showSteps, let steps = line.edge?.steps, !steps.isEmpty {
            annotations += "  (" + steps.joined(separator: ", ") + ")"
        }
        if let edge = line.edge {
            for annotation in edge.annotations where options.annotations.contains(annotation.kind) {
                annotations += annotation.kind.look.words(annotation).map { "  " + $0 }.joined()
            }
        }
        if options.showLocations {
            annotations += "  \(node.location.path):\(node.location.line)"
        }
        return text + annotations.escapingControlCharacters
    }

    /// The node's kind's colour, else the colour its edge gives targets (like the original: flows
    /// light blue, child view controllers dim).
    /// Names come from the repository: escaped, so the only escape sequences printed are these colours.
    private func paint(_ node: NavigationGraph.Node, via edge: TreeGraph.Child?) -> String {
        let name = node.name.escapingControlCharacters
        guard options.color, let color = node.kind.look.color ?? edge?.kind.look.targetColor else { return name }
        return "\u{1B}[\(color)m\(name)\u{1B}[0m"
    }
}
