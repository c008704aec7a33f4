import Foundation
import RxTreeKit
import XCTest

/// Selective parsing and the cache: faster runs that must print exactly what a full parse prints.
final class ScaleTests: XCTestCase {
    private func run(_ arguments: [String], in directory: URL = packageRoot) throws -> ProcessResult {
        try runRxTree(arguments, in: directory)
    }

    func testSkippingFilesNeverChangesTheAnswerOnAnyFixture() throws {
        for fixture in GoldenTests.fixtures {
            for extra in [[fixture.root], [fixture.root, "--format", "json"], ["list"], []] {
                let arguments = extra + ["--dir", fixture.directory, "--no-cache"]
                XCTAssertEqual(try run(arguments), try run(arguments + ["--no-skip"]), "\(fixture.name) \(extra)")
            }
        }
        // All fixtures as one project: names declared in one fixture meet uses in another.
        for directory in ["Fixtures/EdgeCases", "Fixtures"] {
            for extra in [["list"], [], ["--format", "json", "--steps"]] {
                let arguments = extra + ["--dir", directory, "--no-cache"]
                XCTAssertEqual(try run(arguments), try run(arguments + ["--no-skip"]), "\(directory) \(extra)")
            }
        }
    }

    func testSkippingFilesNeverChangesTheAnswerOnAGeneratedProject() throws {
        let project = try generatedProject(files: 600)
        for arguments in [["AppFlow"], ["list"], ["AppFlow", "--format", "json", "--steps"], ["AppFlow", "-L", "3"]] {
            let skipping = try run(arguments + ["--dir", project.path, "--no-cache", "--stats"])
            let full = try run(arguments + ["--dir", project.path, "--no-cache", "--no-skip"])
            XCTAssertEqual(skipping.stdout, full.stdout, "\(arguments)")
            XCTAssertEqual(skipping.status, 0)
            // The optimisation is real: most files are not parsed.
            let stats = try scanStats(fromStderr: skipping.stderr)
            XCTAssertEqual(stats.files, 600)
            XCTAssertLessThan(stats.parsed, 400, "\(stats)")
            // What scanning cost is the scan stage's files', of which parsing is a part.
            XCTAssertEqual(stats.scanning.files, stats.parsed - stats.readmitted, "\(stats)")
            XCTAssertGreaterThan(stats.scanning.parseSeconds, 0)
            XCTAssertGreaterThan(stats.scanning.seconds, stats.scanning.parseSeconds)
        }
    }

    func testAMissingNamesOwnFileIsParsedBeforeTheFilesThatMentionIt() throws {
        // Catalog.swift only mentions `Catalog`; Directory.swift declares it. The first is parsed in round
        // one; when `Catalog` is still missing, its mentioners are parsed in round two.
        let result = try run(["OnboardingFlow", "--dir", "Fixtures/EdgeCases/HiddenDeclarations", "--no-cache", "--stats"])
        XCTAssertEqual(result.stdout, "OnboardingFlow\n├── TermsViewController\n└── WelcomeViewController\n")
        let stats = try scanStats(fromStderr: result.stderr)
        XCTAssertEqual(stats.files, 6)
        XCTAssertEqual(stats.parsed, 6)
        XCTAssertEqual(stats.filtered, 0)
        XCTAssertEqual(stats.fromCache, 0)
        XCTAssertEqual(stats.rounds, 2)
        XCTAssertEqual(stats.readmitted, 2)
        XCTAssertEqual(stats.scanning.files, 4)
        XCTAssertFalse(stats.graphFromCache)
    }

    /// A flow whose one step pushes `screen`, which the expression makes.
    private static func flowShowing(_ screen: String) -> String {
        """
        import RxFlow
        import UIKit

        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    let screen = \(screen)
                    rootViewController.pushViewController(screen, animated: false)
                    return .one(flowContributor: .contribute(withNext: screen))
                }
            }
        }

        enum AppStep: Step {
            case home
        }

        """
    }

    /// A project of these files, by path.
    private func project(_ sources: [String: String]) throws -> URL {
        let project = try makeTemporaryDirectory(self)
        for (path, source) in sources {
            try source.write(to: project.appendingPathComponent(path), atomically: false, encoding: .utf8)
        }
        return project
    }

    /// Each run prints, on stdout and stderr, what it prints when every file is parsed.
    private func assertSkippingChangesNothing(_ project: URL, _ runs: [[String]], file: StaticString = #filePath, line: UInt = #line) throws {
        for arguments in runs {
            let skipping = try run(arguments + ["--dir", project.path, "--no-cache"])
            XCTAssertEqual(
                skipping, try run(arguments + ["--dir", project.path, "--no-cache", "--no-skip"]), "\(arguments)", file: file, line: line
            )
        }
    }

