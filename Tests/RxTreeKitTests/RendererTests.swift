import RxTreeKit
import XCTest

/// Graph to tree to text: ordering, cycles, depth limit and every drawing option.
final class RendererTests: XCTestCase {
    /// A -> {B, C, V}, B -> {A, W}, V -> X (child); names chosen so sorting and kinds both matter.
    private func sampleGraph() -> NavigationGraph {
        let location = { (line: Int) in SourceLocation(path: "App.swift", line: line, column: 7) }
        let nodes: [NavigationGraph.Node] = [
            .init(name: "AFlow", kind: .flow, location: location(1)),
            .init(name: "BFlow", kind: .flow, location: location(2)),
            .init(name: "CFlow", kind: .flow, location: location(3)),
            .init(name: "AViewController", kind: .viewController, location: location(4)),
            .init(name: "XViewController", kind: .viewController, location: location(5)),
            .init(name: "WViewController", kind: .viewController, location: location(6)),
        ]
        func edge(_ from: String, _ to: String, _ kind: EdgeKind = .contribution, _ steps: [String] = []) -> NavigationGraph.Edge {
            .init(from: from, to: to, kind: kind, steps: steps, locations: [location(9)])
        }
        return NavigationGraph(
            nodes: Dictionary(uniqueKeysWithValues: nodes.map { ($0.name, $0) }),
            edges: [
                "AFlow": [edge("AFlow", "BFlow", .contribution, [".b"]), edge("AFlow", "CFlow"), edge("AFlow", "AViewController")],
                "BFlow": [edge("BFlow", "AFlow", .contribution, [".back", ".home"]), edge("BFlow", "WViewController")],
                "AViewController": [edge("AViewController", "XViewController", .child)],
            ]
        )
    }

    private func render(_ options: TextRenderer.Options = .init(), maxLevels: Int = 10) throws -> String {
        let graph = TreeGraph(sampleGraph())
        let root = try XCTUnwrap(graph.number(of: "AFlow"))
        return TextRenderer(options: options).render(TreeWalk(graph: graph, root: root, maxLevels: maxLevels))
    }

    func testStandardDrawingMarksCyclesWithoutExpandingThem() throws {
        XCTAssertEqual(try render(), """
            AFlow
            ├── BFlow
            │   ├── AFlow (cycle)
            │   └── WViewController
            ├── CFlow
            └── AViewController
                └── XViewController

            """)
    }

    func testMaxLevelsCutsBelowTheGivenDepth() throws {
        XCTAssertEqual(try render(maxLevels: 1), "AFlow\n├── BFlow\n├── CFlow\n└── AViewController\n")
    }

    func testClassicStyleDrawsLikeTheOriginalRxtree() throws {
        XCTAssertEqual(try render(.init(style: .classic)), """
            AFlow
            ├── BFlow
            │   ├── AFlow (cycle)
            │   ├── WViewController
            ├── CFlow
            ├── AViewController
            │   ├── XViewController

            """)
    }

    func testAsciiCharset() throws {
        XCTAssertEqual(try render(.init(charset: .ascii)), """
            AFlow
            |-- BFlow
            |   |-- AFlow (cycle)
            |   `-- WViewController
            |-- CFlow
            `-- AViewController
                `-- XViewController

            """)
    }

    func testStepsAndLocations() throws {
        XCTAssertEqual(try render(.init(showSteps: true, showLocations: true), maxLevels: 2), """
            AFlow  App.swift:1
            ├── BFlow  (.b)  App.swift:2
            │   ├── AFlow (cycle)  (.back, .home)  App.swift:1
            │   └── WViewController  App.swift:6
            ├── CFlow  App.swift:3
            └── AViewController  App.swift:4
                └── XViewController  App.swift:5

            """)
    }

    func testColourPaintsFlowsBlueAndChildViewControllersDim() throws {
        let text = try render(.init(color: true), maxLevels: 2)
        XCTAssertEqual(text.split(separator: "\n").map(String.init), [
            "\u{1B}[94mAFlow\u{1B}[0m",
            "├── \u{1B}[94mBFlow\u{1B}[0m",
            "│   ├── \u{1B}[94mAFlow\u{1B}[0m (cycle)",
            "│   └── WViewController",
            "├── \u{1B}[94mCFlow\u{1B}[0m",
            "└── AViewController",
            "    └── \u{1B}[2mXViewController\u{1B}[0m",
        ])
    }

    func testUnknownRootGivesNoTree() {
        XCTAssertNil(TreeGraph(sampleGraph()).number(of: "Nope"))
    }

    func testColourChoiceFollowsTerminalTermAndNoColor() {
        XCTAssertTrue(ColorChoice.auto.useColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        XCTAssertFalse(ColorChoice.auto.useColor(isTerminal: false, environment: ["TERM": "xterm-256color"]))
        XCTAssertFalse(ColorChoice.auto.useColor(isTerminal: true, environment: ["TERM": "dumb"]))
        XCTAssertFalse(ColorChoice.auto.useColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        XCTAssertTrue(ColorChoice.always.useColor(isTerminal: false, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(ColorChoice.never.useColor(isTerminal: true, environment: [:]))
    }

    func testSuggestionsAreClosestFirstAndAtMostThree() {
        let names = ["AppFlow", "AppsFlow", "MainFlow", "ApFlow", "AppFlows", "ProfileFlow"]
        XCTAssertEqual(NameSuggester.suggestions(for: "appflw", among: names), ["AppFlow", "ApFlow", "AppFlows"])
        XCTAssertEqual(NameSuggester.suggestions(for: "Zzz", among: names), [])
    }
}
