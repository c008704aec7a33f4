import Foundation
import XCTest

/// The fixture apps written the way real apps wire their coordinators carry an `EXPECTED.md` whose
/// edge lists were derived by hand from their code, one list per root ("reachable from `Root`", then
/// a fenced block of `Parent -> Child` lines). rxtree's tree from each root must have exactly those
/// edges: none missing, none extra.
final class ExpectedEdgesTests: XCTestCase {
    func testFactoryFlowControllersDrawsExactlyTheHandDerivedEdges() throws {
        try assertExpectedEdges(in: "Fixtures/Coordinators/FactoryFlowControllers")
    }

    func testXCoordinatorTabsDrawsExactlyTheHandDerivedEdges() throws {
        try assertExpectedEdges(in: "Fixtures/Coordinators/XCoordinatorTabs")
    }

    func testHandWrittenTabChildrenDrawsExactlyTheHandDerivedEdges() throws {
        try assertExpectedEdges(in: "Fixtures/Coordinators/TabChildren")
    }

    private func assertExpectedEdges(in fixture: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(fixture).appendingPathComponent("EXPECTED.md"), encoding: .utf8)
        let lists = Self.expectedLists(text)
        XCTAssertFalse(lists.isEmpty, "no expected edge list in \(fixture)/EXPECTED.md", file: file, line: line)
        for (root, expected) in lists {
            let result = try runRxTree([root, "--dir", fixture])
            XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
            let drawn = Self.treeEdges(result.stdout)
            XCTAssertEqual(drawn.subtracting(expected).sorted(), [], "extra edges from \(root)", file: file, line: line)
            XCTAssertEqual(expected.subtracting(drawn).sorted(), [], "missing edges from \(root)", file: file, line: line)
        }
    }

    /// Each root named in a heading "... reachable from Root (n)" with the fenced block after it.
    static func expectedLists(_ markdown: String) -> [(root: String, edges: Set<String>)] {
        var lists: [(root: String, edges: Set<String>)] = []
        var root: String?
        var block: Set<String>?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let edges = block, let current = root {
                    lists.append((current, edges))
                    root = nil
                    block = nil
                } else if root != nil {
                    block = []
                }
            } else if block != nil {
                if line.contains(" -> ") { block?.insert(line.trimmingCharacters(in: .whitespaces)) }
            } else if line.hasPrefix("## "), let range = line.range(of: "reachable from ") {
                root = line[range.upperBound...].split(separator: " ").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            }
        }
        return lists
    }

    /// The edges of a printed tree: a node's depth is its prefix's width over four, and only the
    /// leading name counts (as `measure.py` reads trees).
    static func treeEdges(_ text: String) -> Set<String> {
        var stack: [String] = []
        var edges: Set<String> = []
        for line in text.split(separator: "\n").map(String.init) {
            guard let start = line.firstIndex(where: { $0.isLetter || $0 == "_" }) else { continue }
            let name = String(line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            let depth = line.distance(from: line.startIndex, to: start) / 4
            stack.removeSubrange(min(depth, stack.count)...)
            if depth > 0, stack.count >= depth { edges.insert("\(stack[depth - 1]) -> \(name)") }
            stack.append(name)
        }
        return edges
    }
}
