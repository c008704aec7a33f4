import Foundation
import RxTreeKit
import XCTest

/// Graphs where many paths lead to each node: the graph formats from shortest distances, folded text
/// trees, the line budget, and output that streams and stops when its reader goes.
final class DenseGraphTests: XCTestCase {
    // MARK: Graphs in memory

    private static func location(_ line: Int) -> SourceLocation {
        SourceLocation(path: "App.swift", line: line, column: 7)
    }

    /// `edges` as (from, to) pairs; names ending in ViewController are view controllers, added as children.
    private static func graph(_ names: [String], _ edges: [(String, String)]) -> NavigationGraph {
        let nodes = names.enumerated().map { offset, name in
            NavigationGraph.Node(name: name, kind: name.hasSuffix("ViewController") ? .viewController : .flow, location: location(offset + 1))
        }
        var outgoing: [String: [NavigationGraph.Edge]] = [:]
        for (from, to) in edges {
            let kind: EdgeKind = to.hasSuffix("ViewController") && from.hasSuffix("ViewController") ? .child : .contribution
            outgoing[from, default: []].append(.init(from: from, to: to, kind: kind, steps: [".\(to.prefix(1).lowercased())"], locations: [location(90)]))
        }
        let byName = Dictionary(uniqueKeysWithValues: nodes.map { ($0.name, $0) })
        // Outgoing edges are sorted as GraphBuilder sorts them: by the target's kind, then name.
        for (name, list) in outgoing {
            outgoing[name] = list.sorted { lhs, rhs in
                guard let left = byName[lhs.to], let right = byName[rhs.to] else { return lhs.to < rhs.to }
                return NavigationGraph.nodeOrder(left, right)
            }
        }
        return NavigationGraph(nodes: byName, edges: outgoing)
    }

    /// AFlow leads to BFlow and CFlow, both lead to DFlow, which adds nothing but shows a screen.
    private static let diamond = graph(
        ["AFlow", "BFlow", "CFlow", "DFlow", "DViewController", "EViewController"],
        [("AFlow", "BFlow"), ("AFlow", "CFlow"), ("BFlow", "DFlow"), ("CFlow", "DFlow"), ("CFlow", "AFlow"),
         ("DFlow", "DViewController"), ("DViewController", "EViewController")]
    )

