import Foundation
import RxTreeKit
import XCTest

/// The catalogue of check rules (`rxtree rules`) and which rules a run uses (`disabled_rules`, `opt_in_rules`).
final class RuleTests: XCTestCase {
    func testListingHasOneAlignedLinePerRuleSortedByIdentifier() {
        XCTAssertEqual(RxTree.rulesListing(), """
            event-in-init       RxController  on      A view model subscribes to a parent event in init, before it has a parent
            unemitted-step      RxFlow        on      A step case some flow handles, but nothing emits
            unhandled-forward   RxFlow        on      A step forwarded to the parent flow is handled by no parent
            unhandled-step      RxFlow        on      A step is sent to a flow whose navigate(to:) does not handle it
            unreachable         all styles    opt-in  A flow no root, launch or entry flow leads to
            unreceived-forward  RxController  on      A router forwards an event nobody on the other side receives
            unsent-child-event  RxController  on      A parent view model receives a child event none of its children sends
            unsent-event        RxController  on      A child view model receives a parent event no parent of it sends
            unused-event        RxController  on      An event identifier nothing sends or receives
            unused-step         RxFlow        on      A step case nothing emits and no flow's navigate(to:) names

            """)
    }

    func testOneRuleShowsItsDescriptionAndExamples() throws {
        XCTAssertEqual(try RxTree.ruleDescription(identifier: "unused-step"), """
            unused-step
            style: RxFlow
            default: on

            A step case nothing emits and no flow's navigate(to:) names.
            A case of a Step enum that nothing in the project emits and no flow's navigate(to:) names (a \
            default: names no case): dead code. Undecided for every case when some step is built at run time, \
            and for an enum whose values are passed on without a known case.

            Wrong:
                enum AppStep: Step {
                    case home
                    case reviews  // neither sent nor handled
                }

            Right:
                enum AppStep: Step {
                    case home
                }

            """)
        XCTAssertTrue(try RxTree.ruleDescription(identifier: "unreachable").hasPrefix("unreachable\nstyle: all styles\ndefault: opt-in\n"))
    }

    func testAnUnknownRuleIsAUsageErrorWithTheClosestName() {
        XCTAssertThrowsError(try RxTree.ruleDescription(identifier: "unused-stpe")) { error in
            XCTAssertEqual(error as? RxTreeError, RxTreeError("no rule named 'unused-stpe'; did you mean 'unused-step'?", status: .usage))
        }
    }

    func testMarkdownHasATableAndASectionPerRule() {
        let page = RxTree.rulesMarkdown()
        XCTAssertTrue(page.hasPrefix("Generated from the rule types"))
        XCTAssertTrue(page.contains("""
            | Rule | Style | Default | What it finds |
            | --- | --- | --- | --- |
            | [`event-in-init`](#event-in-init) | RxController | on | A view model subscribes to a parent event in init, before it has a parent |
            """))
        XCTAssertTrue(page.contains("| [`unreachable`](#unreachable) | all styles | opt-in | A flow no root, launch or entry flow leads to |\n"))
        XCTAssertTrue(page.contains("""

            ### unused-event

            RxController, on by default. An event identifier nothing sends or receives.

            """))
        XCTAssertEqual(page.components(separatedBy: "\n### ").count - 1, 10)
        XCTAssertEqual(page.components(separatedBy: "```swift\n").count - 1, 20)
    }

    func testSelectionTurnsRulesOffAndOptInRulesOn() {
        let everyDefault = RuleSelection()
        XCTAssertTrue(everyDefault.enables("unused-step"))
        XCTAssertFalse(everyDefault.enables("unreachable"))

        let chosen = RuleSelection(disabled: ["unused-step"], optIn: ["unreachable"])
        XCTAssertFalse(chosen.enables("unused-step"))
        XCTAssertTrue(chosen.enables("unreachable"))
        XCTAssertTrue(chosen.enables("unhandled-step"))
        XCTAssertNil(chosen.problem)

        // The command line's choices win over the file's.
        let commandLine = RuleSelection(disabled: ["unreachable"], optIn: ["unused-step"])
        XCTAssertEqual(chosen.overridden(by: commandLine), RuleSelection(disabled: ["unreachable"], optIn: ["unused-step"]))
    }

    func testUnknownOrContradictoryRulesAreUsageProblems() {
        var request = Request()
        request.rules = RuleSelection(disabled: ["unsued-step"])
        XCTAssertEqual(request.usageProblem, "no rule named 'unsued-step'; did you mean 'unused-step'?")
        request.rules = RuleSelection(optIn: ["no-such-thing-at-all"])
        XCTAssertEqual(
            request.usageProblem,
            "no rule named 'no-such-thing-at-all'; the rules are event-in-init, unemitted-step, unhandled-forward, unhandled-step, "
                + "unreachable, unreceived-forward, unsent-child-event, unsent-event, unused-event, unused-step"
        )
        request.rules = RuleSelection(disabled: ["unreachable"], optIn: ["unreachable"])
        XCTAssertEqual(request.usageProblem, "the rule 'unreachable' is both disabled and enabled")
    }

