/// One check rule: what it finds, where it comes from, and whether it runs unless asked. A rule is one
/// type in the folder of the style that declares it (`NavigationStyle.checks`); the catalogue of rules
/// (`RuleCatalog`) is the union of the styles' and the graph's own, and `rxtree rules`, the settings, the
/// reporters, the baseline and the graph memo know rules only through it.
///
/// How a rule runs depends on what it reads: a `ModelCheck` runs while the graph is built, over the
/// drawn graph and the model, and its result is memoised with the graph; a `GraphCheck` runs over the
/// finished graph on each request, because it depends on the roots the request names.
protocol NavigationCheck: Sendable {
    var identifier: Finding.Rule { get }
    /// The style that declares it, as `rxtree rules` shows it.
    var style: String { get }
    /// What it finds, in one line.
    var summary: String { get }
    /// What it finds, when, and what it leaves undecided, in a few sentences.
    var explanation: String { get }
    /// A few lines of Swift it warns about, and the same code once fixed.
    var wrongExample: String { get }
    var rightExample: String { get }
    /// Off unless a setting turns it on (`opt_in_rules`).
    var isOptIn: Bool { get }
    /// Why it may leave a case undecided: `--explain` shows these while the rule is on.
    var reasons: [UndecidedReason] { get }
    /// Its findings say that nothing in the whole project does something (emits a step, names an
    /// event), so with modules every module that sees the declaration must find it too (`ModuleGraphs`).
    var isAboutTheWholeProject: Bool { get }
}

extension NavigationCheck {
    var isOptIn: Bool { false }
    var isAboutTheWholeProject: Bool { false }
}

/// A rule over the drawn graph and the model, given what its style's analysis found once for all of
/// its rules (`Analysis`: which steps go where, how events are wired).
protocol ModelCheck<Analysis>: NavigationCheck {
    associatedtype Analysis
    func run(_ analysis: Analysis, on draft: inout GraphDraft) -> CheckResult
}

/// A rule over the finished graph and the roots a request names.
protocol GraphCheck: NavigationCheck {
    /// `roots` are the nodes the request named (none: where the app starts); `undecided` what the
    /// build left undecided.
    func run(on graph: NavigationGraph, roots: [String], undecided: [UndecidedReason: Int]) -> CheckResult
}

/// What one rule proved, and how many cases it left undecided, by reason.
struct CheckResult {
    var findings: [Finding] = []
    var undecided: [UndecidedReason: Int] = [:]

    mutating func leaveUndecided(_ reason: UndecidedReason, count: Int = 1) {
        undecided[reason, default: 0] += count
    }
}

extension GraphDraft {
    /// Runs `checks` with the analysis their style made once, and keeps what they found.
    mutating func run<Analysis>(_ checks: [any ModelCheck<Analysis>], with analysis: Analysis) {
        for check in checks {
            let result = check.run(analysis, on: &self)
            findings += result.findings
            undecided.merge(result.undecided, uniquingKeysWith: +)
        }
    }
}

/// Every rule rxtree has, by identifier.
package struct RuleCatalog: Sendable {
    /// Sorted by identifier.
    let checks: [any NavigationCheck]
    /// Every reason a rule or the graph declares, by identifier, for reading them back from the graph memo.
    let reasons: [String: UndecidedReason]

    init(checks: [any NavigationCheck], graphReasons: [UndecidedReason]) {
        self.checks = checks.sorted { $0.identifier < $1.identifier }
        let all = graphReasons + checks.flatMap(\.reasons)
        reasons = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every rule's identifier, sorted.
    package var identifiers: [String] { checks.map(\.identifier.rawValue) }

    func check(_ identifier: String) -> (any NavigationCheck)? {
        checks.first { $0.identifier.rawValue == identifier }
    }

    /// The rules no rule turns on by default.
    var optInIdentifiers: [String] { checks.filter(\.isOptIn).map(\.identifier.rawValue) }
}
