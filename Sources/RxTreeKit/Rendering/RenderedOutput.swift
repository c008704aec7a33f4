/// What a run prints: a finished document (json, dot, mermaid, a list), or text trees that are walked
/// only while they are written, so that their size never has to fit in memory.
package struct RenderedOutput: Sendable {
    private enum Content: Sendable {
        case document(String)
        case trees([TreeWalk], TextRenderer)
    }

    private let content: Content
    /// One line for stderr about the output's shape (full trees folded to fit `--max-lines`), without the `warning: `.
    package var warning: String?

    package init(document: String) {
        content = .document(document)
    }

    /// Trees of a forest are separated by a blank line.
    package init(trees: [TreeWalk], renderer: TextRenderer, warning: String? = nil) {
        content = .trees(trees, renderer)
        self.warning = warning
    }

    /// Hands the output to `sink` in pieces, stopping when it returns false (nobody reads any more).
    /// Returns false when stopped.
    @discardableResult
    package func write(to sink: ([UInt8]) -> Bool) -> Bool {
        switch content {
        case .document(let text):
            return sink(Array(text.utf8))
        case .trees(let walks, let renderer):
            for (offset, walk) in walks.enumerated() {
                if offset > 0, !sink([UInt8(ascii: "\n")]) { return false }
                guard renderer.write(walk, to: sink) else { return false }
            }
            return true
        }
    }

    /// The whole output as one string.
    package var text: String {
        var bytes: [UInt8] = []
        write { chunk in
            bytes += chunk
            return true
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