    /// A file brought in whose types adopt a protocol no parsed file declares brings in the protocol's own
    /// file (`ScreenSource.swift`), not every file that adopts it too; the standard library's protocols
    /// (`CodingKey`) bring in nothing. The output is that of parsing every file.
    func testAnAdoptedProtocolsOwnFileIsParsedNotEveryFileAdoptingIt() throws {
        let project = try project([
            // `Screens` is wanted, so its file is brought in though it mentions no keyword.
            "AppFlow.swift": Self.flowShowing("Screens.home"),
            "HomeViewController.swift": "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            "Screens.swift": """
                enum Screens {
                    static let home = Pages.home
                }

                struct Banner: ScreenSource {
                    enum CodingKeys: String, CodingKey {
                        case title
                    }
                }

                """,
            "Pages.swift": "enum Pages {\n    static let home = HomeViewController()\n}\n",
            "ScreenSource.swift": "protocol ScreenSource {}\n",
            "Palette.swift": "enum Palette: ScreenSource {\n    static let tint = 1\n}\n",
            "Fonts.swift": "enum Fonts: ScreenSource {\n    static let body = 2\n}\n",
            "Item.swift": "struct Item: Codable {\n    let id: String\n    enum CodingKeys: String, CodingKey {\n        case id\n    }\n}\n",
        ])
        let result = try run(["AppFlow", "--dir", project.path, "--no-cache", "--stats"])
        XCTAssertEqual(result.stdout, "AppFlow\n└── HomeViewController\n")
        XCTAssertEqual(result.status, 0)
        let stats = try scanStats(fromStderr: result.stderr)
        // Parsed: the flow, the screen, Screens.swift and Pages.swift (wanted), ScreenSource.swift (adopted by
        // Banner, whose members nothing looks up).
        XCTAssertEqual([stats.files, stats.parsed, stats.filtered], [8, 5, 3], "\(stats)")
        try assertSkippingChangesNothing(project, [["AppFlow"], ["list"], ["lint"]])
    }

    /// A protocol that no file of the project declares (a library's) and 300 models adopt: one file brought in
    /// that adopts it does not bring the 300 in ahead of the graph, which never asks for it. A few
    /// mentioners are parsed ahead (`testAChainOfOneLineSubclassFilesIsParsedInOneRound`).
    func testAProtocolThatManyFilesAdoptAndNoneDeclaresBringsThemNotIn() throws {
        var sources = [
            // `Screens` is wanted, so its file is brought in though it mentions no keyword.
            "AppFlow.swift": Self.flowShowing("Screens.home"),
            "HomeViewController.swift": "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            // Mentions no keyword: brought in because the flow wants `Screens`.
            "Screens.swift": "import Mapper\n\nenum Screens {\n    static let home = Pages.home\n}\n\nstruct Banner: Mappable {}\n",
            "Pages.swift": "import UIKit\n\nenum Pages {\n    static let home = HomeViewController()\n}\n",
        ]
        for index in 0..<300 {
            sources["Model\(index).swift"] = "import Mapper\n\nstruct Model\(index): Mappable {\n    let id = \(index)\n}\n"
        }
        let project = try project(sources)
        let result = try run(["AppFlow", "--dir", project.path, "--no-cache", "--stats"])
        XCTAssertEqual(result.stdout, "AppFlow\n└── HomeViewController\n")
        XCTAssertEqual(result.status, 0)
        let stats = try scanStats(fromStderr: result.stderr)
        XCTAssertEqual([stats.files, stats.parsed, stats.filtered, stats.readmitted], [304, 4, 300, 1], "\(stats)")
        try assertSkippingChangesNothing(project, [["AppFlow"], ["list"]])
    }

    /// Keywords and wanted names in comments (file headers, doc comments) bring no file in; in strings they do.
    func testCommentsBringNoFileIn() throws {
        let project = try project([
            "AppFlow.swift": Self.flowShowing("HomeViewController()"),
            "HomeViewController.swift": "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            // Only comments mention a keyword, or the node `HomeViewController`: filtered, and not brought in again.
            "PriceFormatter.swift": """
                //
                //  PriceFormatter.swift
                //  Shown by HomeViewController; the Flow that presents it calls navigate(to:).
                //

                /// Formats prices for `HomeViewController`.
                /* Once a Coordinator, /* nested */ now a formatter. */
                enum PriceFormatter {
                    static func format(_ value: Double) -> String { "\\(value)" }
                }

                """,
            "Titles.swift": "enum Titles {\n    static let home = \"Home Flow\"\n}\n",
            "Banner.swift": "import UIKit\n\nlet bannerLink = \"https://example.com//banner\"; final class BannerViewController: UIViewController {}\n",
        ])
        let warning = "AppFlow.swift:20:10: warning: AppStep.home is handled by AppFlow but nothing emits it [unemitted-step]\n"
        let result = try run(["AppFlow", "--dir", project.path, "--no-cache", "--stats"])
        XCTAssertEqual(result.stdout, "AppFlow\n└── HomeViewController\n")
        XCTAssertEqual(strippingStats(fromStderr: result.stderr), warning)
        XCTAssertEqual(result.status, 0)
        let stats = try scanStats(fromStderr: result.stderr)
        XCTAssertEqual([stats.files, stats.parsed, stats.filtered, stats.rounds, stats.readmitted], [5, 4, 1, 0, 0], "\(stats)")
        try assertSkippingChangesNothing(project, [["AppFlow"], ["list"]])
    }

    /// A build whose wanted names bring a file in is replaced by the next round's: it stops once the edges
    /// are drawn, with its nodes and wanted names, and runs no check and no accounting.
    func testABuildThatAnotherRoundFollowsIsLeftUnfinished() throws {
        let sources = [
            "OnboardingFlow.swift": """
                final class OnboardingFlow: Flow {
                    var root: Presentable { rootViewController }
                    private let rootViewController = UINavigationController()
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? OnboardingStep else { return .none }
                        switch step {
                        case .welcome: return .one(flowContributor: .contribute(withNext: Catalog.welcome))
                        case .terms: return .none
                        }
                    }
                }
                enum OnboardingStep: Step {
                    case welcome
                    case terms
                }
                """,
        ]
        let facts = try sources.keys.sorted().map { path in
            try XCTUnwrap(FileScanner.scan(path: path, source: sources[path] ?? "", vocabulary: NavigationStyles.vocabulary))
        }
        let finished = NavigationStyles.graph(of: facts)
        XCTAssertFalse(finished.isUnfinished)
        XCTAssertTrue(finished.wantedNames.isSuperset(of: ["Catalog", "OnboardingFlow"]), "\(finished.wantedNames)")
        XCTAssertNotEqual(finished.accounting, CallAccounting())
        XCTAssertFalse(finished.diagnostics.isEmpty)

        var asked: [(wanted: Set<String>, nodes: [String])] = []
        let unfinished = NavigationStyles.graph(of: facts) { wanted, nodes in
            asked.append((wanted, nodes.keys.sorted()))
            return wanted.contains("Catalog")
        }
        XCTAssertEqual(asked.count, 1)
        XCTAssertEqual(asked.first?.nodes, ["OnboardingFlow"])
        XCTAssertTrue(unfinished.isUnfinished)
        XCTAssertEqual(unfinished.graph.nodes, finished.graph.nodes)
        XCTAssertTrue(unfinished.graph.edges.isEmpty)
        XCTAssertTrue(unfinished.wantedNames.isSuperset(of: ["Catalog", "OnboardingFlow"]), "\(unfinished.wantedNames)")
        XCTAssertTrue(unfinished.wantedNames.isSubset(of: finished.wantedNames))
        XCTAssertEqual(unfinished.accounting, CallAccounting())
        XCTAssertEqual(unfinished.diagnostics, [])
        XCTAssertEqual(unfinished.findings, [])
    }

    func testTheStatsLineIsDecodedAndStripped() throws {
        let line = #"stats: {"files":6,"filtered":0,"fromCache":0,"graphFromCache":false,"parsed":6,"readmitted":2,"reread":3,"rounds":2,"scanning":{"files":4,"parseSeconds":0.002,"seconds":0.003},"timings":[{"seconds":0.001,"stage":"discover"}],"unreadable":0}"#
        let stderr = "warning: one\n\(line)\nwarning: two\n"
        let stats = try scanStats(fromStderr: stderr)
        XCTAssertEqual(stats, ScanStats(
            files: 6, parsed: 6, filtered: 0, fromCache: 0, rounds: 2, readmitted: 2, reread: 3, unreadable: 0,
            graphFromCache: false, timings: [.init(stage: "discover", seconds: 0.001)],
            scanning: .init(files: 4, seconds: 0.003, parseSeconds: 0.002)
        ))
        XCTAssertEqual(strippingStats(fromStderr: stderr), "warning: one\nwarning: two\n")
        XCTAssertThrowsError(try scanStats(fromStderr: "warning: one\n"))
        XCTAssertThrowsError(try scanStats(fromStderr: "\(line)\n\(line)\n"))
    }

    /// A generated app (Benchmarks/rxgen) whose hidden screens mention neither keyword.
    private func generatedProject(files: Int) throws -> URL {
        let directory = try makeTemporaryDirectory(self).appendingPathComponent("App")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "rxgen", "--files", "\(files)", "--out", directory.path]
        process.currentDirectoryURL = packageRoot.appendingPathComponent("Benchmarks")
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "rxgen failed")
        return directory
    }

    // MARK: Cache

    /// The run's output without its statistics, how many files came from the cache, of how many, and
    /// whether the finished graph did.
    private func cachedRun(
        _ project: URL, cache: URL, _ extra: [String] = []
    ) throws -> (result: ProcessResult, fromCache: Int, files: Int, graphFromCache: Bool) {
        let result = try run(["AppFlow", "--dir", project.path, "--cache-dir", cache.path, "--stats"] + extra)
        var output = result
        output.stderr = strippingStats(fromStderr: result.stderr)
        let stats = try scanStats(fromStderr: result.stderr)
        return (output, stats.fromCache, stats.files, stats.graphFromCache)
    }

    private func cacheContents(_ cache: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
    }

    private func copyFixture(_ name: String) throws -> URL {
        let destination = try makeTemporaryDirectory(self).appendingPathComponent(name)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/\(name)"), to: destination)
        // Earlier runs on the fixture leave their cache there.
        try? FileManager.default.removeItem(at: destination.appendingPathComponent(".build"))
        return destination
    }

    func testWarmRunReadsTheCacheAndPrintsTheSame() throws {
        let project = try copyFixture("RxControllerExample")
        let cache = try makeTemporaryDirectory(self)
        let expected = try run(["AppFlow", "--dir", project.path, "--no-cache"])
        let cold = try cachedRun(project, cache: cache)
        XCTAssertEqual(cold.result, expected)
        XCTAssertEqual(cold.fromCache, 0)
        XCTAssertFalse(cold.graphFromCache)
        XCTAssertEqual(try cacheContents(cache), [FactsCache.fileName, GraphInputs.fileName, GraphMemo.fileName])
        let warm = try cachedRun(project, cache: cache)
        XCTAssertEqual(warm.result, expected)
        XCTAssertEqual(warm.fromCache, warm.files)
        XCTAssertEqual(warm.files, 31)
        XCTAssertTrue(warm.graphFromCache)
        // Without the finished graph, the per-file facts still spare every parse, and the graph is memoised again.
        try FileManager.default.removeItem(at: cache.appendingPathComponent(GraphMemo.fileName))
        let factsOnly = try cachedRun(project, cache: cache)
        XCTAssertEqual(factsOnly.result, expected)
        XCTAssertEqual(factsOnly.fromCache, factsOnly.files)
        XCTAssertFalse(factsOnly.graphFromCache)
        XCTAssertEqual(try cacheContents(cache), [FactsCache.fileName, GraphInputs.fileName, GraphMemo.fileName])
        // Another root is another question: its graph is not the memoised one.
        let otherRoot = try run(["MainFlow", "--dir", project.path, "--cache-dir", cache.path, "--stats"])
        XCTAssertFalse(try scanStats(fromStderr: otherRoot.stderr).graphFromCache)
        XCTAssertEqual(otherRoot.stdout, try run(["MainFlow", "--dir", project.path, "--no-cache"]).stdout)
    }

    func testTheCacheWrittenDuringTheLastGraphIsCompleteAfterSeveralRounds() throws {
        // Two re-admission rounds: a cache write is started, abandoned when the next graph wants
        // more files, and started again; only the last one lands, and no temporary file is left.
        let project = try copyFixture("EdgeCases/HiddenDeclarations")
        let cache = try makeTemporaryDirectory(self)
        let expected = try run(["OnboardingFlow", "--dir", project.path, "--no-cache"])
        let cold = try run(["OnboardingFlow", "--dir", project.path, "--cache-dir", cache.path, "--stats"])
        XCTAssertEqual(cold.stdout, expected.stdout)
        XCTAssertEqual(try scanStats(fromStderr: cold.stderr).rounds, 2, cold.stderr)
        XCTAssertEqual(try cacheContents(cache), [FactsCache.fileName, GraphInputs.fileName, GraphMemo.fileName])
        try FileManager.default.removeItem(at: cache.appendingPathComponent(GraphMemo.fileName))
        let warm = try run(["OnboardingFlow", "--dir", project.path, "--cache-dir", cache.path, "--stats"])
        XCTAssertEqual(warm.stdout, expected.stdout)
        let stats = try scanStats(fromStderr: warm.stderr)
        XCTAssertEqual(stats.files, 6, warm.stderr)
        XCTAssertEqual(stats.parsed, 6, warm.stderr)
        XCTAssertEqual(stats.filtered, 0, warm.stderr)
        XCTAssertEqual(stats.fromCache, 6, warm.stderr)
        XCTAssertEqual(stats.rounds, 0, warm.stderr)
    }

    func testChangedFilesAreRescanned() throws {
        let project = try copyFixture("RxControllerExample")
        let cache = try makeTemporaryDirectory(self)
        _ = try cachedRun(project, cache: cache)
        let flow = project.appendingPathComponent("RxControllerExample/Main/MainFlow.swift")
        let source = try String(contentsOf: flow, encoding: .utf8)
            .replacingOccurrences(of: ".flow(childFlow, with: ChildStep.start),", with: "")
        try source.write(to: flow, atomically: false, encoding: .utf8)
        let warm = try cachedRun(project, cache: cache, ["-L", "2"])
        XCTAssertEqual(warm.fromCache, warm.files - 1)
        XCTAssertFalse(warm.graphFromCache)
        XCTAssertEqual(warm.result.stdout, "AppFlow\n└── MainFlow\n    ├── ProfileFlow\n    └── MainViewController\n")
    }

    /// A file the cache has as filtered mentions none of the names the cache was written against: a later
    /// run checks it only for the names it wants besides, against the identifiers the cache kept of it, and
    /// reads it again for none of them. What it prints is what a run without the cache prints.
    func testFilesFilteredBeforeAreCheckedForNewlyWantedNamesWithoutBeingRead() throws {
        let project = try makeTemporaryDirectory(self).appendingPathComponent("App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let cache = try makeTemporaryDirectory(self)
        func write(_ path: String, _ source: String) throws {
            try source.write(to: project.appendingPathComponent(path), atomically: false, encoding: .utf8)
        }
        func flow(_ cases: [String: String]) -> String {
            let handled = cases.keys.sorted().map { step in
                "        case .\(step):\n            let screen = \(cases[step]!)\n"
                    + "            rootViewController.pushViewController(screen, animated: false)\n"
                    + "            return .one(flowContributor: .contribute(withNext: screen))\n"
            }.joined()
            return """
                import RxFlow
                import UIKit

                final class AppFlow: Flow {
                    var root: Presentable { rootViewController }
                    private let rootViewController = UINavigationController()

                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? AppStep else { return .none }
                        switch step {
                \(handled)        default:
                            return .none
                        }
                    }
                }

                enum AppStep: Step {
                    case home, help, settings
                }

                """
        }
        try write("AppFlow.swift", flow(["home": "HomeViewController()"]))
        for screen in ["Home", "Help", "Settings"] {
            try write("\(screen)ViewController.swift", "import UIKit\n\nfinal class \(screen)ViewController: UIViewController {}\n")
        }
        // Mentions no keyword: filtered until `Screens` is wanted. Not named after it, so only its identifiers find it.
        try write("Directory.swift", "enum Screens {\n    static let help = Pages.help\n}\n")
        try write("Pages.swift", "import UIKit\n\nenum Pages {\n    static let help = HelpViewController()\n}\n")
        try write("Note.swift", "struct Note {\n    let text: String\n}\n")

        func warmRun(_ note: String) throws -> ScanStats {
            let expected = try run(["AppFlow", "--dir", project.path, "--no-cache"])
            let result = try run(["AppFlow", "--dir", project.path, "--cache-dir", cache.path, "--stats"])
            var output = result
            output.stderr = strippingStats(fromStderr: result.stderr)
            XCTAssertEqual(output, expected, note)
            return try scanStats(fromStderr: result.stderr)
        }
        var stats = try warmRun("cold")
        XCTAssertEqual([stats.files, stats.filtered, stats.fromCache, stats.reread], [7, 2, 0, 0], "\(stats)")

        // A screen added: the graph wants its name, which neither filtered file mentions.
        try write("AppFlow.swift", flow(["home": "HomeViewController()", "settings": "SettingsViewController()"]))
        stats = try warmRun("a screen added")
        XCTAssertEqual([stats.fromCache, stats.filtered, stats.readmitted, stats.reread], [6, 2, 0, 0], "\(stats)")
        XCTAssertFalse(stats.graphFromCache)

        // A name that a filtered file declares: its kept identifiers bring it in.
        try write("AppFlow.swift", flow(["home": "HomeViewController()", "help": "Screens.help", "settings": "SettingsViewController()"]))
        stats = try warmRun("a filtered file's name wanted")
        XCTAssertEqual([stats.fromCache, stats.filtered, stats.readmitted, stats.reread], [6, 1, 1, 0], "\(stats)")
        XCTAssertEqual(
            try run(["AppFlow", "--dir", project.path, "--cache-dir", cache.path]).stdout,
            "AppFlow\n├── HelpViewController\n├── HomeViewController\n└── SettingsViewController\n"
        )

        // Back to the first flow, a screen's file deleted: fewer names wanted, and nothing to check.
        try write("AppFlow.swift", flow(["home": "HomeViewController()"]))
        try FileManager.default.removeItem(at: project.appendingPathComponent("SettingsViewController.swift"))
        stats = try warmRun("a screen removed")
        XCTAssertEqual([stats.files, stats.fromCache, stats.readmitted, stats.reread], [6, 5, 0, 0], "\(stats)")
    }

    /// One run of `OnboardingFlow` on `project` with the cache, and one without, which must agree.
    private func revalidatedRun(_ project: URL, cache: URL, _ note: String, _ arguments: [String] = ["OnboardingFlow"]) throws -> ScanStats {
        let expected = try run(arguments + ["--dir", project.path, "--no-cache"])
        let result = try run(arguments + ["--dir", project.path, "--cache-dir", cache.path, "--stats"])
        var output = result
        output.stderr = strippingStats(fromStderr: result.stderr)
        XCTAssertEqual(output, expected, note)
        return try scanStats(fromStderr: result.stderr)
    }

    func testEditsThatLeaveEveryFilesFactsAsTheyWereAreAnsweredFromTheMemo() throws {
        let project = try copyFixture("EdgeCases/HiddenDeclarations")
        let cache = try makeTemporaryDirectory(self)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "cold").graphFromCache)
        // A comment at the end of a parsed file: its facts are the same, and only it is scanned.
        let flow = project.appendingPathComponent("OnboardingFlow.swift")
        try (String(contentsOf: flow, encoding: .utf8) + "// edited\n").write(to: flow, atomically: false, encoding: .utf8)
        var stats = try revalidatedRun(project, cache: cache, "comment")
        XCTAssertTrue(stats.graphFromCache)
        XCTAssertEqual([stats.files, stats.fromCache, stats.parsed, stats.filtered], [6, 5, 6, 0])
        // A file added that declares nothing the graph reads, edited, then deleted.
        let note = project.appendingPathComponent("Note.swift")
        for (step, source) in [("added", "struct Note {}\n"), ("edited", "struct Note {\n    let text = \"\"\n}\n")] {
            try source.write(to: note, atomically: false, encoding: .utf8)
            stats = try revalidatedRun(project, cache: cache, step)
            XCTAssertTrue(stats.graphFromCache, step)
            XCTAssertEqual([stats.files, stats.fromCache, stats.parsed, stats.filtered], [7, 6, 6, 1], step)
        }
        try FileManager.default.removeItem(at: note)
        stats = try revalidatedRun(project, cache: cache, "deleted")
        XCTAssertTrue(stats.graphFromCache)
        XCTAssertEqual([stats.files, stats.fromCache, stats.parsed, stats.filtered], [6, 6, 6, 0])
        // Nothing changed since: the memo's own key answers.
        XCTAssertEqual(try revalidatedRun(project, cache: cache, "warm").timings.map(\.stage), ["discover"])
    }

    /// A model added to a screen's file, then edited and removed: types the last graph cannot have read
    /// (`UnseenTypes`) leave it as it was, and each run prints what a run without the cache prints.
    func testTypesTheGraphCannotHaveReadKeepTheMemo() throws {
        let project = try copyFixture("EdgeCases/HiddenDeclarations")
        let cache = try makeTemporaryDirectory(self)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "cold").graphFromCache)
        let flow = project.appendingPathComponent("OnboardingFlow.swift")
        let source = try String(contentsOf: flow, encoding: .utf8)
        let model = "struct Extra: Codable, Equatable {\n    let id: String\n    var count = 0\n    func isEmpty() -> Bool { id.isEmpty }\n}\n"
        let edits: [(String, String)] = [
            ("a type added at the end", source + model),
            ("edited, with a nested type", source + "/// Saved.\nstruct Extra: Codable {\n    enum Kind { case a, b }\n    let kind: Kind\n}\n"),
            ("moved to the top, which moves the flow's lines", model + "\n" + source),
            ("a second one", model + "\n" + source + "\nfinal class Other: NSObject {}\n"),
            ("both removed", source),
        ]
        for (name, text) in edits {
            try text.write(to: flow, atomically: false, encoding: .utf8)
            let stats = try revalidatedRun(project, cache: cache, name)
            XCTAssertTrue(stats.graphFromCache, name)
            XCTAssertEqual([stats.files, stats.fromCache, stats.parsed, stats.filtered], [6, 5, 6, 0], name)
        }
        // A file changed since then builds the graph again, with the type in it: after that, the type is
        // one the graph may have read, and removing it builds again too.
        try (model + "\n" + source).write(to: flow, atomically: false, encoding: .utf8)
        XCTAssertTrue(try revalidatedRun(project, cache: cache, "added again").graphFromCache)
        let pages = project.appendingPathComponent("Pages.swift")
        try (String(contentsOf: pages, encoding: .utf8) + methodTheGraphReads(of: "Pages")).write(to: pages, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "another file's facts changed").graphFromCache)
        try source.write(to: flow, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "removed after a build").graphFromCache)
        // The same name unseen in two files would be declared twice: built again.
        try (source + model).write(to: flow, atomically: false, encoding: .utf8)
        XCTAssertTrue(try revalidatedRun(project, cache: cache, "added to the flow").graphFromCache)
        let screen = project.appendingPathComponent("WelcomeViewController.swift")
        try (String(contentsOf: screen, encoding: .utf8) + model).write(to: screen, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "and to a screen").graphFromCache)
    }

    /// A flow contributing the screen `expression` makes.
    private func homeFlow(makingScreenWith expression: String) -> String {
        """
        import RxFlow
        import UIKit

        final class HomeFlow: Flow {
            var root: Presentable { navigation }
            private let navigation = UINavigationController()

            func navigate(to step: Step) -> FlowContributors {
                let screen = \(expression)
                return .one(flowContributor: .contribute(withNext: screen))
            }
        }

        """
    }

    /// A project of two files, `edited` (the one a test edits) and `other`, run cold once with `root`: the
    /// project, the edited file and the cache.
    private func twoFileProject(
        edited: (name: String, source: String), other: (name: String, source: String), _ root: [String]
    ) throws -> (project: URL, file: URL, cache: URL) {
        let project = try makeTemporaryDirectory(self)
        let file = project.appendingPathComponent(edited.name)
        try edited.source.write(to: file, atomically: false, encoding: .utf8)
        try other.source.write(to: project.appendingPathComponent(other.name), atomically: false, encoding: .utf8)
        let cache = try makeTemporaryDirectory(self)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "cold", root).graphFromCache)
        return (project, file, cache)
    }

    /// Writes each edit's source to `file` in turn: every run keeps the memo, scans only that file of the
    /// two, and prints what a run without the cache prints.
    private func assertEachKeepsTheMemo(_ edits: [(String, String)], in file: URL, project: URL, cache: URL, _ arguments: [String]) throws {
        for (name, source) in edits {
            try source.write(to: file, atomically: false, encoding: .utf8)
            let stats = try revalidatedRun(project, cache: cache, name, arguments)
            XCTAssertTrue(stats.graphFromCache, name)
            XCTAssertEqual([stats.files, stats.fromCache], [2, 1], name)
        }
    }

    /// A method whose facts every build reads: its body records a call a style asks for.
    private func methodTheGraphReads(of type: String) -> String {
        "extension \(type) {\n    static func extra() { UIViewController().addChild(UIViewController()) }\n}\n"
    }

    /// `added` appended to `source` in `file` together with a method the graph reads of `type`, so the graph is
    /// built with `added`; then a comment keeps the memo, and removing `added` builds it again, or, for what the
    /// build fingerprints without (`removalKeepsTheMemo`: members it did not read), keeps it too.
    private func assertAfterABuildWith(
        _ added: String, in file: URL, after source: String, of type: String, removalKeepsTheMemo: Bool = false, project: URL, cache: URL,
        _ arguments: [String]
    ) throws {
        let change = methodTheGraphReads(of: type)
        try (source + added + change).write(to: file, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "built with it", arguments).graphFromCache)
        try (source + added + change + "// edited\n").write(to: file, atomically: false, encoding: .utf8)
        XCTAssertTrue(try revalidatedRun(project, cache: cache, "a comment after the build", arguments).graphFromCache)
        try (source + change).write(to: file, atomically: false, encoding: .utf8)
        XCTAssertEqual(try revalidatedRun(project, cache: cache, "removed after the build", arguments).graphFromCache, removalKeepsTheMemo)
    }

    /// Helpers added to a flow's file as extensions of framework types, edited and removed: the last graph
    /// cannot have read them (`UnseenTypes`) unless it looked for a member of that type, as the flow's call
    /// on a `UIStoryboard` does; each run prints what a run without the cache prints.
    func testExtensionsOfFrameworkTypesTheGraphCannotHaveReadKeepTheMemo() throws {
        let flow = homeFlow(makingScreenWith: "UIStoryboard.home")
        let root = ["HomeFlow"]
        let (project, flowFile, cache) = try twoFileProject(
            edited: ("HomeFlow.swift", flow), other: ("HomeViewController.swift", "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n"), root
        )
        let helper = "extension String {\n    func trimmedTitle() -> String { self }\n}\n"
        let edits: [(String, String)] = [
            ("an extension added", flow + helper),
            ("edited", flow + "extension String {\n    var isBlank: Bool { isEmpty }\n    static let none = \"\"\n}\n"),
            ("moved to the top, with a second one", helper + "extension UIColor {\n    static let brand = UIColor.red\n}\n" + flow),
            ("both removed", flow),
        ]
        try assertEachKeepsTheMemo(edits, in: flowFile, project: project, cache: cache, root)
        // Once a graph is built with it, it is read like the rest of the file (the extension stays among the
        // facts the graph was built from).
        try assertAfterABuildWith(helper, in: flowFile, after: flow, of: "HomeFlow", project: project, cache: cache, root)
        // The flow looked for a member of `UIStoryboard`: an extension of it may answer (here it does: the
        // screen's type is no longer unknown but abstract, another warning), so the graph is built again.
        let answered = try run(root + ["--dir", project.path, "--no-cache"])
        XCTAssertTrue(answered.stderr.contains("cannot resolve the type of 'screen'"), answered.stderr)
        try (flow + "extension UIStoryboard {\n    static var home: Presentable { fatalError() }\n}\n")
            .write(to: flowFile, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "an extension of a type the flow asked", root).graphFromCache)
        XCTAssertTrue(try run(root + ["--dir", project.path, "--no-cache"]).stderr.contains("has the abstract type 'Presentable'"))
    }

    /// Free functions and global variables added to a screen's file, edited and removed: nothing the last
    /// graph looked up has their names, so it keeps the memo (`UnseenTypes`); one named like a function the
    /// flow calls builds it again. Each run prints what a run without the cache prints.
    func testFreeFunctionsAndGlobalsTheGraphCannotHaveReadKeepTheMemo() throws {
        let screen = "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n"
        let root = ["HomeFlow"]
        let (project, screenFile, cache) = try twoFileProject(
            edited: ("HomeViewController.swift", screen),
            other: ("HomeFlow.swift", homeFlow(makingScreenWith: "makeHomeScreen()") + "func makeHomeScreen() -> HomeViewController { HomeViewController() }\n"), root
        )
        let helpers = "private let cellHeight = 44.0\n\nprivate func makeLabel(_ text: String) -> Int {\n    text.count\n}\n"
        let edits: [(String, String)] = [
            ("a constant and a function added", screen + helpers),
            ("edited", screen + helpers.replacingOccurrences(of: "44.0", with: "48.0") + "let b = 1, c = 2\n"),
            ("moved to the top", helpers + "\n" + screen),
            ("removed", screen),
        ]
        try assertEachKeepsTheMemo(edits, in: screenFile, project: project, cache: cache, root)
        // Built with them, they are then read like the rest of the file.
        try assertAfterABuildWith(helpers, in: screenFile, after: screen, of: "HomeViewController", project: project, cache: cache, root)
        // An overload of the function the flow calls could answer the call: built again.
        try (screen + "func makeHomeScreen(_ tag: Int) -> Int { tag }\n").write(to: screenFile, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "an overload of a function the flow calls", root).graphFromCache)
    }

    /// Methods added to a screen's own type, in its body or an extension, edited and removed: nothing the last
    /// graph looked up is named like them, and nothing read all of the screen's functions, so it keeps the
    /// memo (`UnseenTypes`), whatever their text, and so does a property. One named like a member the flow looked for and a method
    /// that assigns that member build it again. Each run prints what a run without the cache prints.
    func testMembersTheGraphCannotHaveReadKeepTheMemo() throws {
        let screen = """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            """
        let root = ["HomeFlow"]
        let (project, screenFile, cache) = try twoFileProject(
            edited: ("HomeViewController.swift", screen), other: ("HomeFlow.swift", homeFlow(makingScreenWith: "HomeViewController.home")), root
        )
        let helper = "extension HomeViewController {\n    func formatted(_ count: Int) -> String {\n        String(count)\n    }\n}\n"
        let inBody = screen.replacingOccurrences(of: "    override func", with: "    private func clear() {}\n\n    override func")
        let edits: [(String, String)] = [
            ("a method added in an extension", screen + helper),
            ("edited", screen + helper.replacingOccurrences(of: "String(count)", with: "String(count * 2)")),
            ("and one in the type's body, which moves lines", inBody + helper),
            ("and a property", inBody + helper + "extension HomeViewController {\n    static let rowHeight = 44.0\n}\n"),
            ("and one whose text names a keyword", inBody + helper + "extension HomeViewController {\n    func hideBar() {\n        navigationController?.navigationBar.isHidden = true\n    }\n}\n"),
            ("all removed", screen),
        ]
        try assertEachKeepsTheMemo(edits, in: screenFile, project: project, cache: cache, root)
        // An extension of the screen in another file.
        let flowFile = project.appendingPathComponent("HomeFlow.swift")
        let flow = try String(contentsOf: flowFile, encoding: .utf8)
        try assertEachKeepsTheMemo([("a method added in another file", flow + helper), ("removed there", flow)], in: flowFile, project: project, cache: cache, root)
        // A build with it did not read it either: the build fingerprints the file without it, so removing it
        // keeps the memo too.
        try assertAfterABuildWith(
            helper, in: screenFile, after: screen, of: "HomeViewController", removalKeepsTheMemo: true, project: project, cache: cache, root
        )
        // The flow looked for `home` in the screen's type and found none; one added answers (the type of what
        // the flow contributes is no longer unknown), so the graph is built again, and so it is for a method
        // that assigns that member.
        try screen.write(to: screenFile, atomically: false, encoding: .utf8)
        XCTAssertTrue(try run(root + ["--dir", project.path, "--no-cache"]).stderr.contains("cannot resolve the type of 'screen'"))
        let rebuilt = [
            ("a member the flow looked for", screen + "extension HomeViewController {\n    static let home = Self()\n}\n"),
            ("a method that assigns the member the flow looked for", screen + "extension HomeViewController {\n    static func reset() { home = HomeViewController() }\n}\n"),
        ]
        for (name, source) in rebuilt {
            try screen.write(to: screenFile, atomically: false, encoding: .utf8)
            _ = try revalidatedRun(project, cache: cache, "restored", root)
            try source.write(to: screenFile, atomically: false, encoding: .utf8)
            XCTAssertFalse(try revalidatedRun(project, cache: cache, name, root).graphFromCache, name)
        }
        try rebuilt[0].1.write(to: screenFile, atomically: false, encoding: .utf8)
        XCTAssertEqual(try run(root + ["--dir", project.path, "--no-cache"]).stderr, "")
        // An unseen member, then a build (another file changed) that reads it: removing it then builds again,
        // as the screen's file, unchanged since, is fingerprinted with the member by that build.
        try homeFlow(makingScreenWith: "HomeViewController.home").write(to: flowFile, atomically: false, encoding: .utf8)
        try screen.write(to: screenFile, atomically: false, encoding: .utf8)
        _ = try revalidatedRun(project, cache: cache, "restored", root)
        try (screen + "extension HomeViewController {\n    static let other = Self()\n}\n").write(to: screenFile, atomically: false, encoding: .utf8)
        XCTAssertTrue(try revalidatedRun(project, cache: cache, "a member nothing reads", root).graphFromCache)
        try assertRemovalBuildsAgainOnceTheFlowReads("HomeViewController.other", screenFile: screenFile, without: screen, project: project, cache: cache, root)
    }

    /// The flow now makes its screen with `member` of the screen's type, which the build reads: it fingerprints the
    /// screen's file, unchanged, with the member, so removing it there (`without`) builds the graph again.
    private func assertRemovalBuildsAgainOnceTheFlowReads(
        _ member: String, screenFile: URL, without: String, project: URL, cache: URL, _ root: [String]
    ) throws {
        try homeFlow(makingScreenWith: member).write(to: project.appendingPathComponent("HomeFlow.swift"), atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "the flow reads it", root).graphFromCache)
        try without.write(to: screenFile, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "removed after a build read it", root).graphFromCache)
    }

    /// Methods the screen had when the graph was built, which that build did not read, edited: a statement
    /// added, a call on `self`, a property assigned, a parameter, the method removed. The build fingerprints
    /// the file without them, so each edit keeps the memo; one that records a style's call builds the graph
    /// again. Each run prints what a run without the cache prints.
    func testMembersTheBuildDidNotReadKeepTheMemoWhenEdited() throws {
        let screen = """
            import UIKit

            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configure()
                }

