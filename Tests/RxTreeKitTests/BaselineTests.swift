import Foundation
import RxTreeKit
import XCTest

/// `--write-baseline` and `--baseline`: accepted findings stay quiet, new ones are reported.
final class BaselineTests: XCTestCase {
    private func finding(_ rule: Finding.Rule = "unhandled-step", _ path: String = "App/AppFlow.swift", line: Int, _ message: String = "step .login is dropped") -> Finding {
        Finding(rule: rule, location: SourceLocation(path: path, line: line, column: 5), message: message)
    }

    func testEncodesSortedEntriesWithoutPositions() {
        let baseline = Baseline([
            finding("unreachable", "Z.swift", line: 1, "ZFlow is unreachable"),
            finding(line: 30, "step \"b\" is dropped"),
            finding(line: 20, "step \"b\" is dropped"),
            finding("unused-step", line: 10, "step .a is unused"),
        ])
        XCTAssertEqual(baseline.encoded(), #"""
            {
              "findings" : [
                {
                  "message" : "step \"b\" is dropped",
                  "path" : "App/AppFlow.swift",
                  "rule" : "unhandled-step"
                },
                {
                  "message" : "step \"b\" is dropped",
                  "path" : "App/AppFlow.swift",
                  "rule" : "unhandled-step"
                },
                {
                  "message" : "step .a is unused",
                  "path" : "App/AppFlow.swift",
                  "rule" : "unused-step"
                },
                {
                  "message" : "ZFlow is unreachable",
                  "path" : "Z.swift",
                  "rule" : "unreachable"
                }
              ],
              "formatVersion" : 1
            }

            """#)
    }

    func testRoundTripKeepsEveryEntryAndTheBytes() throws {
        let baseline = Baseline(ReporterTests.sample + [finding(line: 99)])
        let decoded = try Baseline.decode(baseline.encoded(), path: "rxtree-baseline.json")
        XCTAssertEqual(decoded, baseline)
        XCTAssertEqual(decoded.encoded(), baseline.encoded())
        XCTAssertEqual(decoded.newFindings(ReporterTests.sample), [])
    }

    func testOrderOfFindingsDoesNotChangeTheBaseline() {
        XCTAssertEqual(Baseline(ReporterTests.sample.reversed()).encoded(), Baseline(ReporterTests.sample).encoded())
    }

    func testAFindingWhoseLineMovedIsStillKnown() {
        let baseline = Baseline([finding(line: 12)])
        XCTAssertEqual(baseline.newFindings([finding(line: 57)]), [])
    }

    func testADifferentRulePathOrMessageIsNew() {
        let baseline = Baseline([finding(line: 12)])
        let others = [
            finding("unhandled-forward", line: 12),
            finding("unhandled-step", "App/Other.swift", line: 12),
            finding(line: 12, "step .logout is dropped"),
        ]
        XCTAssertEqual(baseline.newFindings(others), others.sorted())
    }

    func testIdenticalFindingsCountAsAMultiset() {
        let baseline = Baseline([finding(line: 10), finding(line: 20)])
        let now = [finding(line: 30), finding(line: 5), finding(line: 15)]
        XCTAssertEqual(baseline.newFindings(now), [finding(line: 30)])
        XCTAssertEqual(baseline.newFindings([finding(line: 5)]), [])
    }

    func testNewFindingsComeInSortedOrder() {
        let baseline = Baseline([finding(line: 1)])
        let now = [finding("unreachable", "B.swift", line: 2, "B"), finding(line: 1), finding("unreachable", "A.swift", line: 9, "A")]
        XCTAssertEqual(baseline.newFindings(now), [finding("unreachable", "A.swift", line: 9, "A"), finding("unreachable", "B.swift", line: 2, "B")])
    }

    func testAnEmptyBaselineKnowsNothing() throws {
        let empty = Baseline([])
        XCTAssertEqual(empty.encoded(), "{\n  \"findings\" : [\n\n  ],\n  \"formatVersion\" : 1\n}\n")
        XCTAssertEqual(try Baseline.decode(empty.encoded(), path: "b.json"), empty)
        XCTAssertEqual(try Baseline.decode(#"{"findings": [], "formatVersion": 1}"#, path: "b.json"), empty)
        XCTAssertEqual(empty.newFindings(ReporterTests.sample), ReporterTests.sample)
    }

    func testAMalformedBaselineIsAOneLineErrorNamingTheFile() {
        let cases: [(text: String, reason: String)] = [
            ("", "is not an rxtree baseline: not valid JSON"),
            ("{\"findings\": [", "is not an rxtree baseline: not valid JSON"),
            ("[]", "is not an rxtree baseline: expected an object"),
            ("{\"findings\": []}", "is not an rxtree baseline: missing \"formatVersion\""),
            ("{\"findings\": {}, \"formatVersion\": 1}", "is not an rxtree baseline: expected an array at findings"),
            (
                "{\"findings\": [{\"rule\": \"unreachable\", \"path\": \"A.swift\"}], \"formatVersion\": 1}",
                "is not an rxtree baseline: missing \"message\" at findings[0]"
            ),
            (
                "{\"findings\": [{\"rule\": 3, \"path\": \"A.swift\", \"message\": \"m\"}], \"formatVersion\": 1}",
                "is not an rxtree baseline: expected a string at findings[0].rule"
            ),
            ("{\"findings\": [], \"formatVersion\": 2}", "has format version 2; this rxtree reads version 1"),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try Baseline.decode(text, path: "ci/rxtree-baseline.json"), text) { error in
                XCTAssertEqual(error as? RxTreeError, RxTreeError("baseline ci/rxtree-baseline.json \(reason)"), text)
            }
        }
    }
}
