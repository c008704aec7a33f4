/// A position in a scanned file: path relative to the scanned directory, 1-based line and UTF-8 column.
package struct SourceLocation: Hashable, Comparable, Codable, Sendable {
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// A warning about the scanned project, printed the way Xcode reads it.
package struct Diagnostic: Hashable, Comparable, Codable, Sendable {
    package enum Severity: String, Codable, Sendable {
        case warning
        case error
        /// Information, not a problem: never counted by `--strict`.
        case note
    }

    package var path: String
    /// Nil for problems with a whole file (unreadable, not UTF-8).
    package var line: Int?
    package var column: Int?
    package var severity: Severity
    package var message: String

    package init(path: String, line: Int? = nil, column: Int? = nil, severity: Severity = .warning, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    package init(at location: SourceLocation, severity: Severity = .warning, message: String) {
        self.init(path: location.path, line: location.line, column: location.column, severity: severity, message: message)
    }

    /// `path:line:column: warning: message`, or `path: warning: message` for a whole file; one line,
    /// whatever the path and message hold (see `escapingControlCharacters`).
    package var formatted: String {
        var position = path.escapingControlCharacters
        if let line {
            position += ":\(line)"
            if let column { position += ":\(column)" }
        }
        return "\(position): \(severity.rawValue): \(message.escapingControlCharacters)"
    }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.line ?? 0, lhs.column ?? 0, lhs.message) < (rhs.path, rhs.line ?? 0, rhs.column ?? 0, rhs.message)
    }

    /// `diagnostics` in the order of `<`, each path compared once (`sortedByPosition`).
    package static func sorted(_ diagnostics: some Sequence<Diagnostic>) -> [Diagnostic] {
        diagnostics.sortedByPosition({ ($0.path, $0.line ?? 0, $0.column ?? 0) }, then: { $0.message < $1.message })
    }
}

extension Sequence {
    /// Sorted by path (in `String`'s order), line and column, then by `tieBreak`, as a tuple of them would
    /// sort. Each distinct path is compared once and then stands for its rank: thousands of warnings share
    /// a few hundred paths, and comparing equal paths at every step was 2.5% of a graph build.
    func sortedByPosition(
        _ position: (Element) -> (path: String, line: Int, column: Int), then tieBreak: (Element, Element) -> Bool
    ) -> [Element] {
        let elements = Array(self)
        guard elements.count > 1 else { return elements }
        let positions = elements.map(position)
        var ranks: [String: Int] = [:]
        for position in positions { ranks[position.path] = 0 }
        for (rank, path) in ranks.keys.sorted().enumerated() { ranks[path] = rank }
        let keys = positions.map { (rank: ranks[$0.path] ?? 0, line: $0.line, column: $0.column) }
        let order = elements.indices.sorted { left, right in
            keys[left] != keys[right] ? keys[left] < keys[right] : tieBreak(elements[left], elements[right])
        }
        return order.map { elements[$0] }
    }
}
