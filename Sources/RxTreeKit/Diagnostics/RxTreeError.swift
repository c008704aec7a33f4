/// rxtree's documented exit codes.
package enum ExitStatus: Int32, Sendable {
    case success = 0
    /// Unknown root, missing directory, no Swift files, a failed check.
    case failure = 1
    /// `--lint` found navigation bugs (not in the baseline).
    case findings = 2
    /// Bad command-line usage, as swift-argument-parser reports it.
    case usage = 64
    /// An output rxtree will not write (sysexits' `EX_CANTCREAT`): not a regular file, a file with
    /// several hard links, a link to nothing, or a configuration file's output outside the project.
    case refusedOutput = 73
    /// Writing the result to stdout failed, other than by the reader closing the pipe (`EX_IOERR`).
    case outputFailed = 74
}

/// A failure that ends the run with one line on stderr.
package struct RxTreeError: Error, Equatable, Sendable {
    package var message: String
    package var status: ExitStatus

    package init(_ message: String, status: ExitStatus = .failure) {
        self.message = message
        self.status = status
    }
}
