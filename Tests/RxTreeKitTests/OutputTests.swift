import Foundation
import RxTreeKit
import XCTest

/// Formats other tools read, and the file modes for build scripts and CI.
final class OutputTests: XCTestCase {
    func testJSONDecodesBackAndMatchesTheTextTree() throws {
        for fixture in GoldenTests.fixtures {
            let json = try runRxTree([fixture.root, "--dir", fixture.directory, "--format", "json"])
            XCTAssertEqual(json.status, 0, fixture.name)
            let document = try JSONDecoder().decode(JSONRenderer.Document.self, from: Data(json.stdout.utf8))
            XCTAssertEqual(document.formatVersion, 1)
            XCTAssertEqual(document.roots, [fixture.root])
            XCTAssertEqual(document.maxLevels, 10)

            // Every name printed in the text tree is a node, and every edge joins two nodes.
            let text = try runRxTree([fixture.root, "--dir", fixture.directory, "--charset", "ascii"])
            let printed = Set(text.stdout.split(separator: "\n").map { line in
                // A folded tree (the dense fixture) marks repeated subtrees (*); the names are the same.
                String(line.drop { "|`- ".contains($0) }).replacingOccurrences(of: " (cycle)", with: "").replacingOccurrences(of: " (*)", with: "")
            })
            let names = Set(document.nodes.map(\.name))
            XCTAssertEqual(names, printed, fixture.name)
            for edge in document.edges {
                XCTAssertTrue(names.contains(edge.from) && names.contains(edge.to), "\(fixture.name): \(edge)")
                XCTAssertFalse(edge.file.isEmpty)
                XCTAssertGreaterThan(edge.line, 0)
            }
        }
    }

    func testGraphvizRendersEveryFixture() throws {
        guard let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first(where: FileManager.default.isExecutableFile) else {
            XCTFail("Graphviz's dot is not installed; `make test` installs it with apt-get (package graphviz)")
            return
        }
        let directory = try makeTemporaryDirectory(self)
        for fixture in GoldenTests.fixtures {
            let graph = directory.appendingPathComponent("\(fixture.name).dot")
            let result = try runRxTree([fixture.root, "--dir", fixture.directory, "--format", "dot", "-o", graph.path])
            XCTAssertEqual(result.status, 0)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dot)
            process.arguments = ["-Tsvg", "-o", directory.appendingPathComponent("\(fixture.name).svg").path, graph.path]
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "dot rejected the graph of \(fixture.name)")
        }
    }

    func testOutputWritesAtomicallyAndLeavesAnUnchangedFileAlone() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("navigation.txt")
        let arguments = ["AppFlow", "--dir", "Fixtures/RxControllerExample", "-o", file.path]
        let first = try runRxTree(arguments)
        XCTAssertEqual(first, ProcessResult(stdout: "", stderr: "", status: 0))
        let expected = try runRxTree(["AppFlow", "--dir", "Fixtures/RxControllerExample"]).stdout
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), expected)

        // Backdate the file: an unchanged result must not touch it.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        XCTAssertEqual(try runRxTree(arguments).status, 0)
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        XCTAssertEqual(modified, past)

        // A changed result replaces it, and no temporary file is left behind.
        XCTAssertEqual(try runRxTree(arguments + ["--maxLevels", "2"]).status, 0)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8).split(separator: "\n").count, 5)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["navigation.txt"])
    }

    func testOutputIntoAMissingFolderFailsCleanly() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("missing/navigation.txt").path
        let result = try runRxTree(["AppFlow", "--dir", "Fixtures/RxControllerExample", "-o", file])
        XCTAssertEqual(result, ProcessResult(stdout: "", stderr: "error: cannot write '\(file)': No such file or directory\n", status: 1))
    }

    func testCheckPassesSilentlyAgainstAFreshFile() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("navigation.json").path
        let base = ["AppFlow", "--dir", "Fixtures/RxFlowDemo", "--format", "json", "--no-checks"]
        XCTAssertEqual(try runRxTree(base + ["--output", file]).status, 0)
        XCTAssertEqual(try runRxTree(base + ["--check", file]), ProcessResult(stdout: "", stderr: "", status: 0))
    }

    func testUnifiedDiffHunks() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...12).map { "line \($0)" }
        lines[1] = "changed 2"
        lines.insert("added", at: 11)
        let new = lines.joined(separator: "\n") + "\n"
        XCTAssertEqual(UnifiedDiff.diff(old: old, new: new, oldName: "a", newName: "b"), """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +changed 2
             line 3
             line 4
             line 5
            @@ -9,4 +9,5 @@
             line 9
             line 10
             line 11
            +added
             line 12

            """)
        XCTAssertEqual(UnifiedDiff.diff(old: old, new: old, oldName: "a", newName: "b"), "")
        XCTAssertEqual(UnifiedDiff.diff(old: "", new: "x\n", oldName: "a", newName: "b"), "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n")
    }
}
