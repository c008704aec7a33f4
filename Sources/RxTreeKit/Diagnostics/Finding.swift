/// A navigation bug a check proved from the code: printed as a warning by every run, and the whole
/// output of `--lint` in the chosen reporter.
public struct Finding: Hashable, Comparable, Sendable {
    public enum Rule: String, CaseIterable, Comparable, Sendable {
        /// A step emitted to a flow whose `navigate(to:)` drops it.
        case unhandledStep = "unhandled-step"
        /// A step case some flow handles, but nothing emits.
        case unemittedStep = "unemitted-step"
        /// A step case nothing emits and nothing handles.
        case unusedStep = "unused-step"
        /// A step forwarded to the parent flow (`.forwardToParentFlow`, `.end`) that no parent handles.
        case unhandledForward = "unhandled-forward"
        /// A flow or view controller no entry flow (or the given root) leads to.
        case unreachable = "unreachable"
        /// RxController: a child receives from its parent an event no parent of it sends.
        case unsentEvent = "unsent-event"
        /// RxController: a parent receives from its children an event none of them sends.
        case unsentChildEvent = "unsent-child-event"
        /// RxController: an event identifier nothing sends or receives.
        case unusedEvent = "unused-event"
        /// RxController: a parent event received in `init`, where no parent is set yet.
        case eventInInit = "event-in-init"
        /// RxController: a router forwards to an event nobody on the other side receives.
        case unreceivedForward = "unreceived-forward"

        public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var rule: Rule
    public var location: SourceLocation
    /// One line, without the rule.
    public var message: String

    public init(rule: Rule, location: SourceLocation, message: String) {
        self.rule = rule
        self.location = location
        self.message = message
    }

    /// The Xcode-style warning: `path:line:column: warning: message [rule]`.
    public var diagnostic: Diagnostic {
        Diagnostic(at: location, message: "\(message) [\(rule.rawValue)]")
    }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.location, lhs.rule, lhs.message) < (rhs.location, rhs.rule, rhs.message)
    }
}
