import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RxTreeKit
import XCTest

/// How a run finds the entry a file had when the memo was built.
final class GraphInputsTests: XCTestCase {
    private func file(_ path: String, size: Int = 1) -> GraphInputs.File {
        GraphInputs.File(path: path, stamp: FileStamp(size: size, modifiedSeconds: 0, modifiedNanoseconds: 0), state: .filtered)
    }

    /// Names are kept as the high half of their 64-bit FNV-1a, over their UTF-8 (worked out apart from rxtree),
    /// whether a name's bytes are stored in the string (short ones) or apart, ASCII or not.
    func testANameIsKeptAsTheHighHalfOfItsFNV1a() {
        XCTAssertEqual(GraphInputs.NameSet(["a"]).hashes, [0xAF63_DC4C])
        XCTAssertEqual(GraphInputs.NameSet(["CatalogSavedViewController.viewDidLoad"]).hashes, [0x9129_57C3])
        XCTAssertEqual(GraphInputs.NameSet(["Caf\u{E9}Flow"]).hashes, [0xC0F4_3292])
        XCTAssertEqual(GraphInputs.NameSet(["Cafe\u{301}Flow"]).hashes, [0x5991_FAFD])
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

    /// Where a string's bytes are: two strings that share them are one copy.
    private func storage(_ string: String) -> UnsafePointer<UInt8>? {
        string.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil
    }

    func testPathsReadBackAreTheDiscoveredFilesOwnStrings() throws {
        // Long enough to live on the heap, and made at run time, as discovery makes them.
        let names = ["Features/Home/HomeViewController.swift", "Features/Home/HomeViewModel.swift", "Features/Settings/SettingsFlow.swift"]
        let none = GraphInputs.NameSet(hashes: [])
        let inputs = GraphInputs(
            memoKey: 1, settings: 2, files: names.map { file($0) }, wantedNames: [], declaredNames: none, calledNames: none,
            missedNames: none, memberReadTypes: none, askedMembers: none, askedGlobals: none
        )
        let path = try makeTemporaryDirectory(self).appendingPathComponent(GraphInputs.fileName).path
        try inputs.save(to: path, identity: .library)
        let fresh = { (paths: [String]) in paths.map { String(decoding: Array($0.utf8), as: UTF8.self) } }
        // The same files, or one added before the last (its entry shifts): each entry's path is the discovered string.
        for discovered in [fresh(names), fresh([names[0], names[1], "Features/Settings/AboutViewController.swift", names[2]])] {
            let read = try XCTUnwrap(GraphInputs.load(from: path, identity: .library, paths: discovered))
            XCTAssertEqual(read.files.map(\.path), names)
            XCTAssertTrue(read.files.allSatisfy { entry in discovered.contains { storage($0) == storage(entry.path) } }, "\(discovered)")
        }
        // None given, or out of path order: read as written all the same.
        for discovered in [[], fresh(names.reversed())] {
            XCTAssertEqual(try XCTUnwrap(GraphInputs.load(from: path, identity: .library, paths: discovered)).files.map(\.path), names)
        }
    }

    func testPathsThatSpellACharacterDifferentlyAreTwoFiles() throws {
        // `é` as one scalar and as `e` with a combining accent: equal to Swift's `==`, two files on disk.
        let names = ["App/Cafe\u{301}.swift", "App/Caf\u{E9}.swift"]
        XCTAssertTrue(SortedPaths.areSorted(names))
        XCTAssertFalse(SortedPaths.sameBytes(names[0], names[1]))
        XCTAssertEqual(names.map { name in SortedPaths.position(of: name, among: names.count) { names[$0] } }, [0, 1])
        let none = GraphInputs.NameSet(hashes: [])
        let inputs = GraphInputs(
            memoKey: 1, settings: 2, files: names.enumerated().map { file($1, size: $0 + 1) }, wantedNames: [], declaredNames: none,
            calledNames: none, missedNames: none, memberReadTypes: none, askedMembers: none, askedGlobals: none
        )
        let path = try makeTemporaryDirectory(self).appendingPathComponent(GraphInputs.fileName).path
        try inputs.save(to: path, identity: .library)
        // Discovered with only the second: the first's entry keeps its own bytes, and each is found as itself.
        let read = try XCTUnwrap(GraphInputs.load(from: path, identity: .library, paths: [names[1]]))
        XCTAssertEqual(read.files.map { Array($0.path.utf8) }, names.map { Array($0.utf8) })
        var lookup = GraphInputs.Lookup(files: read.files)
        XCTAssertEqual(lookup.entry(for: names[1], at: 0)?.stamp.size, 2)
        XCTAssertEqual(lookup.entry(for: names[0], at: 1)?.stamp.size, 1)
    }

    func testTwoFilesWhosePathsSpellACharacterDifferentlyAreNeverCached() throws {
        let directory = try makeTemporaryDirectory(self)
        // Each declares a flow whose step nothing emits: a warning at each file's own path.
        let names = ["Cafe\u{301}Flow.swift", "Caf\u{E9}Flow.swift"]
        func write(_ name: String, _ type: String, _ extra: String = "") throws {
            let source = """
                import UIKit
                import RxFlow
                enum \(type)Step: Step { case open }
                final class \(type)Flow: Flow {
                    var root: Presentable { UIViewController() }
                    func navigate(to step: Step) -> FlowContributors {
                        guard let step = step as? \(type)Step else { return .none }
                        switch step { case .open: return .none }
                    }
                }
                \(extra)
                """
            // Written with the name's own bytes, as Foundation's paths may normalise them.
            let file = try XCTUnwrap(fopen(directory.path + "/" + name, "w"))
            fputs(source, file)
            fclose(file)
        }
        try write(names[0], "Menu")
        try write(names[1], "Order")
        let cache = try makeTemporaryDirectory(self)
        // Byte for byte: `==` on the strings would take the two spellings as one.
        func assertAsWithoutCache(_ message: String) throws {
            let expected = try runRxTree(["list", "--dir", directory.path, "--no-cache"])
            let cached = try runRxTree(["list", "--dir", directory.path, "--cache-dir", cache.path])
            XCTAssertEqual(Array(cached.stdout.utf8), Array(expected.stdout.utf8), message)
            XCTAssertEqual(Array(cached.stderr.utf8), Array(expected.stderr.utf8), message)
            XCTAssertEqual(cached.status, expected.status, message)
            XCTAssertTrue(expected.stderr.contains("spell a character differently (Unicode normalization); no cache is used while both exist"), expected.stderr)
            XCTAssertEqual(expected.stderr.components(separatedBy: "warning:").count, 3, expected.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path), [], message)
        }
        try assertAsWithoutCache("first run")
        try assertAsWithoutCache("second run")
        try write(names[1], "Order", "// edited")
        try assertAsWithoutCache("after an edit")
    }
}
