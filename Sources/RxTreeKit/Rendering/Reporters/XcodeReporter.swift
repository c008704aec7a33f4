/// One `path:line:column: warning: message [rule]` line per finding, the same line every run prints on stderr.
enum XcodeReporter {
    static func render(_ findings: [Finding]) -> String {
        findings.map { $0.diagnostic.formatted + "\n" }.joined()
    }
}
