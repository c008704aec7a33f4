import Foundation
import XCTest

/// Hostile but plausible projects, each at three sizes: the analysis stays bounded, never crashes, and
/// says what it could not do. Timing is `make bench`'s business; these assert the output.
final class AdversarialTests: XCTestCase {
    private func project(_ source: String) throws -> URL {
        let directory = try makeTemporaryDirectory(self)
        try Data(source.utf8).write(to: directory.appendingPathComponent("All.swift"))
        return directory
    }

    private let flowHeader = "import UIKit\nimport RxFlow\n"
    /// Emits the one step the flows handle, so that the step checks have nothing to say.
    private let stepper = """
        enum AppStep: Step { case start }
        final class AppStepper: Stepper {
          let steps = PublishRelay<Step>()
          var initialStep: Step { AppStep.start }
        }

        """

    /// One class with helpers whose declared return type is abstract, each returning what the one before
    /// returns: typing the last needs every one before it.
    private func helperChain(_ count: Int) -> (source: String, contributionLine: Int) {
        var lines = [
            "import UIKit", "import RxFlow",
            "final class LeafViewController: UIViewController {}",
            "final class Fac {",
            "  func h0() -> LeafViewController { return LeafViewController() }",
        ]
        for index in 1..<count {
            lines.append("  func h\(index)() -> UIViewController { let x = h\(index - 1)(); return x }")
        }
        lines += [
            "}",
        ] + stepper.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) + [
            "final class AppFlow: Flow {",
            "  var root: Presentable { nav }",
            "  let nav = UINavigationController()",
            "  let fac = Fac()",
            "  func navigate(to step: Step) -> FlowContributors {",
            "    guard case AppStep.start = step else { return .none }",
            "    let vc = fac.h\(count - 1)()",
            "    return .one(flowContributor: .contribute(withNext: vc))",
            "  }",
            "}",
        ]
        return (lines.joined(separator: "\n") + "\n", lines.count - 2)
    }

    func testAShortHelperChainIsFollowed() throws {
        let chain = helperChain(100)
        let result = try runRxTree(["AppFlow", "--dir", try project(chain.source).path, "--no-cache"])
        XCTAssertEqual(result.stdout, "AppFlow\n└── LeafViewController\n")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testALongHelperChainStopsAtTheNestingBoundWithAWarning() throws {
        // 5,000 links overflowed the stack (exit 139); the bound makes every length end the same way.
        for count in [2_500, 5_000, 50_000] {
            let chain = helperChain(count)
            let result = try runRxTree(["AppFlow", "--dir", try project(chain.source).path, "--no-cache"])
            XCTAssertEqual(result.stdout, "AppFlow\n", "\(count)")
            XCTAssertEqual(
                result.stderr,
                "All.swift:\(chain.contributionLine):56: warning: cannot resolve the type of 'vc' contributed by AppFlow: "
                    + "it goes through more than 256 nested declarations; no edge drawn\n",
                "\(count)"
            )
            XCTAssertEqual(result.status, 0, "\(count)")
        }
    }

    /// Generic classes inheriting each other in a ring (invalid Swift, as in the middle of an edit), and a
    /// screen on the ring.
    private func inheritanceRing(_ count: Int) -> String {
        var source = flowHeader
        for index in 0..<count {
            source += "class X\(index)<T>: X\((index + 1) % count)<T> {}\n"
        }
        source += """
        final class RingViewController: X0<Int> {}
        final class HomeViewController: UIViewController {}
        \(stepper)final class AppFlow: Flow {
          var root: Presentable { nav }
          let nav = UINavigationController()
          func navigate(to step: Step) -> FlowContributors {
            guard case AppStep.start = step else { return .none }
            return .multiple(flowContributors: [.contribute(withNext: RingViewController()), .contribute(withNext: HomeViewController())])
          }
        }

        """
        return source
    }

    func testAnInheritanceRingIsReportedOnceAndCutsNoOtherEdge() throws {
        // 2,000 classes took 24.6 s (a walk of the whole ring for every class of it, each step a search of the walk).
        for count in [500, 2_000, 20_000] {
            let result = try runRxTree(["AppFlow", "--dir", try project(inheritanceRing(count)).path, "--no-cache"])
            XCTAssertEqual(result.stdout, "AppFlow\n└── HomeViewController\n", "\(count)")
            XCTAssertEqual(
                result.stderr,
                "All.swift:3:7: warning: class 'X0' inherits from itself through \(count) classes ('X0' -> 'X1' -> 'X2' -> ...); "
                    + "their superclasses are ignored\n",
                "\(count)"
            )
            XCTAssertEqual(result.status, 0, "\(count)")
        }
    }

    /// Static wrappers each handing their parameter to the one before (a chain), or to the next around a
    /// ring (mutual recursion): summaries are computed once per wrapper, and the nesting bound ends the chain.
    private func wrappers(_ count: Int, ring: Bool) -> String {
        var source = flowHeader + "final class HomeViewController: UIViewController {}\nextension FlowContributor {\n"
        source += "  static func w0(_ p: Presentable) -> FlowContributor { \(ring ? ".w\(count - 1)(p)" : ".contribute(withNext: p)") }\n"
        for index in 1..<count {
            source += "  static func w\(index)(_ p: Presentable) -> FlowContributor { .w\(index - 1)(p) }\n"
        }
        source += "}\n" + stepper + """
        final class AppFlow: Flow {
          var root: Presentable { nav }
          let nav = UINavigationController()
          func navigate(to step: Step) -> FlowContributors {
            guard case AppStep.start = step else { return .none }
            return .multiple(flowContributors: [.w3(HomeViewController()), .w\(count - 1)(HomeViewController())])
          }
        }

        """
        return source
    }

    func testTenThousandWrappersCallingEachOtherStayBounded() throws {
        for count in [100, 1_000, 10_000] {
            let source = wrappers(count, ring: false)
            // Where each `HomeViewController()` is, in the line of the contributions.
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            let line = try XCTUnwrap(lines.firstIndex { $0.contains(".multiple(flowContributors:") }) + 1
            let columns = lines[line - 1].ranges(of: "HomeViewController()").map { lines[line - 1].distance(from: lines[line - 1].startIndex, to: $0.lowerBound) + 1 }
            func cut(_ column: Int) -> String {
                "All.swift:\(line):\(column): warning: cannot tell what 'HomeViewController()' in AppFlow leads to: "
                    + "it goes through more than 256 nested declarations; no edge drawn\n"
            }
            let chain = try runRxTree(["AppFlow", "--dir", try project(source).path, "--no-cache"])
            // `.w3(...)` is four wrappers deep; the last one is `count` deep, past the nesting bound for the larger sizes,
            // where what it leads to is unknown: a warning at it, never silence.
            XCTAssertEqual(chain.stdout, "AppFlow\n└── HomeViewController\n", "\(count)")
            XCTAssertEqual(chain.stderr, count < 256 ? "" : cut(columns[1]), "\(count)")
            XCTAssertEqual(chain.status, 0, "\(count)")
            let ring = try runRxTree(["AppFlow", "--dir", try project(wrappers(count, ring: true)).path, "--no-cache"])
            // Around a short ring nothing ever contributes; a ring longer than the bound cannot be followed round.
            XCTAssertEqual(ring.stdout, "AppFlow\n", "\(count)")
            XCTAssertEqual(ring.stderr, count < 256 ? "" : cut(columns[0]) + cut(columns[1]), "\(count)")
            XCTAssertEqual(ring.status, 0, "\(count)")
        }
    }

    /// Helpers calling each other in a ring, and lazy properties each initialised with the one before
    /// (from a screen, or in a ring): 6,000 to 8,000 of them overflowed the stack.
    private func recursion(_ kind: String, _ count: Int) -> (source: String, line: Int, column: Int, text: String) {
        var lines = ["import UIKit", "import RxFlow", "final class LeafViewController: UIViewController {}"]
        lines += stepper.split(separator: "\n").map(String.init)
        let contribution: String
        if kind == "helpers" {
            lines.append("final class Fac {")
            for index in 0..<count { lines.append(" func h\(index)() -> UIViewController { return h\((index + 1) % count)() }") }
            lines += ["}", "final class AppFlow: Flow {", "  let fac = Fac()", "  var root: Presentable { UINavigationController() }"]
            contribution = "fac.h0()"
        } else {
            lines += ["final class AppFlow: Flow {", "  var root: Presentable { UINavigationController() }"]
            lines.append("  lazy var p0 = " + (kind == "lazy chain" ? "LeafViewController()" : "p\(count - 1)"))
            for index in 1..<count { lines.append("  lazy var p\(index) = p\(index - 1)") }
            contribution = "p\(count - 1)"
        }
        lines += [
            "  func navigate(to step: Step) -> FlowContributors {",
            "    guard case AppStep.start = step else { return .none }",
            "    return .one(flowContributor: .contribute(withNext: \(contribution)))",
            "  }",
            "}",
        ]
        return (lines.joined(separator: "\n") + "\n", lines.count - 2, 56, contribution)
    }

    func testRecursiveHelpersAndLazyPropertiesStopAtTheNestingBound() throws {
        for kind in ["helpers", "lazy chain", "lazy ring"] {
            for count in [800, 8_000, 80_000] {
                let shape = recursion(kind, count)
                let result = try runRxTree(["AppFlow", "--dir", try project(shape.source).path, "--no-cache"])
                // A chain shorter than the bound draws its edge; every other shape ends in the same warning.
                XCTAssertEqual(result.stdout, "AppFlow\n", "\(kind) \(count)")
                XCTAssertEqual(
                    result.stderr,
                    "All.swift:\(shape.line):\(shape.column): warning: cannot resolve the type of '\(shape.text)' contributed by AppFlow: "
                        + "it goes through more than 256 nested declarations; no edge drawn\n",
                    "\(kind) \(count)"
                )
                XCTAssertEqual(result.status, 0, "\(kind) \(count)")
            }
        }
    }

    func testDeclarationsAfterADeepExpressionAreReadAndDeeperFilesAreSkippedWithAWarning() throws {
        for depth in [257, 399] {
            let source = flowHeader + "let deep = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
                + "\nfinal class AfterViewController: UIViewController {}\n"
            let result = try runRxTree(["list", "--strict", "--dir", try project(source).path, "--no-cache"])
            XCTAssertEqual(result.stdout, "view controller  AfterViewController  All.swift:4\n", "\(depth)")
            XCTAssertEqual(result.stderr, "", "\(depth)")
            XCTAssertEqual(result.status, 0, "\(depth)")
        }
        let source = flowHeader + "let deep = " + String(repeating: "(", count: 4_000) + "1" + String(repeating: ")", count: 4_000)
            + "\nfinal class AfterViewController: UIViewController {}\n"
        let result = try runRxTree(["list", "--dir", try project(source).path, "--no-cache"])
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "All.swift:3:1: warning: '(', '[' and '{' nest 4000 levels deep on this line, more than rxtree reads (400); file skipped\n")
        XCTAssertEqual(result.status, 0)
    }

    /// A contribution whose value is built inside closures nested `depth` deep, each called at once.
    private func nestedValueClosures(_ depth: Int) -> String {
        flowHeader + "final class HomeViewController: UIViewController {}\n" + stepper + """
            final class AppFlow: Flow {
              var root: Presentable { UINavigationController() }
              func navigate(to step: Step) -> FlowContributors {
                guard case AppStep.start = step else { return .none }
                let vc = \(String(repeating: "{ ", count: depth))HomeViewController()\(String(repeating: " }()", count: depth))
                return .one(flowContributor: .contribute(withNext: vc))
              }
            }

            """
    }

    /// A child added inside trailing closures nested `depth` deep.
    private func nestedTrailingClosures(_ depth: Int) -> String {
        flowHeader + """
            final class ChildViewController: UIViewController {}
            final class HomeViewController: UIViewController {
              func later(_ work: @escaping () -> Void) { work() }
              override func viewDidLoad() {
                super.viewDidLoad()
                \(String(repeating: "later { ", count: depth))addChild(ChildViewController())\(String(repeating: " }", count: depth))
              }
            }

            """
    }

    func testHundredsOfNestedClosuresWarnAtTheContribution() throws {
        for depth in [40, 130, 390] {
            let values = try runRxTree(["AppFlow", "--dir", try project(nestedValueClosures(depth)).path, "--no-cache"])
            // A value is recorded 64 levels deep at most (FactCollector.maximumValueDepth); deeper, it is unknown.
            XCTAssertEqual(values.stdout, depth < 64 ? "AppFlow\n└── HomeViewController\n" : "AppFlow\n", "\(depth)")
            XCTAssertEqual(
                values.stderr, depth < 64 ? "" : "All.swift:14:56: warning: cannot resolve the type of 'vc' contributed by AppFlow; no edge drawn\n",
                "\(depth)"
            )
            XCTAssertEqual(values.status, 0, "\(depth)")
            // Calls are recorded at any depth the parser reads.
            let calls = try runRxTree(["HomeViewController", "--dir", try project(nestedTrailingClosures(depth)).path, "--no-cache"])
            XCTAssertEqual(calls.stdout, "HomeViewController\n└── ChildViewController\n", "\(depth)")
            XCTAssertEqual(calls.stderr, "", "\(depth)")
            XCTAssertEqual(calls.status, 0, "\(depth)")
        }
        // 500 closures nest deeper than rxtree parses: the file is skipped, and says so.
        let values = try runRxTree(["list", "--dir", try project(nestedValueClosures(500)).path, "--no-cache"])
        XCTAssertEqual(values.stdout, "")
        XCTAssertEqual(values.stderr, "All.swift:13:1: warning: '(', '[' and '{' nest 503 levels deep on this line, more than rxtree reads (400); file skipped\n")
        XCTAssertEqual(values.status, 0)
        let calls = try runRxTree(["list", "--dir", try project(nestedTrailingClosures(500)).path, "--no-cache"])
        XCTAssertEqual(calls.stdout, "")
        XCTAssertEqual(calls.stderr, "All.swift:8:1: warning: '(', '[' and '{' nest 504 levels deep on this line, more than rxtree reads (400); file skipped\n")
        XCTAssertEqual(calls.status, 0)
    }

    func testAChainOfOneLineSubclassFilesIsParsedInOneRound() throws {
        // Each file declares one subclass of the class before it, and mentions no keyword: selective parsing
        // found one superclass per round, and each round built the whole graph again (1,000 files took 22 s).
        for count in [100, 1_000, 4_000] {
            let directory = try makeTemporaryDirectory(self)
            try Data("import UIKit\nclass B0: UIViewController {}\n".utf8).write(to: directory.appendingPathComponent("B0.swift"))
            for index in 1..<count {
                // Every other file is not named after its class: found by the identifiers it mentions.
                let name = index % 2 == 0 ? "B\(index).swift" : "Screen\(count - index).swift"
                try Data("class B\(index): B\(index - 1) {}\n".utf8).write(to: directory.appendingPathComponent(name))
            }
            let app = flowHeader + "final class AppFlow: Flow {\n  func navigate(to step: Step) -> FlowContributors { .viewController(B\(count - 1)()) }\n}\n"
            try Data(app.utf8).write(to: directory.appendingPathComponent("App.swift"))
            let result = try runRxTree(["AppFlow", "--dir", directory.path, "--no-cache", "--stats", "--no-checks"])
            XCTAssertEqual(result.stdout, "AppFlow\n└── B\(count - 1)\n", "\(count)")
            XCTAssertEqual(strippingStats(fromStderr: result.stderr), "", "\(count)")
            XCTAssertEqual(result.status, 0, "\(count)")
            let stats = try scanStats(fromStderr: result.stderr)
            XCTAssertEqual(stats.parsed, count + 1, "\(count)")
            XCTAssertEqual(stats.rounds, 1, "\(count)")
        }
    }

    func testAHierarchyThousandsOfClassesDeepIsFollowedToUIKit() throws {
        for count in [200, 2_000, 20_000] {
            var source = flowHeader + "class B0: UIViewController {}\n"
            for index in 1..<count {
                source += "class B\(index): B\(index - 1) {}\n"
            }
            source += stepper + """
            final class AppFlow: Flow {
              var root: Presentable { nav }
              let nav = UINavigationController()
              func navigate(to step: Step) -> FlowContributors {
                guard case AppStep.start = step else { return .none }
                return .one(flowContributor: .contribute(withNext: B\(count - 1)()))
              }
            }

            """
            let result = try runRxTree(["AppFlow", "--dir", try project(source).path, "--no-cache"])
            XCTAssertEqual(result.stdout, "AppFlow\n└── B\(count - 1)\n", "\(count)")
            XCTAssertEqual(result.stderr, "", "\(count)")
            XCTAssertEqual(result.status, 0, "\(count)")
        }
    }

    /// A hierarchy of flows, the navigation inherited from the first: every class is a flow, and each
    /// looks its members up through its chain, which would make the work grow with the square of the
    /// depth; past `ProjectIndex.maximumClassChain` classes a chain is cut, with a warning, and the
    /// deeper flows find no `navigate(to:)`.
    func testAHierarchyOfFlowsInheritsItsNavigationAtEveryDepthUpToTheBound() throws {
        let bound = 128
        for count in [100, 333, 1_000] {
            var source = flowHeader + "final class HomeViewController: UIViewController {}\n" + stepper + """
                class B0: Flow {
                  var root: Presentable { UINavigationController() }
                  func navigate(to step: Step) -> FlowContributors {
                    guard case AppStep.start = step else { return .none }
                    return .one(flowContributor: .contribute(withNext: HomeViewController()))
                  }
                }

                """
            let firstSubclassLine = source.split(separator: "\n", omittingEmptySubsequences: false).count
            for index in 1..<count {
                source += "class B\(index): B\(index - 1) {}\n"
            }
            let result = try runRxTree(["--dir", try project(source).path, "--no-cache", "--no-dedupe"])
            // Without a root, every entry flow is a tree of its own, sorted by name; a base class left with no
            // edge (past the bound) is none, its last subclass is.
            let names = (0..<count).filter { $0 < bound || $0 == count - 1 }
                .sorted { "B\($0)".utf8.lexicographicallyPrecedes("B\($1)".utf8) }
            XCTAssertEqual(
                result.stdout,
                names.map { $0 < bound ? "B\($0)\n└── HomeViewController\n" : "B\($0)\n" }.joined(separator: "\n"), "\(count)"
            )
            // The first cut class by name is B128, declared on the line of its index.
            let warning = count > bound
                ? "All.swift:\(firstSubclassLine + bound - 1):7: warning: class 'B128' inherits through more than 128 classes; "
                    + "the members of those above are not looked up\n"
                : ""
            XCTAssertEqual(result.stderr, warning, "\(count)")
            XCTAssertEqual(result.status, 0, "\(count)")
        }
    }

    /// Thousands of extensions of one view controller, each adding a child: every one is read, and the
    /// children merge to one edge each.
    func testThousandsOfExtensionsOfOneTypeAreAllRead() throws {
        for count in [500, 2_000, 5_000] {
            var source = flowHeader + "final class HomeViewController: UIViewController {}\n"
            for index in 0..<count {
                source += "extension HomeViewController { func add\(index)() { addChild(Child\(index % 10)ViewController()) } }\n"
            }
            for index in 0..<10 {
                source += "final class Child\(index)ViewController: UIViewController {}\n"
            }
            let result = try runRxTree(["HomeViewController", "--dir", try project(source).path, "--no-cache"])
            let children = (0..<10).map { "\($0 == 9 ? "└──" : "├──") Child\($0)ViewController\n" }.joined()
            XCTAssertEqual(result.stdout, "HomeViewController\n" + children, "\(count)")
            XCTAssertEqual(result.stderr, "", "\(count)")
            XCTAssertEqual(result.status, 0, "\(count)")
        }
    }

    /// A step enum of tens of thousands of cases and a `switch` naming each: every case is checked, and
    /// each one nothing emits is one finding.
    func testAStepEnumOfTwentyThousandCasesIsCheckedCaseByCase() throws {
        for count in [2_000, 6_667, 20_000] {
            let cases = (0..<count).map { "    case s\($0)" }.joined(separator: "\n")
            let branches = (0..<count).map { "        case .s\($0): return .none" }.joined(separator: "\n")
            let source = flowHeader + """
                enum BigStep: Step {
                \(cases)
                }
                final class BigFlow: Flow {
                    var root: Presentable { UIViewController() }
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? BigStep else { return .none }
                        switch step {
                \(branches)
                        }
                    }
                }

                """
            let result = try runRxTree(["lint", "--dir", try project(source).path, "--no-cache"])
            // Case `s<i>` is declared on line i + 4.
            let findings = (0..<count).map { "All.swift:\($0 + 4):10: warning: BigStep.s\($0) is handled by BigFlow but nothing emits it [unemitted-step]\n" }
            XCTAssertEqual(result.stdout, findings.joined(), "\(count)")
            XCTAssertEqual(result.stderr, "", "\(count)")
            XCTAssertEqual(result.status, 2, "\(count)")
        }
    }

    /// A project protocol refining `Flow` whose extension does the navigating, adopted by thousands of
    /// classes: each is a flow, and each shows the extension's screen.
    private func protocolConformers(_ count: Int) -> String {
        var source = flowHeader + "final class HomeViewController: UIViewController {}\n" + stepper + """
            protocol Screening: Flow {}
            extension Screening {
              var root: Presentable { UINavigationController() }
              func navigate(to step: Step) -> FlowContributors {
                guard case AppStep.start = step else { return .none }
                return .one(flowContributor: .contribute(withNext: HomeViewController()))
              }
            }

            """
        for index in 0..<count {
            source += "final class F\(index): Screening {}\n"
        }
        return source
    }

    func testAProtocolWithThousandsOfConformersMakesEachAFlow() throws {
        for count in [500, 1_700, 5_000] {
            let result = try runRxTree(["--dir", try project(protocolConformers(count)).path, "--no-cache", "--no-dedupe"])
            // Without a root, every entry flow is a tree of its own, sorted by name.
            let names = (0..<count).map { "F\($0)" }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            XCTAssertEqual(result.stdout, names.map { "\($0)\n└── HomeViewController\n" }.joined(separator: "\n"), "\(count)")
            XCTAssertEqual(result.stderr, "", "\(count)")
            XCTAssertEqual(result.status, 0, "\(count)")
        }
    }

    /// Flows contributing each other: each the next around a ring, or (dense) also two more, so that
    /// every flow is on many cycles.
    private func contributingFlows(_ count: Int, dense: Bool) -> (source: String, next: (Int) -> [Int]) {
        let next = { (index: Int) -> [Int] in
            dense ? [(index + 1) % count, (index * 2 + 1) % count, (index * 7 + 3) % count] : [(index + 1) % count]
        }
        var source = flowHeader + stepper
        for index in 0..<count {
            let contributions = next(index).map {
                ".contribute(withNextPresentable: F\($0)(), withNextStepper: OneStepper(withSingleStep: AppStep.start))"
            }
            source += """
                final class F\(index): Flow {
                  var root: Presentable { UINavigationController() }
                  func navigate(to step: Step) -> FlowContributors {
                    guard case AppStep.start = step else { return .none }
                    return .multiple(flowContributors: [\(contributions.joined(separator: ", "))])
                  }
                }

                """
        }
        return (source, next)
    }

    func testThousandsOfMutuallyContributingFlowsAreDrawnAsOneGraph() throws {
        let flowNode = "[style=\"rounded,filled\", fillcolor=\"#d6eaff\"];"
        let header = "digraph rxtree {\n    node [shape=box, fontname=\"Helvetica\"];\n    edge [fontname=\"Helvetica\", fontsize=10];\n"
        for count in [300, 1_000, 3_000] {
            // dot draws the graph, not the tree: every flow and edge once, however many cycles they are on.
            let ring = contributingFlows(count, dense: false)
            let ringResult = try runRxTree(["F0", "-L", "\(count)", "--format", "dot", "--dir", try project(ring.source).path, "--no-cache"])
            let ringNodes = (0..<count).map { "    \"F\($0)\" \(flowNode)\n" }.joined()
            let ringEdges = (0..<count).map { "    \"F\($0)\" -> \"F\(($0 + 1) % count)\";\n" }.joined()
            XCTAssertEqual(ringResult.stdout, header + ringNodes + ringEdges + "}\n", "\(count)")
            XCTAssertEqual(ringResult.stderr, "", "\(count)")
            XCTAssertEqual(ringResult.status, 0, "\(count)")

            // Listed in depth-first order (output-formats.md); the order is the renderers' tests' business,
            // the lines are this one's.
            let dense = contributingFlows(count, dense: true)
            let denseResult = try runRxTree(["F0", "-L", "\(count)", "--format", "dot", "--dir", try project(dense.source).path, "--no-cache"])
            let denseNodes = (0..<count).map { "    \"F\($0)\" \(flowNode)" }
            let denseEdges = Set((0..<count).flatMap { from in dense.next(from).map { "    \"F\(from)\" -> \"F\($0)\";" } })
            XCTAssertTrue(denseResult.stdout.hasPrefix(header) && denseResult.stdout.hasSuffix("\n}\n"), "\(count)")
            let lines = denseResult.stdout.split(separator: "\n").dropFirst(3).dropLast().map(String.init)
            XCTAssertEqual(lines.count, denseNodes.count + denseEdges.count, "\(count)")
            XCTAssertEqual(Set(lines), Set(denseNodes).union(denseEdges), "\(count)")
            XCTAssertEqual(denseResult.stderr, "", "\(count)")
            XCTAssertEqual(denseResult.status, 0, "\(count)")
        }
    }

    /// Found by fuzzing: 127 `[` in a row that the code scan took for a comment and swift-syntax did not,
    /// which made its type lookahead run for minutes. Any run of more than 16 is skipped with a warning.
    func testALongRunOfBracketsIsSkippedWhateverTheScanTakesItFor() throws {
        let bytes = try XCTUnwrap(Data(base64Encoded: "aW1wb3J0IFVJS2l0CgplbnVtIFBsYW50RGV0YWlsRmFjdG9yeSB7CiAgICBzdGF0aWMgZnVuYyBwdXNoSW4oXyBuYXZpZ2F0aW9uQ29udHJvbGxlcjogVUlOYXZpZ2F0aW9uQ29udHJvbGxlciwgcGxhbnQ6IFBsYW50LCBkZXBlbmRlbmN5TWFuYWdlcjogRGVwZW5kZW5jeU1hbmFnZXIpIHsKICAgICAgICBsZXQgdmlld0NvbnRyb2xsZXIgPSBVSVN0b3IsIGRsZVQgcgEAAAAACAAJdidlciBcXwAAAAAAAABkKSMiCi8nKiBvcGVuXSBjbxUVFRV0IC8qIDkAc3RlZApvbGxlciA9IFVJU3Rvcnlib2FyZChuYW1lOiAiUGxhbnREZXRhaXNzIEFwcERlbGVnYXRlOiBVSVJlc3BvbmRlciwgVUlBcHBsaWNhdGlvbkRlbGVnYXRlIHsKCiAgICB2YXIgd2luZG93OiBVSVdpbmRvdz8KCiAgICBwcml2YXRlIGxldCBjb29yZGluYXRvciA9IEZsb3dDb29yZGluYXRvcigpCgogICAgZnVuYyBhcHBsaWNhdGlvbihfIGFwcGxpY2F0W1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW2lvbjogVUlBcHBsaWNhdGlvbiwgZGlkRmluaXNoTGF1bmNoaW5nV2l0aE9wdGlvbnMgbGF1bmNoT3B0aW9uczogW1VJQXBwbGljYXRpb24uTGF1bmNoT3B0aW9uc0tleTogQW55XT8pIC0+IEJvb2wgewogICAgICAgIGxldCB3aW5kb3cgPSBVSVdpbmRvdyhmcmFtZTogVUlTY3JlZW4ubWFpbi5ib3VuZHMpCiAgICAgICAgc2VsZi53aW5kb3cgPSB3aW5kb3cKICAgICAgICBsZXQgYXBwRmxvdyA9IEFwcEZsb3cod2luZG93OiB3aW5kb3cpCiAgICAgICAgY29vcmRpbmF0b3IuY29vcmRpbmF0ZShmbG93OiBhcHBGbG93LCB3aXRoOiBPbmVTdGVwcGVyKHdpdGhTaW5nbGVTdGVwOiBBcHBTdGVwLmwiLCBidW5kbGU6IG5pbCkuaW5zdGFudAogICAgICAgIGxldCB2aWV3TW9kZWwgPSBQbGFudERldGFpbFZpZXdNb2RlbChwbGFudDogcGxhbnQsIGNhcmVTY2hlZHVsZXI6IGRlcGVuZGVuY3lNYW5hZ2VyLmNhcmVTY2hlZHVsZXIpCiAgICAgICAgdmlld0NvbnRyb2xkZXIuYXNzaWduRGVwZW5kZW5jaWVzKGZsb3dDb250cm9sbGVyOiBmbG93Q29udHJvbGxlciwgdmlld01veWJvYXJkKG5hbWU6ICJQbGFudERldGFpbCIsIGJ1bmRsZTogbmlsKS5pbnN0YW50CiAgICAgICAgbGV0IHZpZXdNb2RlbCA9IFBsYW50RGV0YWlsVmlld01vZGVsKHBsYW50OiBwbGFudCwgY2FyZVNjaGVkdWxlcjogZGVwZW5kZW5jeU1hbmFnZXIuY2FyZVNjaGVkdWxlcikKICAgICAgICB2aWV3Q29udHJvbGRlci5hc3NpZ25EZXBlbmRlbmNpZXMoZmxvd0NvbnRyb2xsZXI6IGZsb3dDb250cm9sbGVyLCB2aWV3TW9kZWw6IHZpZXdNb2RlbCkKICAgICAgICBuYXZpZ2F0aW9uQ29udHJvbGxlci5wdXNoVmlld0NvbnRyb2xsZXIodmlld0NvbnRyb2xsZXIsIGFuaW1hdGVkOiB0cnVlKQogICAgfQp9Cg=="))
        let directory = try makeTemporaryDirectory(self)
        try bytes.write(to: directory.appendingPathComponent("A.swift"))
        let result = try runRxTree(["list", "--dir", directory.path, "--no-cache"], timeout: 30)
        XCTAssertEqual(result.stderr, "A.swift: warning: file has 127 '[' in a row, more than swift-syntax parses in reasonable time (16); skipped\n")
        XCTAssertEqual(result.status, 0)
    }
}
