import Foundation
import XCTest

/// The differential tester (Fuzz/rxprojects) against the real binary: small generated projects whose edges
/// are known by construction, printed exactly, cold, with --no-skip, from a warm cache and after edits.
final class DifferentialTests: XCTestCase {
    func testGeneratedProjectsPrintTheirTrueEdgesColdWarmAndAfterEdits() throws {
        let rxtree = productsDirectory.appendingPathComponent("rxtree")
        let result = try runTester(["--rxtree", rxtree.path, "--seeds", "1..25", "--edits", "3"])
        XCTAssertEqual(result.status, 0, "the differential tester failed:\n\(result.stdout)\(result.stderr)")
        let summary = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(summary.hasPrefix("rxprojects: 25 seeds passed, 3 edits each ("), result.stdout)
    }

    /// The tester can fail: an "rxtree" that prints one edge to the wrong node is caught, with the seed, the
    /// edges that differ and a minimised project on disk.
    func testAToolThatLosesAnEdgeIsReportedWithItsSeed() throws {
        let folder = try makeTemporaryDirectory(self)
        let real = productsDirectory.appendingPathComponent("rxtree").path
        // GNU sed: only the first edge's target is renamed, so one edge is lost and a wrong one appears.
        let script = """
            #!/bin/sh
            "\(real)" "$@" | sed '0,/"to" : /s/"to" : "[^"]*"/"to" : "LostViewController"/'
            """
        let (result, keep) = try runTester(withFake: script, in: folder)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains {
            $0.hasPrefix("  cold (--no-cache): unexpected edge ") && $0.hasSuffix(" -> LostViewController")
        }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  cold (--no-cache): missing edge   ") }, result.stdout)
        XCTAssertEqual(lines.last?.hasPrefix("rxprojects: 1 of 1 seeds failed: 4 ("), true, result.stdout)
        let repro = keep.appendingPathComponent("seed-4-failure")
        XCTAssertTrue(lines.contains("  minimised project: \(repro.path)"), result.stdout)
        // Minimised: one edge is all the fake needs to fail, so one edge is left.
        let notes = try String(contentsOf: repro.appendingPathComponent("REPRO.txt"), encoding: .utf8)
        let expected = notes.components(separatedBy: "\n\n")
            .first { $0.hasPrefix("expected edges") }?.split(separator: "\n").dropFirst()
        XCTAssertEqual(expected?.count, 1, notes)
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: repro.appendingPathComponent("project/App/AppFlow.swift").path), "no minimised project")
    }

    /// The accounting is asserted: an "rxtree" whose `lint --explain` leaves one navigation call without an
    /// outcome fails the seed, with the warning it printed and a minimised project.
    func testANavigationCallWithoutAnOutcomeIsReportedWithItsSeed() throws {
        let folder = try makeTemporaryDirectory(self)
        let real = productsDirectory.appendingPathComponent("rxtree").path
        // The tree runs are the real binary's; lint's total says 1 unaccounted, with a "no outcome" warning.
        let script = """
            #!/bin/sh
            if [ "$1" = lint ]; then
                "\(real)" "$@" 2>&1 >/dev/null | sed 's/, 0 unaccounted$/, 1 unaccounted/' >&2
                echo "App/AppFlow.swift:1:1: warning: a navigation call with no outcome" >&2
                exit 2
            fi
            exec "\(real)" "$@"
            """
        let (result, keep) = try runTester(withFake: script, in: folder)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains {
            $0.hasPrefix("  accounting (lint --explain): 1 of ") && $0.hasSuffix(" navigation calls unaccounted")
        }, result.stdout)
        XCTAssertTrue(lines.contains(
            "  accounting (lint --explain): App/AppFlow.swift:1:1: warning: a navigation call with no outcome"),
            result.stdout)
        XCTAssertEqual(lines.last?.hasPrefix("rxprojects: 1 of 1 seeds failed: 4 ("), true, result.stdout)
        let repro = keep.appendingPathComponent("seed-4-failure")
        XCTAssertTrue(lines.contains("  minimised project: \(repro.path)"), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: repro.appendingPathComponent("project/App/AppFlow.swift").path), "no minimised project")
    }

    /// Runs seed 4 without edits on a fake `rxtree` (`script`), which must fail it: the result, checked to
    /// start with the seed's failure, and where the minimised project was kept.
    private func runTester(withFake script: String, in folder: URL) throws -> (ProcessResult, URL) {
        let fake = folder.appendingPathComponent("rxtree")
        try Data((script + "\n").utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let keep = folder.appendingPathComponent("keep")
        let result = try runTester(["--rxtree", fake.path, "--seeds", "4..4", "--edits", "0", "--keep", keep.path])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").first.map(String.init), "FAIL seed 4: generated project")
        return (result, keep)
    }

    /// Runs `python3 -m rxprojects` from Fuzz/, as `make fuzz-projects` does.
    private func runTester(_ arguments: [String]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "rxprojects"] + arguments
        process.currentDirectoryURL = packageRoot.appendingPathComponent("Fuzz")
        // One pipe for both: the runner writes only stdout, so anything on stderr is a Python error to show.
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(stdout: String(decoding: data, as: UTF8.self), stderr: "",
                             status: process.terminationStatus)
    }
}