    func testUnreachableFlagIsTheOptInRule() {
        var request = Request()
        XCTAssertFalse(request.unreachable)
        request.unreachable = true
        XCTAssertEqual(request.rules, RuleSelection(optIn: ["unreachable"]))
        request.unreachable = false
        XCTAssertEqual(request.rules, RuleSelection(disabled: ["unreachable"]))
    }

    func testConfigurationReadsRuleListsAndRefusesUnknownRules() throws {
        let configuration = try Configuration.parse("disabled_rules: [unused-step]\nopt_in_rules: [unreachable]\n", path: "c.yml", directory: ".")
        XCTAssertEqual(configuration.request(from: Request()).rules, RuleSelection(disabled: ["unused-step"], optIn: ["unreachable"]))
        XCTAssertThrowsError(try Configuration.parse("disabled_rules:\n  - unused-step\n  - unhandled-stpe\n", path: "c.yml", directory: ".")) { error in
            XCTAssertEqual(
                (error as? ConfigurationError)?.formatted,
                "c.yml:3:5: error: 'disabled_rules' expects a list of rule identifiers: no rule named 'unhandled-stpe'; did you mean 'unhandled-step'?"
            )
        }
    }

    /// The real binary, with a `.rxtree.yml` turning a rule off: its warnings go, the others stay.
    func testDisabledRulesInTheConfigurationFileRemoveThatRulesWarnings() throws {
        let project = try makeTemporaryDirectory(self).appendingPathComponent("App")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/Steps/SharedStepApp"), to: project)
        let arguments = ["AppFlow", "-L", "1", "--no-cache", "--dir", project.path]
        let before = try runRxTree(arguments)
        let lintBefore = try runRxTree(["--lint", "--no-cache", "--dir", project.path])
        XCTAssertTrue(before.stderr.contains("[unused-step]\n"), before.stderr)

        try "disabled_rules: [unused-step, unreachable]\n".write(to: project.appendingPathComponent(".rxtree.yml"), atomically: true, encoding: .utf8)
        let after = try runRxTree(arguments)
        XCTAssertEqual(after.status, 0)
        XCTAssertEqual(after.stdout, before.stdout)
        XCTAssertEqual(after.stderr, withoutLines(before.stderr, endingWith: ["[unused-step]"]))
        XCTAssertTrue(after.stderr.contains("[unemitted-step]\n"), after.stderr)

        let lintAfter = try runRxTree(["--lint", "--no-cache", "--dir", project.path])
        XCTAssertEqual(lintAfter.status, 2)
        XCTAssertEqual(lintAfter.stdout, withoutLines(lintBefore.stdout, endingWith: ["[unused-step]", "[unreachable]"]))
        XCTAssertNotEqual(lintAfter.stdout, lintBefore.stdout)
    }

    func testNoUnreachableTurnsTheRuleOffForLintToo() throws {
        let project = packageRoot.appendingPathComponent("Fixtures/Steps/SharedStepApp").path
        let lint = try runRxTree(["lint", "--no-cache", "--dir", project])
        XCTAssertTrue(lint.stdout.contains("[unreachable]\n"), lint.stdout)
        // Lint runs the opt-in rule unless it is turned off; `--no-unreachable` did not, as it only undid `--unreachable`.
        let without = try runRxTree(["lint", "--no-unreachable", "--no-cache", "--dir", project])
        XCTAssertEqual(without.stdout, withoutLines(lint.stdout, endingWith: ["[unreachable]"]))
        XCTAssertEqual(without.stderr, lint.stderr)
        XCTAssertEqual(without.status, lint.status)
    }

    private func withoutLines(_ text: String, endingWith suffixes: [String]) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !suffixes.contains { line.hasSuffix($0) } }
            .joined(separator: "\n")
    }
}

/// Undecided reasons are stored in the graph memo by identifier and read back as the same declared values.
final class UndecidedMemoTests: XCTestCase {
    func testAMemoisedGraphExplainsTheSameReasons() throws {
        for fixture in ["Fixtures/Inference/ValueFlow", "Fixtures/Events/Dashboard", "Fixtures/Steps/SharedStepApp"] {
            var request = Request(directory: packageRoot.appendingPathComponent(fixture).path, cacheDirectory: try makeTemporaryDirectory(self).path)
            request.explain = true
            request.statistics = true
            let cold = RxTree.run(request)
            let warm = RxTree.run(request)
            XCTAssertTrue(warm.stderr.contains { $0.hasPrefix("stats: ") && $0.contains("\"graphFromCache\":true") }, "\(fixture): \(warm.stderr)")
            XCTAssertEqual(warm.stderr.filter { $0.hasPrefix("explain: ") }, cold.stderr.filter { $0.hasPrefix("explain: ") }, fixture)
            XCTAssertGreaterThan(warm.stderr.filter { $0.hasPrefix("explain: ") && !$0.contains("decided every case") }.count, 0, fixture)
            XCTAssertEqual(warm.stdout, cold.stdout, fixture)
        }
    }
}
