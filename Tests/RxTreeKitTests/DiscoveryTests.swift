import Foundation
import RxTreeKit
import XCTest

/// Which files are read: sorted, excluded folders skipped, links followed once.
final class DiscoveryTests: XCTestCase {
    private func write(_ relative: String, in root: URL, _ text: String = "") throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testSortedRecursiveAndSkipsBuildDependencyAndHiddenFolders() throws {
        let root = try makeTemporaryDirectory(self)
        for path in [
            "b.swift", "A.swift", "Sub/z.swift", "Sub/Deeper/a.swift", "notes.md",
            ".git/x.swift", ".build/y.swift", ".build-release/y.swift", "Pods/P.swift", "Carthage/C.swift",
            "DerivedData/D.swift", "node_modules/n.swift", ".hidden/h.swift", "App/.swiftpm/s.swift",
        ] {
            try write(path, in: root)
        }
        // A folder named like a Swift file is not a file.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        let result = SourceDiscovery.swiftFiles(in: root.path)
        XCTAssertEqual(result.files.map(\.path), ["A.swift", "Sub/Deeper/a.swift", "Sub/z.swift", "b.swift"])
        XCTAssertEqual(result.diagnostics, [])
    }

    func testSymbolicLinkLoopsAndAliasesAreVisitedOnce() throws {
        let root = try makeTemporaryDirectory(self)
        try write("Sources/Real.swift", in: root)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Sources/Loop").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Sources/Alias.swift").path, withDestinationPath: "Real.swift")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Sources/Gone.swift").path, withDestinationPath: "Missing.swift")
        let result = SourceDiscovery.swiftFiles(in: root.path)
        XCTAssertEqual(result.files.map(\.path), ["Sources/Alias.swift"])
        XCTAssertEqual(result.diagnostics.map(\.formatted), ["Sources/Gone.swift: warning: broken symbolic link; skipped"])
    }

    /// Folders are listed a depth at a time on every core, but which path of a file or folder reached twice is
    /// kept is still the depth-first walk's: a folder's own files before its subfolders, in name order, and a
    /// folder kept where a listing first met it.
    func testTheFirstPathOfADepthFirstWalkWinsWhateverItsDepth() throws {
        let root = try makeTemporaryDirectory(self)
        try write("A/Deep/Shared/x.swift", in: root)
        try write("A/Deep/y.swift", in: root)
        let manager = FileManager.default
        // A file met at the top before its folder's walk: the link is the path kept.
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("C.swift").path, withDestinationPath: "A/Deep/y.swift")
        XCTAssertEqual(SourceDiscovery.swiftFiles(in: root.path).files.map(\.path), ["A/Deep/Shared/x.swift", "C.swift"])
        // A folder linked at depth 1 and reached again at depth 3: the top folder's listing met it first.
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("B").path, withDestinationPath: "A/Deep/Shared")
        XCTAssertEqual(SourceDiscovery.swiftFiles(in: root.path).files.map(\.path), ["B/x.swift", "C.swift"])
        // Linked at depth 3 and reached at depth 2 first (`A/Deep` before `A/Link`): the link's path is not kept.
        try manager.removeItem(atPath: root.appendingPathComponent("B").path)
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("A/Deep/Shared/Up").path, withDestinationPath: "../../Deep")
        XCTAssertEqual(SourceDiscovery.swiftFiles(in: root.path).files.map(\.path), ["A/Deep/Shared/x.swift", "C.swift"])
    }

    func testConcurrentScanMatchesScanningOneFileAtATime() throws {
        let directory = packageRoot.appendingPathComponent("Fixtures/RxFlowDemo").path
        let files = SourceDiscovery.swiftFiles(in: directory).files
        let concurrent = SelectiveScan.run(files, options: ScanOptions(skipUnrelatedFiles: false))
        let sequential = files.compactMap { file -> FileFacts? in
            guard let bytes = FileManager.default.contents(atPath: file.absolutePath),
                  case .scanned(let facts) = FileScanner.scan(path: file.path, bytes: Array(bytes), vocabulary: NavigationStyles.vocabulary) else { return nil }
            return facts
        }
        XCTAssertEqual(concurrent.facts, sequential)
        XCTAssertEqual(concurrent.facts.count, files.count)
    }

    func testRepeatedRunsPrintTheSameBytes() throws {
        let arguments = ["AppFlow", "--dir", "Fixtures/RxFlowDemo"]
        let first = try runRxTree(arguments)
        for _ in 0..<3 {
            XCTAssertEqual(try runRxTree(arguments), first)
        }
    }
}
