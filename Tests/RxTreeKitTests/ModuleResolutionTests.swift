import Foundation
import RxTreeKit
import XCTest

/// Module-aware resolution through the pipeline: the graph memo follows the manifests, and a warm run
/// answers as a cold one.
final class ModuleResolutionTests: XCTestCase {
    private func copyOfFixture(_ name: String) throws -> URL {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent(name)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/Repositories/\(name)"), to: folder)
        return folder
    }

    func testAWarmRunPrintsWhatAColdRunPrints() throws {
        let folder = try copyOfFixture("Monorepo")
        let cold = try runRxTree(["--dir", folder.path, "--no-cache", "--format", "json"])
        let first = try runRxTree(["--dir", folder.path, "--format", "json"])
        let warm = try runRxTree(["--dir", folder.path, "--format", "json"])
        XCTAssertEqual(cold.status, 0, cold.stderr)
        XCTAssertEqual(first.stdout, cold.stdout)
        XCTAssertEqual(warm.stdout, cold.stdout)
        XCTAssertEqual(warm.stderr, cold.stderr)
        XCTAssertTrue(cold.stdout.contains("\"name\" : \"Shop.AppFlow\""), cold.stdout)
    }

    func testChangingAnXcodeProjectIsNotAnsweredFromTheGraphMemo() throws {
        let folder = try copyOfFixture("Monorepo")
        let project = folder.appendingPathComponent("Shop/Shop.xcodeproj/project.pbxproj")
        let before = try runRxTree(["Shop.AppFlow", "--dir", folder.path])
        XCTAssertEqual(before.status, 0, before.stderr)
        XCTAssertTrue(before.stderr.contains("Legacy/HomeFlow.swift: note:"), before.stderr)
        // A project file that no longer reads: no unbuilt files, a warning, and a new graph.
        try Data("// !$*UTF8*$!\n{ objects = {".utf8).write(to: project)
        let after = try runRxTree(["list", "--dir", folder.path])
        XCTAssertFalse(after.stderr.contains("Legacy/HomeFlow.swift: note:"), after.stderr)
        XCTAssertTrue(after.stderr.contains("Shop/Shop.xcodeproj/project.pbxproj"), after.stderr)
    }

    func testTheSameRunWithoutModulesMergesTheApps() throws {
        let merged = try runRxTree(["list", "--dir", "Fixtures/Repositories/Monorepo", "--no-modules", "--no-cache"])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertTrue(merged.stdout.contains(" AppFlow "), merged.stdout)
        XCTAssertFalse(merged.stdout.contains("Shop.AppFlow"), merged.stdout)
        XCTAssertTrue(merged.stderr.contains("'AppFlow' is also declared at"), merged.stderr)
    }
}
