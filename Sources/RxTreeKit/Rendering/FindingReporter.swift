/// `--reporter` for `--lint`: one renderer per format, each turning sorted findings into the exact bytes to print.
package enum FindingReporter: String, CaseIterable, Sendable {
    /// `path:line:column: warning: message [rule]`, as Xcode reads it.
    case xcode
    /// The stable, versioned JSON document.
    case json
    /// Workflow commands that annotate the pull request's diff.
    case githubActions = "github-actions"
    /// Checkstyle XML 4.3, read by Jenkins, GitLab and most CI dashboards.
    case checkstyle

    /// The whole output for `findings`, given sorted. Empty when there are none, except for json and
    /// checkstyle, whose readers expect a document either way.
    package func render(_ findings: [Finding]) -> String {
        switch self {
        case .xcode: return XcodeReporter.render(findings)
        case .json: return JSONReporter.render(findings)
        case .githubActions: return GitHubActionsReporter.render(findings)
        case .checkstyle: return CheckstyleReporter.render(findings)
        }
    }
}