    /// Pseudo-random graphs with cycles, shared nodes and both kinds, the same on every run.
    private static func randomGraphs() -> [NavigationGraph] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<40).map { _ in
            let count = 2 + next(9)
            let names = (0..<count).map { $0 % 3 == 2 ? "N\($0)ViewController" : "N\($0)Flow" }
            var edges: [(String, String)] = []
            var seen = Set<String>()
            for _ in 0..<next(count * 3 + 1) {
                let from = names[next(count)]
                let to = names[next(count)]
                if seen.insert("\(from)>\(to)").inserted { edges.append((from, to)) }
            }
            return graph(names, edges)
        }
    }

    private func lines(_ graph: TreeGraph, root: Int, maxLevels: Int, shape: TreeShape) -> [TreeLine] {
        var lines: [TreeLine] = []
        TreeWalk(graph: graph, root: root, maxLevels: maxLevels, shape: shape).forEachLine {
            lines.append($0)
            return true
        }
        return lines
    }

    private struct Link: Hashable {
        var from: String
        var to: String
    }

    // MARK: Graph formats

    func testGraphFormatsSelectWhatTheFullTreePrintsOnRandomGraphs() {
        for (index, navigation) in Self.randomGraphs().enumerated() {
            let graph = TreeGraph(navigation)
            for root in graph.nodes.indices {
                for maxLevels in 1...8 {
                    let tree = lines(graph, root: root, maxLevels: maxLevels, shape: .full)
                    let selection = GraphSelection(graph: graph, roots: [root], maxLevels: maxLevels)
                    let treeNodes = tree.map { graph.nodes[$0.node].name }
                    let treeLinks = tree.compactMap { line in line.parent.map { Link(from: graph.nodes[$0].name, to: graph.nodes[line.node].name) } }
                    let links = selection.edges.map { Link(from: $0.from.name, to: $0.to.name) }
                    let context = "graph \(index), root \(graph.nodes[root].name), -L \(maxLevels)"
                    XCTAssertEqual(Set(selection.nodes.map(\.name)), Set(treeNodes), context)
                    XCTAssertEqual(Set(links), Set(treeLinks), context)
                    XCTAssertEqual(links.count, Set(links).count, "an edge listed twice: \(context)")
                    // With no path cut short, the order is the one the tree first prints them in.
                    if maxLevels >= graph.nodes.count {
                        XCTAssertEqual(selection.nodes.map(\.name), treeNodes.uniqued(), context)
                        XCTAssertEqual(links, treeLinks.uniqued(), context)
                    }
                }
            }
        }
    }

    /// On every fixture and depth, json lists exactly the nodes and edges the full text tree prints.
    func testGraphFormatsSelectWhatTheFullTreePrintsOnEveryFixture() throws {
        for fixture in GoldenTests.fixtures {
            for maxLevels in [1, 2, 3, 4, 5, 6, Request.defaultMaxLevels] {
                let base = [fixture.root, "--dir", fixture.directory, "-L", String(maxLevels)]
                let json = try runRxTree(base + ["--format", "json"])
                let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.stdout.utf8))
                // The full tree, unless it has more than 10,000 lines (the dense fixture): then the folded
                // one, which prints the same links (testFoldedTreePrintsEveryEdgeInReachExactlyOnceOnRandomGraphs).
                let text = try runRxTree(base + ["--charset", "ascii"])
                let tree = Self.parseTree(text.stdout)
                let context = "\(fixture.name) -L \(maxLevels)\(text.stderr.contains("(*)") ? " folded" : "")"
                XCTAssertEqual(Set(document.nodes.map(\.name)), Set(tree.nodes), context)
                XCTAssertEqual(Set(document.edges.map { Link(from: $0.from, to: $0.to) }), tree.links, context)
            }
        }
    }

    /// The names and parent-to-child links of an ascii text tree.
    private static func parseTree(_ text: String) -> (nodes: [String], links: Set<Link>) {
        var nodes: [String] = []
        var links = Set<Link>()
        var path: [String] = []
        for line in text.split(separator: "\n") {
            let drawing = line.prefix { "|`- ".contains($0) }
            let depth = drawing.count / 4
            let name = String(line.dropFirst(drawing.count).prefix { $0 != " " })
            path.removeLast(max(path.count - depth, 0))
            if let parent = path.last { links.insert(Link(from: parent, to: name)) }
            path.append(name)
            nodes.append(name)
        }
        return (nodes, links)
    }

    // MARK: Folded text

    func testFoldedTreePrintsEachSubtreeOnceWhereItIsNearestTheRoot() throws {
        let graph = TreeGraph(Self.diamond)
        let root = try XCTUnwrap(graph.number(of: "AFlow"))
        let render = { (options: TextRenderer.Options, shape: TreeShape, maxLevels: Int) in
            TextRenderer(options: options).render(TreeWalk(graph: graph, root: root, maxLevels: maxLevels, shape: shape))
        }
        XCTAssertEqual(render(.init(), .full, 10), """
            AFlow
            ├── BFlow
            │   └── DFlow
            │       └── DViewController
            │           └── EViewController
            └── CFlow
                ├── AFlow (cycle)
                └── DFlow
                    └── DViewController
                        └── EViewController

            """)
        XCTAssertEqual(render(.init(), .folded, 10), """
            AFlow
            ├── BFlow
            │   └── DFlow
            │       └── DViewController
            │           └── EViewController
            └── CFlow
                ├── AFlow (cycle)
                └── DFlow (*)

            """)
        // DFlow is as near the root under BFlow as under CFlow: the first is expanded. A node on the last
        // level is never marked, as no tree shows its subtree there.
        XCTAssertEqual(render(.init(charset: .ascii, style: .classic, showSteps: true, showLocations: true), .folded, 3), """
            AFlow  App.swift:1
            |-- BFlow  (.b)  App.swift:2
            |   |-- DFlow  (.d)  App.swift:4
            |   |   |-- DViewController  (.d)  App.swift:5
            |-- CFlow  (.c)  App.swift:3
            |   |-- AFlow (cycle)  (.a)  App.swift:1
            |   |-- DFlow (*)  (.d)  App.swift:4

            """)
        XCTAssertEqual(render(.init(color: true), .folded, 10).split(separator: "\n").map(String.init), [
            "\u{1B}[94mAFlow\u{1B}[0m",
            "├── \u{1B}[94mBFlow\u{1B}[0m",
            "│   └── \u{1B}[94mDFlow\u{1B}[0m",
            "│       └── DViewController",
            "│           └── \u{1B}[2mEViewController\u{1B}[0m",
            "└── \u{1B}[94mCFlow\u{1B}[0m",
            "    ├── \u{1B}[94mAFlow\u{1B}[0m (cycle)",
            "    └── \u{1B}[94mDFlow\u{1B}[0m (*)",
        ])
    }

    /// A subtree first met deeper than its shortest distance is expanded where it is nearest the root,
    /// so the folded tree never goes deeper than --maxLevels and loses nothing the full tree shows.
    func testFoldedTreeExpandsTheNearestOccurrenceNotTheFirst() throws {
        let navigation = Self.graph(
            ["AFlow", "BFlow", "CFlow", "DFlow"],
            [("AFlow", "BFlow"), ("AFlow", "CFlow"), ("BFlow", "CFlow"), ("CFlow", "DFlow")]
        )
        let graph = TreeGraph(navigation)
        let root = try XCTUnwrap(graph.number(of: "AFlow"))
        let walk = TreeWalk(graph: graph, root: root, maxLevels: 3, shape: .folded)
        XCTAssertEqual(TextRenderer().render(walk), """
            AFlow
            ├── BFlow
            │   └── CFlow (*)
            └── CFlow
                └── DFlow

            """)
    }

    func testFoldedTreePrintsEveryEdgeInReachExactlyOnceOnRandomGraphs() {
        for (index, navigation) in Self.randomGraphs().enumerated() {
            let graph = TreeGraph(navigation)
            for root in graph.nodes.indices {
                for maxLevels in 1...8 {
                    let folded = lines(graph, root: root, maxLevels: maxLevels, shape: .folded)
                    let full = lines(graph, root: root, maxLevels: maxLevels, shape: .full)
                    let selection = GraphSelection(graph: graph, roots: [root], maxLevels: maxLevels)
                    let links = folded.compactMap { line in line.parent.map { Link(from: graph.nodes[$0].name, to: graph.nodes[line.node].name) } }
                    let context = "graph \(index), root \(graph.nodes[root].name), -L \(maxLevels)"
                    XCTAssertEqual(links.count, Set(links).count, "an edge printed twice: \(context)")
                    XCTAssertEqual(Set(links), Set(selection.edges.map { Link(from: $0.from.name, to: $0.to.name) }), context)
                    XCTAssertEqual(Set(folded.map(\.node)), Set(full.map(\.node)), context)
                    XCTAssertLessThanOrEqual(folded.map(\.depth).max() ?? 0, maxLevels, context)
                    XCTAssertLessThanOrEqual(folded.count, full.count, context)
                    // Without shared subtrees there is nothing to fold.
                    if !folded.contains(where: { $0.mark == .folded }) {
                        XCTAssertEqual(folded.count, full.count, context)
                    }
                }
            }
        }
    }

    func testLinesAreCountedUpToTheLimitOnly() throws {
        let names = (0..<12).map { "F\($0)Flow" }
        let graph = TreeGraph(Self.graph(names, names.flatMap { from in names.filter { $0 != from }.map { (from, $0) } }))
        let root = try XCTUnwrap(graph.number(of: "F0Flow"))
        let walk = TreeWalk(graph: graph, root: root, maxLevels: 10)
        // The full tree has billions of lines; counting stops just past the limit.
        XCTAssertEqual(walk.countLines(upTo: 10_000), 10_001)
        XCTAssertEqual(TreeWalk(graph: graph, root: root, maxLevels: 2).countLines(upTo: 10_000), 1 + 11 + 11 * 11)
        XCTAssertEqual(lines(graph, root: root, maxLevels: 10, shape: .folded).count, 1 + 12 * 11)
    }

    // MARK: The command on dense projects

    private let complete = ["F0Flow", "--dir", "Fixtures/Dense/Complete12"]

    private static func foldWarning(_ limit: String = "10,000") -> String {
        "warning: the full tree has more than \(limit) lines (--max-lines), so each subtree is printed once and repeats are marked (*); --no-dedupe prints every path\n"
    }

    /// 40 flows, each leading to 6 others: F(i) to F(i + 1), F(i + 3), ... modulo 40.
    private func wideProject() throws -> URL {
        let directory = try makeTemporaryDirectory(self)
        let count = 40
        let offsets = [1, 3, 7, 13, 19, 29]
        try "import RxFlow\n\nenum AppStep: Step {\n    case start\n\((0..<count).map { "    case f\($0)\n" }.joined())}\n"
            .write(to: directory.appendingPathComponent("AppStep.swift"), atomically: true, encoding: .utf8)
        for index in 0..<count {
            let cases = offsets.map { offset in
                let target = (index + offset) % count
                return """
                        case .f\(target):
                            return .one(flowContributor: .contribute(withNextPresentable: F\(target)Flow(), withNextStepper: OneStepper(withSingleStep: AppStep.start)))

                    """
            }.joined()
            let source = """
                import UIKit
                import RxFlow

                final class F\(index)Flow: Flow {
                    var root: Presentable { navigationController }
                    private let navigationController = UINavigationController()

                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AppStep else { return .none }
                        switch step {
                \(cases)        default:
                            return .none
                        }
                    }
                }

                """
            try source.write(to: directory.appendingPathComponent("F\(index)Flow.swift"), atomically: true, encoding: .utf8)
        }
        return directory
    }

    func testWideProjectInEveryFormatAtTheDefaultDepth() throws {
        let project = try wideProject()
        // Its steps are not wired (none is emitted): the checks' findings are not what this test is about.
        let base = ["F0Flow", "--dir", project.path, "--no-cache", "--no-checks"]

        let text = try runRxTree(base)
        XCTAssertEqual(text.status, 0)
        XCTAssertEqual(text.stderr, Self.foldWarning())
        let textLines = text.stdout.split(separator: "\n")
        XCTAssertEqual(textLines.count, 1 + 40 * 6)
        XCTAssertEqual(textLines.filter { $0.hasSuffix(" (*)") }.count, 40 * 6 - 39 - textLines.filter { $0.hasSuffix(" (cycle)") }.count)
        XCTAssertEqual(try runRxTree(base + ["--dedupe"]), ProcessResult(stdout: text.stdout, stderr: "", status: 0))

        let json = try runRxTree(base + ["--format", "json"])
        XCTAssertEqual(json.status, 0)
        XCTAssertEqual(json.stderr, "")
        let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.stdout.utf8))
        XCTAssertEqual(document.nodes.count, 40)
        XCTAssertEqual(document.edges.count, 240)
        XCTAssertEqual(Set(document.edges.map { "\($0.from)>\($0.to)" }).count, 240)

        let dot = try runRxTree(base + ["--format", "dot"])
        XCTAssertEqual(dot.status, 0)
        XCTAssertEqual(dot.stdout.split(separator: "\n").filter { $0.contains(" -> ") }.count, 240)
        XCTAssertEqual(dot.stdout.split(separator: "\n").filter { $0.contains("fillcolor") }.count, 40)

        let mermaid = try runRxTree(base + ["--format", "mermaid"])
        XCTAssertEqual(mermaid.status, 0)
        XCTAssertEqual(mermaid.stdout.split(separator: "\n").filter { $0.contains(" --> ") || $0.contains(" -->|") }.count, 240)
        XCTAssertEqual(mermaid.stdout.split(separator: "\n").filter { $0.hasPrefix("    n") && $0.contains("([") }.count, 40)

        // Deep enough for every node, the graph formats print the same graph at any greater depth.
        XCTAssertEqual(try runRxTree(base + ["--format", "json", "-L", "1000000"]).stdout, json.stdout.replacingOccurrences(
            of: "\"maxLevels\" : 10,", with: "\"maxLevels\" : 1000000,"
        ))
    }

    func testOutputAndCheckFoldLikeStdoutAndSayWhy() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("navigation.txt").path
        let printed = try runRxTree(complete)
        XCTAssertEqual(try runRxTree(complete + ["-o", file]), ProcessResult(stdout: "", stderr: Self.foldWarning(), status: 0))
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), printed.stdout)
        XCTAssertEqual(try runRxTree(complete + ["--check", file]), ProcessResult(stdout: "", stderr: Self.foldWarning(), status: 0))
        // The fold warning is a warning: --strict fails on it, unless folding was asked for.
        XCTAssertEqual(
            try runRxTree(complete + ["--check", file, "--strict"]),
            ProcessResult(stdout: "", stderr: Self.foldWarning() + "error: 1 warning and --strict is set\n", status: 1)
        )
        XCTAssertEqual(try runRxTree(complete + ["--check", file, "--strict", "--dedupe"]), ProcessResult(stdout: "", stderr: "", status: 0))

        // A different tree is reported with a diff, the new side cut short when it is far longer.
        let full = try runRxTree(complete + ["--check", file, "--no-dedupe"])
        XCTAssertEqual(full.status, 1)
        XCTAssertEqual(full.stderr, "error: navigation tree differs from \(file)\n")
        XCTAssertTrue(full.stdout.hasPrefix("--- \(file)\n+++ \(file) (rxtree now, cut short)\n@@ "), String(full.stdout.prefix(300)))
    }

    func testClosedPipeEndsTheRunQuietly() throws {
        // Printing every path of the complete graph would take billions of lines.
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("rxtree")
        process.arguments = complete + ["--no-dedupe", "--no-cache"]
        process.currentDirectoryURL = packageRoot
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let head = stdout.fileHandleForReading.readData(ofLength: 4096)
        XCTAssertTrue(String(decoding: head, as: UTF8.self).hasPrefix("F0Flow\n├── F10Flow\n│   ├── F0Flow (cycle)\n"))
        try stdout.fileHandleForReading.close()
        let ended = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            ended.signal()
        }
        // Not a timing assertion: only a guard so that a regression fails instead of hanging the suite.
        if ended.wait(timeout: .now() + 120) == .timedOut {
            process.terminate()
            XCTFail("rxtree kept running after its reader closed the pipe")
            return
        }
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        // Read only now: nothing but a warning or an error could fill stderr's pipe, and none is expected.
        XCTAssertEqual(String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "")
    }

    func testMaxLinesZeroNeverFolds() throws {
        let result = try runRxTree(complete + ["-L", "3", "--max-lines", "0"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        // Each flow has 11 children, one of them the root (a cycle, not expanded).
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1 + 11 + 11 * 11 + 10 * 11 * 11)
        XCTAssertEqual(try runRxTree(complete + ["-L", "3", "--max-lines", "1343"]), result)
        XCTAssertEqual(try runRxTree(complete + ["-L", "3", "--max-lines", "1342"]).stderr, Self.foldWarning("1,342"))
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each at its first occurrence only.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
