import Foundation
import XCTest

/// Swift seeds its hashing anew in every process, so code that reads a dictionary or a set in its order
/// prints output that changes from run to run (the event locations `EventWiring` kept were one such case).
/// Every fixture project, run with hashing seeded at zero and with a seed of the process's own: the same
/// tree, list and findings, byte for byte.
final class DeterminismTests: XCTestCase {
    func testEveryFixturePrintsTheSameWhateverTheHashSeed() throws {
        let fixtures = packageRoot.appendingPathComponent("Fixtures")
        var projects: [URL] = []
        for folder in try subfolders(of: fixtures) {
            projects.append(folder)
            projects += try subfolders(of: folder)
        }
        var differences: [String] = []
        for project in projects {
            let name = project.path.dropFirst(fixtures.path.count + 1)
            for arguments in [
                ["--format", "json"], ["list"], ["lint", "--reporter", "json"],
            ] {
                let run = arguments + ["--no-cache", "--dir", project.path]
                let seededAtZero = try runRxTree(run, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
                // Two seeds of their own: two items of a set come out in either order half the time.
                for _ in 0..<2 where try runRxTree(run) != seededAtZero {
                    differences.append("\(name): rxtree \(arguments.joined(separator: " "))")
                    break
                }
            }
        }
        XCTAssertGreaterThan(projects.count, 50, "fewer fixture projects than expected")
        XCTAssertEqual(differences, [])
    }

    /// Classes inheriting each other (invalid Swift, as in the middle of an edit): `A` inherits `B`, and `B`
    /// inherits `A` and adopts `Flow` (or a project `…Coordinator` protocol), so both are flows (coordinators).
    /// The graph asks about classes in the order of a dictionary, which a process's own hash seed sets: each
    /// of 16 rings is entered at either class, and every ring's two classes are nodes all the same. Before,
    /// the class asked second read the first as no flow, and one run in two lost a node of a given ring.
    func testClassesInheritingEachOtherGetOneAnswerWhicheverIsAskedFirst() throws {
        let rings = 0..<16
        var source = "import UIKit\nimport RxFlow\nprotocol AppCoordinator: AnyObject {}\n"
        for ring in rings {
            source += """
                class A\(ring)Flow: B\(ring)Flow {}
                class B\(ring)Flow: A\(ring)Flow, Flow {
                  var root: Presentable { UIViewController() }
                  func navigate(to step: Step) -> FlowContributors { .none }
                }
                class A\(ring)Coordinator: B\(ring)Coordinator {}
                class B\(ring)Coordinator: A\(ring)Coordinator, AppCoordinator {}

                """
        }
        let directory = try makeTemporaryDirectory(self)
        try Data(source.utf8).write(to: directory.appendingPathComponent("Rings.swift"))
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ prefix: String) -> Int { (lines.firstIndex { $0.hasPrefix(prefix) } ?? -1) + 1 }
        let nodes = rings.flatMap { ring in
            ["A\(ring)Coordinator", "A\(ring)Flow", "B\(ring)Coordinator", "B\(ring)Flow"]
        }.sorted()
        let kind = { (name: String) in name.hasSuffix("Flow") ? "flow" : "coordinator" }
        let width = nodes.map(\.count).max() ?? 0
        let expected = nodes.map { name in
            "\(kind(name).padding(toLength: 11, withPad: " ", startingAt: 0))  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  Rings.swift:\(line("class \(name):"))\n"
        }.joined()
        let warnings = rings.flatMap { ring in ["Coordinator", "Flow"].map { suffix in (ring, suffix) } }
            .sorted { line("class A\($0.0)\($0.1):") < line("class A\($1.0)\($1.1):") }
            .map { ring, suffix in
                "Rings.swift:\(line("class A\(ring)\(suffix):")):7: warning: class 'A\(ring)\(suffix)' inherits from itself through 2 classes "
                    + "('A\(ring)\(suffix)' -> 'B\(ring)\(suffix)'); their superclasses are ignored\n"
            }.joined()
        for _ in 0..<3 {
            let result = try runRxTree(["list", "--dir", directory.path, "--no-cache"])
            XCTAssertEqual(result.stdout, expected)
            XCTAssertEqual(result.stderr, warnings)
            XCTAssertEqual(result.status, 0)
        }
    }

    /// Folders, in name order, leaving out hidden ones (a fixture package's own `.build`).
    private func subfolders(of folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { !$0.lastPathComponent.hasPrefix(".") && (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.path < $1.path }
    }
}
