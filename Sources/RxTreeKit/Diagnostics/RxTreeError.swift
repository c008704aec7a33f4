/// rxtree's documented exit codes.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// Unknown root, missing directory, no Swift files, a failed check.
    case failure = 1
    /// `--lint` found navigation bugs (not in the baseline).
    case findings = 2
    /// Bad command-line usage, as swift-argument-parser reports it.
    case usage = 64
}

/// A failure that ends the run with one line on stderr.
public struct RxTreeError: Error, Equatable, Sendable {
    public var message: String
    public var status: ExitStatus

    public init(_ message: String, status: ExitStatus = .failure) {
        self.message = message
        self.status = status
    }
}