                private func configure() {
                    view.backgroundColor = .white
                }
            }

            """
        let root = ["HomeFlow"]
        let (project, screenFile, cache) = try twoFileProject(
            edited: ("HomeViewController.swift", screen), other: ("HomeFlow.swift", homeFlow(makingScreenWith: "HomeViewController()")), root
        )
        let edits: [(String, String)] = [
            ("a statement added", screen.replacingOccurrences(of: "        view.backgroundColor = .white\n", with: "        view.backgroundColor = .white\n        title = \"Home\"\n")),
            ("a call on self added", screen.replacingOccurrences(of: "        configure()\n", with: "        configure()\n        layout()\n")
                .replacingOccurrences(of: "    private func configure", with: "    private func layout() {}\n\n    private func configure")),
            ("a parameter added", screen.replacingOccurrences(of: "configure()", with: "configure(animated: false)")
                .replacingOccurrences(of: "func configure(animated: false)", with: "func configure(animated: Bool)")),
            ("the method removed", screen.replacingOccurrences(of: "        configure()\n", with: "")
                .replacingOccurrences(of: "\n    private func configure() {\n        view.backgroundColor = .white\n    }\n", with: "")),
            ("restored", screen),
        ]
        try assertEachKeepsTheMemo(edits, in: screenFile, project: project, cache: cache, root)
        let embedding = screen.replacingOccurrences(of: "        configure()\n", with: "        configure()\n        addChild(DetailViewController())\n")
            + "final class DetailViewController: UIViewController {}\n"
        let shared = "extension HomeViewController {\n    static let shared = HomeViewController()\n}\n"
        try (embedding + shared).write(to: screenFile, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "a child added", root).graphFromCache)
        XCTAssertTrue(try run(root + ["--dir", project.path]).stdout.contains("DetailViewController"))
        // That build did not read `shared`; the next one does.
        try assertRemovalBuildsAgainOnceTheFlowReads("HomeViewController.shared", screenFile: screenFile, without: embedding, project: project, cache: cache, root)
    }

    /// Every method of a coordinator is read, each as an entry point of what it reaches through calls on
    /// `self`: one that calls nothing adds nothing, and keeps the memo; one that calls a method on `self`
    /// builds the graph again. Each run prints what a run without the cache prints.
    func testCoordinatorMethodsThatCallNothingKeepTheMemo() throws {
        let source = """
            import UIKit

            protocol Coordinator: AnyObject {
                func start()
            }

            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()

                func start() {
                    navigationController.pushViewController(HomeViewController(), animated: true)
                }

                func display(_ screen: UIViewController) {
                    navigationController.pushViewController(screen, animated: true)
                }
            }

            """
        let screens = "import UIKit\n\nfinal class HomeViewController: UIViewController {}\nfinal class DetailViewController: UIViewController {}\n"
        let root = ["AppCoordinator"]
        let (project, coordinator, cache) = try twoFileProject(edited: ("AppCoordinator.swift", source), other: ("Screens.swift", screens), root)
        let helper = "extension AppCoordinator {\n    func initials(of name: String) -> String {\n        String(name.prefix(1))\n    }\n}\n"
        let edits = [("a helper added", source + helper), ("edited", source + helper.replacingOccurrences(of: "1", with: "2")), ("removed", source)]
        try assertEachKeepsTheMemo(edits, in: coordinator, project: project, cache: cache, root)
        // It reaches `display` with a screen, which the coordinator then shows.
        try (source + "extension AppCoordinator {\n    func reopen() {\n        display(DetailViewController())\n    }\n}\n").write(to: coordinator, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "a method calling one on self", root).graphFromCache)
        XCTAssertEqual(try run(root + ["--dir", project.path, "--no-cache"]).stdout, "AppCoordinator\n├── DetailViewController\n└── HomeViewController\n")
    }

    /// The flow-controller style reads what every property of a screen is initialised with (the flow
    /// controllers it makes): a property initialised with nothing the scan knows of keeps the memo, one
    /// initialised with a call builds the graph again.
    func testScreenPropertiesInitialisedWithNothingKnownKeepTheMemo() throws {
        let project = try copyFixture("Coordinators/FlowControllers")
        let cache = try makeTemporaryDirectory(self)
        let root = ["MainScreenViewController", "--steps"]
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "cold", root).graphFromCache)
        let module = project.appendingPathComponent("Holocron/Modules/Films/FilmsModule.swift")
        let source = try String(contentsOf: module, encoding: .utf8)
        for (name, text) in [
            ("a constant", source + "extension FilmsViewController {\n    static let rowHeight = 44.0\n}\n"),
            ("a computed property", source + "extension FilmsViewController {\n    var isEmpty: Bool { true }\n}\n"),
            ("removed", source),
        ] {
            try text.write(to: module, atomically: false, encoding: .utf8)
            XCTAssertTrue(try revalidatedRun(project, cache: cache, name, root).graphFromCache, name)
        }
        try (source + "extension FilmsViewController {\n    static let service = SwapiService()\n}\n").write(to: module, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "a property initialised with a call", root).graphFromCache)
    }

    /// Lines added or removed around the code move its facts' locations and nothing else: the memo's
    /// locations in that file are moved instead of the graph built again.
    func testLinesAddedOrRemovedMoveTheMemosLocations() throws {
        let project = try makeTemporaryDirectory(self)
        let flow = """
            import RxFlow
            import UIKit

            final class HomeFlow: Flow {
                var root: Presentable { navigation }
                private let navigation = UINavigationController()

                func navigate(to step: Step) -> FlowContributors {
                    let screen = HomeViewController()
                    navigation.pushViewController(screen, animated: true)
                    return .one(flowContributor: .contribute(withNext: screen))
                }
            }

            """
        let screen = """
            import UIKit

            final class HomeViewController: UIViewController {
                let panel: UIViewController = makePanel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(panel)
                }
            }

            func makePanel() -> UIViewController { UIViewController() }

            """
        let flowFile = project.appendingPathComponent("HomeFlow.swift")
        let screenFile = project.appendingPathComponent("HomeViewController.swift")
        try flow.write(to: flowFile, atomically: false, encoding: .utf8)
        try screen.write(to: screenFile, atomically: false, encoding: .utf8)
        let cache = try makeTemporaryDirectory(self)
        let json = ["HomeFlow", "--format", "json"]
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "cold", json).graphFromCache)
        let edits: [(String, URL, String)] = [
            ("lines added above everything", screenFile, "// One\n// Two\n\n" + screen),
            ("a line added inside a function", screenFile, screen.replacingOccurrences(of: "super.viewDidLoad()\n", with: "super.viewDidLoad()\n        // why\n")),
            ("lines removed", screenFile, screen.replacingOccurrences(of: "\n\nfunc makePanel", with: "\nfunc makePanel")),
            ("the flow's lines moved too", flowFile, "\n\n" + flow),
        ]
        for (name, file, source) in edits {
            try source.write(to: file, atomically: false, encoding: .utf8)
            // The warning about the abstract child and the json's locations are the moved ones.
            XCTAssertTrue(try revalidatedRun(project, cache: cache, name, json).graphFromCache, name)
        }
        // The last edit moved the flow's lines; the screen's are as the third edit left them.
        let result = try run(json + ["--dir", project.path, "--no-cache"])
        XCTAssertTrue(result.stderr.hasPrefix("HomeViewController.swift:8:"), result.stderr)
        XCTAssertTrue(result.stdout.contains("\"line\" : 6"), result.stdout)
    }

    /// A warning whose text names a file's line ("also declared at A.swift:3") cannot be moved with it.
    func testLinesMovedInAFileAWarningQuotesBuildTheGraphAgain() throws {
        let project = try makeTemporaryDirectory(self)
        let declaration = "import UIKit\n\nfinal class SharedViewController: UIViewController {}\n"
        let first = project.appendingPathComponent("A.swift")
        try declaration.write(to: first, atomically: false, encoding: .utf8)
        try declaration.write(to: project.appendingPathComponent("B.swift"), atomically: false, encoding: .utf8)
        let cache = try makeTemporaryDirectory(self)
        let list = ["list"]
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "cold", list).graphFromCache)
        try ("\n" + declaration).write(to: first, atomically: false, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "moved", list).graphFromCache)
        XCTAssertTrue(try run(list + ["--dir", project.path, "--no-cache"]).stderr.contains("also declared at A.swift:4"))
    }

    func testEditsThatMayChangeTheGraphBuildItAgain() throws {
        let project = try copyFixture("EdgeCases/HiddenDeclarations")
        let cache = try makeTemporaryDirectory(self)
        let note = project.appendingPathComponent("Note.swift")
        try "struct Note {}\n".write(to: note, atomically: false, encoding: .utf8)
        _ = try revalidatedRun(project, cache: cache, "cold")
        let flow = project.appendingPathComponent("OnboardingFlow.swift")
        let source = try String(contentsOf: flow, encoding: .utf8)
        let stepEnum = "enum OnboardingStep: Step {\n    case welcome\n    case terms\n}\n"
        XCTAssertTrue(source.hasSuffix(stepEnum))
        let edits: [(String, URL, String)] = [
            // Types the last graph may have read (`UnseenTypes`): one with a function of a name the flow
            // calls, one whose text mentions a keyword, one named after what the flow reads, one inheriting
            // a type that is not a framework's.
            ("a type with a function the flow calls", flow, source + "struct Extra {\n    func contribute() {}\n}\n"),
            ("a type mentioning a keyword", flow, source + "struct Extra {\n    let title = \"Controller\"\n}\n"),
            ("a type named after a name the graph wanted", flow, source + "struct Catalog {}\n"),
            ("a type inheriting a type not a framework's", flow, source + "struct Extra: Note {}\n"),
            // `Catalog.welcome` is also tried as `welcome` of a module `Catalog`: a probe, not a need.
            ("a type named like a member the flow reads", flow, source + "struct welcome {}\n"),
            // Lines that swap places: the memo's order of locations may not survive.
            ("the step enum moved above the flow", flow, stepEnum + "\n" + source.dropLast(stepEnum.count)),
            // A filtered file that now mentions a name the graph wants would be parsed.
            ("a filtered file mentioning a wanted name", note, "extension Catalog {}\n"),
            ("a filtered file that is no longer valid UTF-8", note, "struct Note { let text = \"\u{FFFD}\" }\n"),
        ]
        for (name, file, source) in edits {
            if name.contains("UTF-8") {
                try Data([0x73, 0x74, 0xFF, 0x0A]).write(to: file)
            } else {
                try source.write(to: file, atomically: false, encoding: .utf8)
            }
            XCTAssertFalse(try revalidatedRun(project, cache: cache, name).graphFromCache, name)
            XCTAssertTrue(try revalidatedRun(project, cache: cache, name + ", warm").graphFromCache, name)
        }
        // A file added with a keyword, and one named after a wanted name.
        for (path, source) in [("Extra.swift", "final class ExtraViewController: UIViewController {}\n"), ("Pages2.swift", "struct Pages2 {}\n")] {
            try source.write(to: project.appendingPathComponent(path), atomically: false, encoding: .utf8)
            let stats = try revalidatedRun(project, cache: cache, path)
            XCTAssertEqual(stats.graphFromCache, path == "Pages2.swift", path)
        }
        // A parsed file deleted.
        try FileManager.default.removeItem(at: project.appendingPathComponent("Extra.swift"))
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "parsed file deleted").graphFromCache)
    }

    func testDamagedGraphInputsAreAMissNeverATrap() throws {
        let project = try copyFixture("EdgeCases/HiddenDeclarations")
        let cache = try makeTemporaryDirectory(self)
        _ = try revalidatedRun(project, cache: cache, "cold")
        let inputs = cache.appendingPathComponent(GraphInputs.fileName)
        let valid = try Data(contentsOf: inputs)
        let memo = try Data(contentsOf: cache.appendingPathComponent(GraphMemo.fileName))
        var corrupted = valid
        corrupted[corrupted.count / 2] ^= 0xFF
        let damaged: [(String, Data)] = [
            ("truncated", valid.prefix(valid.count / 2)), ("corrupted", corrupted), ("empty", Data()), ("swapped", memo),
            ("oversized", valid + Data(repeating: 0, count: 4096)),
        ] + stride(from: 0, to: valid.count, by: max(1, valid.count / 8)).map { ("\($0)-byte prefix", valid.prefix($0)) }
        let flow = project.appendingPathComponent("OnboardingFlow.swift")
        for (name, bytes) in damaged {
            try bytes.write(to: inputs)
            // A new stamp, same bytes: only the inputs could spare the graph.
            try (String(contentsOf: flow, encoding: .utf8)).write(to: flow, atomically: true, encoding: .utf8)
            XCTAssertFalse(try revalidatedRun(project, cache: cache, name).graphFromCache, "\(name) inputs were trusted")
            // Written again: the next new stamp is answered from the memo.
            try (String(contentsOf: flow, encoding: .utf8)).write(to: flow, atomically: true, encoding: .utf8)
            XCTAssertTrue(try revalidatedRun(project, cache: cache, name + ", rebuilt").graphFromCache, "\(name) inputs were not rebuilt")
        }
        // A folder in its place: still a correct answer.
        try FileManager.default.removeItem(at: inputs)
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: false)
        try (String(contentsOf: flow, encoding: .utf8)).write(to: flow, atomically: true, encoding: .utf8)
        XCTAssertFalse(try revalidatedRun(project, cache: cache, "folder").graphFromCache)
    }

    func testTruncatedCorruptedOrForeignCachesAreIgnoredAndRebuilt() throws {
        let project = try copyFixture("RxControllerExample")
        let cache = try makeTemporaryDirectory(self)
        let expected = try cachedRun(project, cache: cache).result
        let file = cache.appendingPathComponent(FactsCache.fileName)
        let graph = cache.appendingPathComponent(GraphMemo.fileName)
        let valid = try Data(contentsOf: file)
        let validGraph = try Data(contentsOf: graph)

        func damaged(_ valid: Data, other: Data) -> [(String, Data)] {
            var corrupted = valid
            corrupted[corrupted.count / 2] ^= 0xFF
            var flipped = valid
            flipped[flipped.count - 1] ^= 0x01
            return [
                ("truncated", valid.prefix(valid.count / 2)),
                ("corrupted", corrupted),
                ("one bit flipped in the last byte", flipped),
                ("empty", Data()),
                ("foreign", Data("not a cache at all".utf8)),
                // The other cache's file in this one's place: a valid sealed file of another kind.
                ("swapped", other),
                ("oversized", valid + Data(repeating: 0, count: 4096)),
            ]
        }
        for (name, bytes) in damaged(valid, other: validGraph) {
            try bytes.write(to: file)
            // Without the memoised graph, so that the facts cache is what is read.
            try FileManager.default.removeItem(at: graph)
            let run = try cachedRun(project, cache: cache)
            XCTAssertEqual(run.result, expected, name)
            XCTAssertEqual(run.fromCache, 0, "\(name) cache was trusted")
            XCTAssertEqual(try Data(contentsOf: file), valid, "\(name) cache was not rebuilt")
        }
        for (name, bytes) in damaged(validGraph, other: valid) {
            try bytes.write(to: graph)
            let run = try cachedRun(project, cache: cache)
            XCTAssertEqual(run.result, expected, name)
            XCTAssertFalse(run.graphFromCache, "\(name) graph was trusted")
            XCTAssertEqual(run.fromCache, run.files, name)
            XCTAssertEqual(try Data(contentsOf: graph), validGraph, "\(name) graph was not rebuilt")
        }
        try FileManager.default.removeItem(at: graph)
        // A folder where the cache file should be: still a correct answer.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        XCTAssertEqual(try cachedRun(project, cache: cache).result, expected)
    }

    func testEveryPrefixOfACacheIsRejectedWithoutTrapping() throws {
        let files = SourceDiscovery.swiftFiles(in: packageRoot.appendingPathComponent("Fixtures/EdgeCases/MultiLineCalls").path).files
        let directory = try makeTemporaryDirectory(self)
        let path = directory.appendingPathComponent("cache.bin").path
        _ = SelectiveScan.run(files, options: ScanOptions(cacheFile: path))
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertFalse(FactsCache.load(from: path, identity: .library).entries.isEmpty)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            try bytes.prefix(length).write(to: URL(fileURLWithPath: path))
            XCTAssertTrue(FactsCache.load(from: path, identity: .library).entries.isEmpty, "a \(length)-byte prefix was accepted")
        }
    }

    func testEveryPrefixOfAMemoisedGraphIsRejectedWithoutTrapping() throws {
        let fixture = packageRoot.appendingPathComponent("Fixtures/RxControllerExample").path
        let directory = try makeTemporaryDirectory(self)
        let options = ScanOptions(graphFile: directory.appendingPathComponent(GraphMemo.fileName).path)
        let project = try Project.load(directory: fixture, roots: ["AppFlow"], options: options)
        let files = SourceDiscovery.swiftFiles(in: fixture).files
        let key = GraphMemo.key(files: files, skipUnrelatedFiles: true, extraNames: ["AppFlow"], settings: ModuleOptions().settings)
        let path = try XCTUnwrap(options.graphFile)
        let memo = try XCTUnwrap(GraphMemo.load(from: path, key: key, identity: .library, kinds: NavigationStyles.kinds))
        XCTAssertEqual(memo.graph, project.graph)
        XCTAssertEqual(memo.otherTypes, project.otherTypes)
        XCTAssertEqual(memo.diagnostics, project.diagnostics)
        XCTAssertNil(GraphMemo.load(from: path, key: key &+ 1, identity: .library, kinds: NavigationStyles.kinds))
        let reloaded = try Project.load(directory: fixture, roots: ["AppFlow"], options: options)
        XCTAssertTrue(reloaded.statistics.graphFromCache)
        XCTAssertEqual(reloaded.graph, project.graph)
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            try bytes.prefix(length).write(to: URL(fileURLWithPath: path))
            XCTAssertNil(GraphMemo.load(from: path, key: key, identity: .library, kinds: NavigationStyles.kinds), "a \(length)-byte prefix was accepted")
        }
    }

    func testTwoProcessesSharingACacheBothPrintTheRightTree() throws {
        let project = try copyFixture("RxFlowDemo")
        let cache = try makeTemporaryDirectory(self)
        let expected = try run(["AppFlow", "--dir", project.path, "--no-cache"])
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: cache.appendingPathComponent(FactsCache.fileName))
            try? FileManager.default.removeItem(at: cache.appendingPathComponent(GraphMemo.fileName))
            let results = ConcurrentBox()
            let group = DispatchGroup()
            for _ in 0..<2 {
                DispatchQueue.global().async(group: group) {
                    results.append(try? runRxTree(["AppFlow", "--dir", project.path, "--cache-dir", cache.path]))
                }
            }
            group.wait()
            XCTAssertEqual(results.values, [expected, expected])
        }
        XCTAssertEqual(try cacheContents(cache), [FactsCache.fileName, GraphInputs.fileName, GraphMemo.fileName])
    }

    /// Xcode runs the build phases of several targets at once: four processes on one project and one
    /// cache, the project edited between rounds (a file added, changed, removed), each print what a cold
    /// run prints, and so does a warm run on the cache they leave.
    func testFourProcessesOnOneCacheWithEditsBetweenRoundsPrintWhatAColdRunPrints() throws {
        let project = try copyFixture("RxFlowDemo")
        let cache = try makeTemporaryDirectory(self)
        let extra = project.appendingPathComponent("Extra.swift")
        let edits: [String?] = [
            nil,
            "final class ExtraViewController: UIViewController {}\n",
            """
            final class ExtraViewController: UIViewController {
                override func viewDidLoad() { addChild(ExtraChildViewController()) }
            }
            final class ExtraChildViewController: UIViewController {}

            """,
            nil,
        ]
        for (round, edit) in edits.enumerated() {
            if let edit { try Data(edit.utf8).write(to: extra) } else { try? FileManager.default.removeItem(at: extra) }
            for arguments in [["list"], ["AppFlow"]] {
                let expected = try run(arguments + ["--dir", project.path, "--no-cache"])
                let results = ConcurrentBox()
                let group = DispatchGroup()
                for _ in 0..<4 {
                    DispatchQueue.global().async(group: group) {
                        results.append(try? runRxTree(arguments + ["--dir", project.path, "--cache-dir", cache.path]))
                    }
                }
                group.wait()
                XCTAssertEqual(results.values, Array(repeating: expected, count: 4), "round \(round) \(arguments)")
                XCTAssertEqual(try run(arguments + ["--dir", project.path, "--cache-dir", cache.path]), expected, "round \(round) \(arguments), warm")
            }
        }
        XCTAssertEqual(try cacheContents(cache), [FactsCache.fileName, GraphInputs.fileName, GraphMemo.fileName])
    }

    func testNoCacheWritesNothing() throws {
        let project = try copyFixture("RxFlowDemo")
        XCTAssertEqual(try run(["AppFlow", "--dir", project.path, "--no-cache"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent(".build").path))
        XCTAssertEqual(try run(["AppFlow", "--dir", project.path]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(".build/rxtree-cache/\(FactsCache.fileName)").path))
    }
}

/// Results gathered from concurrent work.
final class ConcurrentBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ProcessResult?] = []

    func append(_ value: ProcessResult?) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }

    var values: [ProcessResult?] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
