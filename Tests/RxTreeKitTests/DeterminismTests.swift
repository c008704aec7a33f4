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

    /// Folders, in name order, leaving out hidden ones (a fixture package's own `.build`).
    private func subfolders(of folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { !$0.lastPathComponent.hasPrefix(".") && (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.path < $1.path }
    }
}
