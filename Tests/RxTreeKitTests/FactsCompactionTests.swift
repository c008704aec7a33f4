import RxTreeKit
import XCTest

/// A scanned file's facts sit in storage of their size, with each long name stored once
/// (`FactsCompaction`): they are what a cold run keeps of every parsed file until the graph is built.
final class FactsCompactionTests: XCTestCase {
    private func scan(_ source: String) throws -> FileFacts {
        try XCTUnwrap(FileScanner.scan(path: "Features/Home/HomeViewController.swift", source: source, vocabulary: NavigationStyles.vocabulary))
    }

    func testArraysHoldNoUnusedCapacity() throws {
        // Nine members and nine calls: appending one by one leaves room for sixteen.
        let functions = (1...9).map { "    func step\($0)() { present(DetailViewController(), animated: true) }" }
        let calls = (1...9).map { "        present(DetailViewController\($0)(), animated: true)" }
        let facts = try scan("""
            final class HomeViewController: UIViewController {
            \(functions.joined(separator: "\n"))
                func showAll() {
            \(calls.joined(separator: "\n"))
                }
            }
            """)
        let type = try XCTUnwrap(facts.types.first)
        XCTAssertEqual(type.functions.count, 10)
        // The allocator may round a block up by a few bytes, never by a whole 120-byte function.
        XCTAssertLessThanOrEqual(type.functions.capacity, type.functions.count)
        let showAll = try XCTUnwrap(type.functions.last)
        XCTAssertEqual(showAll.body.calls.count, 9)
        XCTAssertLessThanOrEqual(showAll.body.calls.capacity, showAll.body.calls.count)
    }

    func testALongNameIsStoredOnceAFile() throws {
        let facts = try scan("""
            final class HomeViewController: UIViewController {
                func first(factory: HomeViewControllerFactory) {}
                func second(factory: HomeViewControllerFactory) {}
            }
            final class HomeViewControllerFactory {}
            """)
        let type = try XCTUnwrap(facts.types.first)
        let first = try XCTUnwrap(type.functions.first?.parameters.first?.type)
        let second = try XCTUnwrap(type.functions.last?.parameters.first?.type)
        let declared = try XCTUnwrap(facts.types.last?.name)
        XCTAssertEqual([first, second, declared], Array(repeating: "HomeViewControllerFactory", count: 3))
        XCTAssertEqual(storage(of: first), storage(of: second))
        XCTAssertEqual(storage(of: first), storage(of: declared))
        // The path of every location is the file's own.
        XCTAssertEqual(storage(of: type.location.path), storage(of: facts.path))
    }

    func testARepeatedValueIsStoredOnceAFile() throws {
        let facts = try scan("""
            final class HomeViewController: UIViewController {
                func first() { present(HomeDetailViewController(), animated: true) }
                func second() { present(HomeDetailViewController(), animated: false) }
                func third() { show(HomeDetailViewController(), sender: self) }
            }
            final class HomeDetailViewController: UIViewController {}
            """)
        let calls = try XCTUnwrap(facts.types.first?.functions.map(\.body.calls))
        let values = try calls.map { try XCTUnwrap($0.first?.firstArgument) }
        XCTAssertEqual(values.count, 3)
        guard case .call(nil, let name, []) = values[0] else { return XCTFail("\(values[0])") }
        XCTAssertEqual(name, "HomeDetailViewController")
        // One box for the three: an indirect enum's value is the box's address.
        XCTAssertEqual(MemoryLayout<ValueExpr>.size, MemoryLayout<UnsafeRawPointer>.size)
        XCTAssertEqual(bits(of: values[1]), bits(of: values[0]))
        XCTAssertEqual(bits(of: values[2]), bits(of: values[0]))
        // Its name is the declaration's.
        XCTAssertEqual(storage(of: name), storage(of: try XCTUnwrap(facts.types.last?.name)))
    }

    /// A scanning thread compacts every file it parses with one compaction: files share names and values.
    func testFilesScannedTogetherShareNamesAndValues() throws {
        let source = { (screen: String) in
            """
            final class \(screen): UIViewController {
                func next() { navigationController?.pushViewController(SharedDetailViewController(), animated: true) }
            }
            """
        }
        let scanned = FileScanner.scan(
            [("A/FirstViewController.swift", source("FirstViewController")), ("B/SecondViewController.swift", source("SecondViewController"))],
            vocabulary: NavigationStyles.vocabulary
        )
        let values = try scanned.map { facts in try XCTUnwrap(facts?.types.first?.functions.first?.body.calls.first?.firstArgument) }
        XCTAssertEqual(values.count, 2)
        guard case .call(nil, let first, []) = values[0], case .call(nil, let second, []) = values[1] else { return XCTFail("\(values)") }
        XCTAssertEqual(first, "SharedDetailViewController")
        XCTAssertEqual(bits(of: values[0]), bits(of: values[1]))
        XCTAssertEqual(storage(of: first), storage(of: second))
        // So do lists of labels.
        let labels = scanned.compactMap { $0?.types.first?.functions.first?.body.calls.first?.labels }
        XCTAssertEqual(labels.first, [nil, "animated"])
        XCTAssertEqual(labels.map { $0.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }.count, 2)
        XCTAssertEqual(labels.first?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }, labels.last?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
        // Each file's own path stays its own.
        XCTAssertNotEqual(scanned[0]?.path, scanned[1]?.path)
    }

    private func bits(of value: ValueExpr) -> [UInt8] {
        withUnsafeBytes(of: value) { Array($0) }
    }

    private func storage(of text: String) -> UnsafeRawPointer? {
        text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }
}
