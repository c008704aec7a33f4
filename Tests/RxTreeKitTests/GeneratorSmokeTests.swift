import Foundation
import XCTest

/// The benchmark generator (Benchmarks/rxgen) against the real binary: a generated app's tree is the one
/// its plan says, so `make bench` measures rxtree on a project it reads correctly.
final class GeneratorSmokeTests: XCTestCase {
    func testAGeneratedAppPrintsThePlannedTree() throws {
        let folder = try makeTemporaryDirectory(self)
        let app = folder.appendingPathComponent("App")
        let expectFile = folder.appendingPathComponent("expected-edges.txt")
        try generate(files: 200, into: app, expect: expectFile)
        let expected = try String(contentsOf: expectFile, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(expected.count, 20, "the plan has too few edges to test anything")

        // The generator plans edges, not emissions: its steps are handled but never emitted.
        let result = try runRxTree(["AppFlow", "--dir", app.path, "--no-cache", "--format", "json", "--no-checks"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "a generated app should print no warnings")
        let (nodes, edges) = try decodeTree(result.stdout)

        // A node reached twice lists its edges twice; the plan's edges are a set. Only the differences
        // are reported, as the lists are long.
        let printed = Set(edges)
        XCTAssertEqual(printed.count, expected.count, "edges printed vs planned")
        XCTAssertEqual(Set(expected).subtracting(printed).sorted(), [], "planned edges rxtree did not print")
        XCTAssertEqual(printed.subtracting(expected).sorted(), [], "edges rxtree printed that were not planned")
        // Every node printed is the root or the end of a planned edge, and every one of those is printed.
        let planned = Set(expected.compactMap { $0.components(separatedBy: " -> ").last }).union(["AppFlow"])
        XCTAssertEqual(planned.subtracting(nodes).sorted(), [], "planned nodes rxtree did not print")
        XCTAssertEqual(Set(nodes).subtracting(planned).sorted(), [], "nodes rxtree printed that were not planned")
    }

    /// Runs `python3 -m rxgen` from Benchmarks/, as `make bench` does.
    private func generate(files: Int, into directory: URL, expect: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-m", "rxgen", "--files", "\(files)", "--out", directory.path, "--expect", expect.path,
        ]
        process.currentDirectoryURL = packageRoot.appendingPathComponent("Benchmarks")
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 -m rxgen failed")
    }

    /// The node names and "From -> To" edges of rxtree's JSON document.
    private func decodeTree(_ json: String) throws -> (nodes: [String], edges: [String]) {
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "not a JSON object")
        let nodes = try XCTUnwrap(document["nodes"] as? [[String: Any]], "no nodes")
        let edges = try XCTUnwrap(document["edges"] as? [[String: Any]], "no edges")
        let names = try nodes.map { try XCTUnwrap($0["name"] as? String) }
        let links = try edges.map { edge -> String in
            let from = try XCTUnwrap(edge["from"] as? String)
            let to = try XCTUnwrap(edge["to"] as? String)
            return "\(from) -> \(to)"
        }
        return (names, links)
    }
}
