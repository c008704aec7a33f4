import Foundation
import RxTreeKit
import XCTest

/// Every navigation call ends as an edge, a warning at it, or a declared reason; one with no outcome is
/// warned about and counted, and no fixture has one.
final class AccountingTests: XCTestCase {
    private func call(_ name: String, line: Int, path: String = "A.swift") -> CallFact {
        CallFact(
            name: name, receiver: nil, isMemberAccess: false, labels: [nil], firstArgument: .name("Screen"),
            text: "Screen()", location: SourceLocation(path: path, line: line, column: 5), cases: []
        )
    }

    func testACallReadWithNoOutcomeIsWarnedAboutAtItAndCounted() {
        var ledger = CallLedger()
        ledger.read(call("addChild", line: 3), by: "UIKit")
        var diagnostics = Set<Diagnostic>()
        let accounting = ledger.tally([(call("addChild", line: 3), ["UIKit"])], diagnostics: &diagnostics)
        XCTAssertEqual(accounting.unaccounted, 1)
        XCTAssertEqual(accounting.explanation, [
            "explain: calls: UIKit: 1 unaccounted",
            "explain: calls: 1 navigation calls, 1 unaccounted",
        ])
        XCTAssertEqual(diagnostics.map(\.formatted), [
            "A.swift:3:5: warning: rxtree read 'Screen()' and drew no edge, gave no warning and recorded no reason (no outcome); please report it",
        ])
    }

    func testTheBestOutcomeOfACallReadSeveralTimesCountsOnceAndUnreadCallsAreUnreachedByEveryStyleThatNamesThem() {
        var ledger = CallLedger()
        let shown = call("present", line: 1)
        ledger.record(.notANode, of: shown, by: "Coordinator")
        ledger.record(.edge, of: shown, by: "Coordinator")
        ledger.record(.warning, of: shown, by: "Coordinator")
        ledger.record(.atCallers, of: call("addChild", line: 2), by: "UIKit")
        var diagnostics = Set<Diagnostic>()
        let calls = [
            (shown, ["Coordinator", "MVVM-FC"]), (shown, ["Coordinator", "MVVM-FC"]),
            (call("addChild", line: 2), ["UIKit"]), (call("present", line: 9), ["Coordinator", "MVVM-FC"]),
        ]
        let accounting = ledger.tally(calls, diagnostics: &diagnostics)
        XCTAssertEqual(accounting.explanation, [
            "explain: calls: Coordinator: 1 edge",
            "explain: calls: Coordinator/MVVM-FC: 1 unreached",
            "explain: calls: UIKit: 1 at-callers",
            "explain: calls: 3 navigation calls, 0 unaccounted",
        ])
        XCTAssertTrue(diagnostics.isEmpty)
    }

    func testModulesKeepTheirOwnCountsAndARestrictionKeepsThoseOfItsModules() {
        var part = CallAccounting()
        part.counts[CallAccounting.Key(style: "RxFlow", outcome: .edge)] = 2
        var merged = CallAccounting()
        merged.merge(part, module: "App")
        merged.merge(part, module: "Kit")
        XCTAssertEqual(merged.aggregated.counts, [CallAccounting.Key(style: "RxFlow", outcome: .edge): 4])
        var restricted = CallAccounting()
        restricted.merge(merged, modules: { $0 == "App" })
        XCTAssertEqual(restricted.counts, [CallAccounting.Key(style: "RxFlow", outcome: .edge, module: "App"): 2])
    }

    /// Every fixture app, whatever its style: every navigation call has an outcome.
    func testNoFixtureHasACallWithoutAnOutcome() throws {
        let fixtures = packageRoot.appendingPathComponent("Fixtures")
        var projects: [String] = []
        for group in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
            let path = fixtures.appendingPathComponent(group).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            projects.append("Fixtures/\(group)")
        }
        XCTAssertGreaterThanOrEqual(projects.count, 10)
        var total = 0
        for project in projects {
            let result = try runRxTree(["lint", "--explain", "--no-cache", "--dir", project])
            XCTAssertFalse(result.stderr.contains("(no outcome)"), "\(project): \(result.stderr)")
            let line = result.stderr.split(separator: "\n").last { $0.hasPrefix("explain: calls: ") && $0.hasSuffix(" unaccounted") }
            guard let line else {
                // Fixtures of errors (no Swift files at all) have no graph to account for.
                XCTAssertNotEqual(result.status, 0, "\(project): \(result.stderr)")
                continue
            }
            XCTAssertTrue(line.hasSuffix(", 0 unaccounted"), "\(project): \(line)")
            total += Int(line.split(separator: " ")[2]) ?? 0
        }
        XCTAssertGreaterThan(total, 500)
    }

    /// A run that reads the memoised graph explains the same as the run that built it.
    func testTheAccountingIsMemoisedWithTheGraph() throws {
        let cache = try makeTemporaryDirectory(self)
        let arguments = ["lint", "--explain", "--dir", "Fixtures/Accounting", "--cache-dir", cache.path]
        let cold = try runRxTree(arguments)
        let warm = try runRxTree(arguments)
        XCTAssertEqual(warm, cold)
        XCTAssertTrue(cold.stderr.hasSuffix("explain: calls: 12 navigation calls, 0 unaccounted\n"), cold.stderr)
    }
}
