/// A navigation bug a check proved from the code: printed as a warning by every run, and the whole
/// output of `--lint` in the chosen reporter.
package struct Finding: Hashable, Comparable, Sendable {
    /// A check rule's identifier (`unhandled-step`): what the reporters, the baseline, the graph memo and
    /// the settings (`disabled_rules`, `opt_in_rules`) know a rule by. Each rule's type declares its own.
    package struct Rule: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral {
        package var rawValue: String

        package init(rawValue: String) {
            self.rawValue = rawValue
        }

        package init(stringLiteral value: String) {
            rawValue = value
        }

        package static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package var rule: Rule
    package var location: SourceLocation
    /// One line, without the rule.
    package var message: String

    package init(rule: Rule, location: SourceLocation, message: String) {
        self.rule = rule
        self.location = location
        self.message = message
    }

    /// The Xcode-style warning: `path:line:column: warning: message [rule]`.
    package var diagnostic: Diagnostic {
        Diagnostic(at: location, message: "\(message) [\(rule.rawValue)]")
    }

    package static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.location, lhs.rule, lhs.message) < (rhs.location, rhs.rule, rhs.message)
    }

    /// `findings` in the order of `<`, each path compared once (`sortedByPosition`).
    package static func sorted(_ findings: some Sequence<Finding>) -> [Finding] {
        findings.sortedByPosition({ ($0.location.path, $0.location.line, $0.location.column) }, then: { ($0.rule, $0.message) < ($1.rule, $1.message) })
    }

    /// A message names at most three types: `A, B, C and 12 more`.
    static func someNames(_ names: [String]) -> String {
        guard names.count > 3 else { return names.joined(separator: ", ") }
        return names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
    }
}

/// Why a check could not decide some of its cases (`--explain`), declared once by the check or the
/// analysis that meets it. Counted and stored in the graph memo by `identifier`; `text` is for people.
package struct UndecidedReason: Hashable, Sendable {
    package let identifier: String
    package let text: String

    init(_ identifier: String, _ text: String) {
        self.identifier = identifier
        self.text = text
    }

    package static func == (lhs: UndecidedReason, rhs: UndecidedReason) -> Bool { lhs.identifier == rhs.identifier }
    package func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
