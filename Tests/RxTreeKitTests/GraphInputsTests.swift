import RxTreeKit
import XCTest

/// How a run finds the entry a file had when the memo was built.
final class GraphInputsTests: XCTestCase {
    private func file(_ path: String, size: Int = 1) -> GraphInputs.File {
        GraphInputs.File(path: path, stamp: FileStamp(size: size, modifiedSeconds: 0, modifiedNanoseconds: 0), state: .filtered)
    }

    func testEntriesAreFoundWhereverAFileAddedOrDeletedMovedThem() {
        let before = ["A/a.swift", "A/b.swift", "B/c.swift", "B/d.swift", "C/e.swift"].map { file($0) }
        // A file added before `B/c.swift` moves the later ones one down; one deleted moves them up.
        let added = ["A/a.swift", "A/b.swift", "B/b2.swift", "B/c.swift", "B/d.swift", "C/e.swift"]
        var lookup = GraphInputs.Lookup(files: before)
        XCTAssertEqual(added.enumerated().map { lookup.entry(for: $1, at: $0)?.path }, ["A/a.swift", "A/b.swift", nil, "B/c.swift", "B/d.swift", "C/e.swift"])
        let deleted = ["A/a.swift", "B/c.swift", "B/d.swift", "C/e.swift"]
        lookup = GraphInputs.Lookup(files: before)
        XCTAssertEqual(deleted.enumerated().map { lookup.entry(for: $1, at: $0)?.path }, deleted)
        XCTAssertNil(lookup.entry(for: "A/b2.swift", at: 1))
        XCTAssertNil(lookup.entry(for: "D/f.swift", at: 5))
    }

    func testEntriesOutOfPathOrderAreFoundByTheirPath() {
        let before = ["C/e.swift", "A/a.swift", "B/c.swift"].map { file($0) }
        var lookup = GraphInputs.Lookup(files: before)
        XCTAssertEqual(["A/a.swift", "B/c.swift", "C/e.swift", "Z.swift"].enumerated().map { lookup.entry(for: $1, at: $0)?.path }, ["A/a.swift", "B/c.swift", "C/e.swift", nil])
    }

    func testSortedPathsFollowTheBytesOfTheirUTF8() {
        // `Z` (0x5A) before `a` (0x61), `é` (0xC3 0xA9) after both; a prefix before what extends it.
        let paths = ["A.swift", "Z.swift", "a.swift", "ab/c.swift", "é.swift"]
        XCTAssertTrue(SortedPaths.areSorted(paths))
        XCTAssertFalse(SortedPaths.areSorted(["a.swift", "Z.swift"]))
        XCTAssertEqual(paths.map { path in SortedPaths.position(of: path, among: paths.count) { paths[$0] } }, [0, 1, 2, 3, 4])
        XCTAssertNil(SortedPaths.position(of: "b.swift", among: paths.count) { paths[$0] })
        XCTAssertNil(SortedPaths.position(of: "A.swift", among: 0) { paths[$0] })
    }
}
