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
        /// Under each node, the steps it emits and where each leads (`--emitters`).
        public var showEmitters = false
        /// After a child view controller, the RxController events to and from its parent (`--events`).
        public var showEvents = false

        public init(
            charset: Charset = .unicode, style: Style = .standard, color: Bool = false, showSteps: Bool = false,
            showLocations: Bool = false, showEmitters: Bool = false
        ) {
            self.charset = charset
            self.style = style
            self.color = color
            self.showSteps = showSteps
            self.showLocations = showLocations
            self.showEmitters = showEmitters
        }
    }

    public static let cycleMarker = " (cycle)"
    /// After a node whose subtree a folded tree prints at another occurrence, as `cargo tree` marks them.
    public static let foldedMarker = " (*)"
    /// Rendered text is handed on in pieces of about this many bytes.
    static let chunkSize = 1 << 16

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The tree, one node a line, each line ending in a newline.
    public func render(_ walk: TreeWalk) -> String {
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
    public func write(_ walk: TreeWalk, to sink: ([UInt8]) -> Bool) -> Bool {
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
            // A node's emissions print where it is printed whole, between it and its children.
            if options.showEmitters, line.mark == .none {
                for emission in walk.graph.emissions[line.node] {
                    buffer += prefix
                    buffer += line.isExpanded ? glyphs.vertical : glyphs.space
                    buffer += Self.emissionText(emission).utf8
                    buffer.append(UInt8(ascii: "\n"))
                }
            }
            guard buffer.count >= Self.chunkSize else { return true }
            defer { buffer.removeAll(keepingCapacity: true) }
            return sink(buffer)
        }
        guard finished else { return false }
        return buffer.isEmpty || sink(buffer)
    }

    /// `↳ AppStep.friends → FriendsFlow (ProfileFlow)`: the step, what the flow receiving it
    /// contributes for it, and that flow; or that the flow handles it with no contribution, or drops it.
    static func emissionText(_ emission: NavigationGraph.StepEmission) -> String {
        emissionParts(emission).escapingControlCharacters
    }

    private static func emissionParts(_ emission: NavigationGraph.StepEmission) -> String {
        let arrow = "↳ \(emission.step) → "
        switch emission.handled {
        case false?: return arrow + "dropped by \(emission.flow)"
        case nil: return arrow + "\(emission.flow) (not checked)"
        case true?: if emission.to.isEmpty { return arrow + "handled by \(emission.flow)" }
        }
        return arrow + emission.to.joined(separator: ", ") + " (\(emission.flow))"
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
        if options.showEvents, let edge = line.edge {
            annotations += edge.down.map { "  ↓ \($0)" }.joined() + edge.up.map { "  ↑ \($0)" }.joined()
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
