/// A position in a scanned file: path relative to the scanned directory, 1-based line and UTF-8 column.
public struct SourceLocation: Hashable, Comparable, Codable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// A warning about the scanned project, printed the way Xcode reads it.
public struct Diagnostic: Hashable, Comparable, Codable, Sendable {
    public enum Severity: String, Codable, Sendable {
        case warning
        case error
        /// Information, not a problem: never counted by `--strict`.
        case note
    }

    public var path: String
    /// Nil for problems with a whole file (unreadable, not UTF-8).
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, severity: Severity = .warning, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public init(at location: SourceLocation, severity: Severity = .warning, message: String) {
        self.init(path: location.path, line: location.line, column: location.column, severity: severity, message: message)
    }

    /// `path:line:column: warning: message`, or `path: warning: message` for a whole file; one line,
    /// whatever the path and message hold (see `escapingControlCharacters`).
    public var formatted: String {
        var position = path.escapingControlCharacters
        if let line {
            position += ":\(line)"
            if let column { position += ":\(column)" }
        }
        return "\(position): \(severity.rawValue): \(message.escapingControlCharacters)"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.line ?? 0, lhs.column ?? 0, lhs.message) < (rhs.path, rhs.line ?? 0, rhs.column ?? 0, rhs.message)
    }
}
