/// `--color auto|always|never`.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Colour only on a terminal that is not `dumb`, and never when `NO_COLOR` is set.
    package func useColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            return isTerminal && environment["TERM"] != "dumb" && environment["NO_COLOR"] == nil
        }
    }
}
