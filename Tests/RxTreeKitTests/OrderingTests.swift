import RxTreeKit
import XCTest

/// `Diagnostic.sorted` and `Finding.sorted` rank each path once instead of comparing paths at every
/// step: their order must be the one `<` gives, ties, shared paths and paths Unicode calls equal included.
final class OrderingTests: XCTestCase {
    /// Paths with shared prefixes, a canonically equal pair (`é` precomposed and decomposed), non-ASCII
    /// bytes that sort differently by scalar and by byte, and the empty path of a whole-project warning.
    private let paths = ["A.swift", "A/B.swift", "a.swift", "Caf\u{E9}.swift", "Cafe\u{301}.swift", "\u{FF21}.swift", "Z.swift", ""]

    private func shuffled(count: Int) -> [(path: String, line: Int, column: Int, text: String)] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (paths[next(paths.count)], next(4), next(3), ["b", "a", "c"][next(3)]) }
    }

    func testDiagnosticsSortAsTheirOrderSays() {
        let diagnostics = shuffled(count: 600).enumerated().map { index, item in
            Diagnostic(
                path: item.path, line: item.line == 0 ? nil : item.line, column: item.column,
                severity: index.isMultiple(of: 5) ? .note : .warning, message: item.text
            )
        }
        XCTAssertEqual(Diagnostic.sorted(diagnostics), diagnostics.sorted())
        XCTAssertEqual(Diagnostic.sorted([Diagnostic]()), [])
    }

    func testFindingsSortAsTheirOrderSays() {
        let findings = shuffled(count: 600).enumerated().map { index, item in
            Finding(
                rule: Finding.Rule(rawValue: ["unhandled-step", "unemitted-step"][index % 2]),
                location: SourceLocation(path: item.path, line: item.line, column: item.column), message: item.text
            )
        }
        XCTAssertEqual(Finding.sorted(findings), findings.sorted())
    }
}
