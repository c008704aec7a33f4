import Foundation
import XCTest

/// The benchmark generator (Benchmarks/rxgen) against the real binary: a generated app's trees are the ones
/// its plan says, so `make bench` measures rxtree on a project it reads correctly.
final class GeneratorSmokeTests: XCTestCase {
    private static let roots = ["AppFlow", "AppCoordinator"]

    func testAGeneratedAppPrintsThePlannedTreeOfEveryRoot() throws {
        let folder = try makeTemporaryDirectory(self)
        let app = folder.appendingPathComponent("App")
        let expectFile = folder.appendingPathComponent("expected-edges.txt")
        try generate(files: 200, into: app, expect: expectFile)
        let expectedByRoot = try readExpectations(expectFile)
        XCTAssertEqual(expectedByRoot.map(\.root), Self.roots, "roots of the expectations file")

        for (root, expected) in expectedByRoot {
            XCTAssertGreaterThan(expected.count, 20, "\(root): the plan has too few edges to test anything")
            // The generator plans edges, not emissions: its steps are handled but never emitted.
            let result = try runRxTree([root, "--dir", app.path, "--no-cache", "--format", "json", "--no-checks"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "", "\(root): a generated app should print no warnings")
            let tree = try decodeTree(result.stdout)

            // A node reached twice lists its edges twice; the plan's edges are a set. Only the differences
            // are reported, as the lists are long.
            let printed = Set(tree.edges)
            XCTAssertEqual(printed.count, expected.count, "\(root): edges printed vs planned")
            XCTAssertEqual(Set(expected).subtracting(printed).sorted(), [], "\(root): planned edges rxtree did not print")
            XCTAssertEqual(printed.subtracting(expected).sorted(), [], "\(root): edges rxtree printed that were not planned")
            // Every node printed is the root or the end of a planned edge, and every one of those is printed.
            let planned = Set(expected.compactMap { $0.components(separatedBy: " -> ").last }).union([root])
            XCTAssertEqual(planned.subtracting(tree.nodes).sorted(), [], "\(root): planned nodes rxtree did not print")
            XCTAssertEqual(Set(tree.nodes).subtracting(planned).sorted(), [], "\(root): nodes rxtree printed that were not planned")

            if root == "AppCoordinator" {
                // Every coordinator style is in the tree: hand-written starts and shows, XCoordinator
                // transitions, MVVM-FC flow controllers, and a coordinator starting an RxFlow flow.
                XCTAssertEqual(
                    Set(tree.edgeKinds),
                    ["start", "show", "transition", "flowController", "contribution", "child"],
                    "edge kinds under AppCoordinator")
                XCTAssertTrue(tree.nodeKinds.contains("flow"), "AppCoordinator starts no RxFlow flow")
            } else {
                XCTAssertEqual(Set(tree.edgeKinds), ["contribution", "child"], "edge kinds under AppFlow")
            }
        }
    }

    func testAGeneratedAppPrintsTheSameTreesWithoutSkippingFiles() throws {
        let folder = try makeTemporaryDirectory(self)
        let app = folder.appendingPathComponent("App")
        try generate(files: 300, seed: 3, into: app, expect: folder.appendingPathComponent("expected-edges.txt"))
        for root in Self.roots {
            let skipping = try runRxTree([root, "--dir", app.path, "--no-cache"])
            let full = try runRxTree([root, "--dir", app.path, "--no-cache", "--no-skip"])
            XCTAssertEqual(skipping.status, 0, skipping.stderr)
            XCTAssertEqual(skipping, full, "\(root): output with skipping differs from --no-skip")
        }
    }

    /// Runs `python3 -m rxgen` from Benchmarks/, as `make bench` does.
    private func generate(files: Int, seed: Int = 1, into directory: URL, expect: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-m", "rxgen", "--files", "\(files)", "--seed", "\(seed)", "--out", directory.path,
            "--expect", expect.path,
        ]
        process.currentDirectoryURL = packageRoot.appendingPathComponent("Benchmarks")
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 -m rxgen failed")
    }

    /// The `--expect` file: a `# ROOT` line, then that root's "From -> To" edges, for each root in turn.
    private func readExpectations(_ file: URL) throws -> [(root: String, edges: [String])] {
        var sections: [(root: String, edges: [String])] = []
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init) {
            if line.hasPrefix("# ") {
                sections.append((String(line.dropFirst(2)), []))
            } else {
                let last = try XCTUnwrap(sections.indices.last, "an edge before the first root: \(line)")
                sections[last].edges.append(line)
            }
        }
        return sections
    }

    /// The node names and kinds, and the "From -> To" edges and their kinds, of rxtree's JSON document.
    private func decodeTree(_ json: String) throws -> (nodes: [String], nodeKinds: [String], edges: [String], edgeKinds: [String]) {
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "not a JSON object")
        let nodes = try XCTUnwrap(document["nodes"] as? [[String: Any]], "no nodes")
        let edges = try XCTUnwrap(document["edges"] as? [[String: Any]], "no edges")
        let names = try nodes.map { try XCTUnwrap($0["name"] as? String) }
        let nodeKinds = try nodes.map { try XCTUnwrap($0["kind"] as? String) }
        let links = try edges.map { edge -> String in
            let from = try XCTUnwrap(edge["from"] as? String)
            let to = try XCTUnwrap(edge["to"] as? String)
            return "\(from) -> \(to)"
        }
        let edgeKinds = try edges.map { try XCTUnwrap($0["kind"] as? String) }
        return (names, nodeKinds, links, edgeKinds)
    }
}
