import RxTreeKit
import SwiftParser
import SwiftSyntax
import XCTest

/// Locations come from rxtree's own line table; they must be exactly swift-syntax's.
final class LineTableTests: XCTestCase {
    private func assertMatchesSwiftSyntax(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "Test.swift", tree: tree)
        let table = LineTable(bytes)
        for offset in 0...bytes.count {
            let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
            let actual = table.location(ofOffset: offset)
            XCTAssertEqual(actual.line, expected.line, "line at offset \(offset)", file: file, line: line)
            XCTAssertEqual(actual.column, expected.column, "column at offset \(offset)", file: file, line: line)
        }
    }

    func testEveryOffsetMatchesSourceLocationConverter() {
        assertMatchesSwiftSyntax("")
        assertMatchesSwiftSyntax("\n")
        assertMatchesSwiftSyntax("let a = 1\nlet b = 2\n")
        assertMatchesSwiftSyntax("let a = 1\r\nlet b = 2\r\n\r\n")
        assertMatchesSwiftSyntax("let a = 1\rlet b = 2\r\r\nlet c = 3")
        assertMatchesSwiftSyntax("// é and 🚀 count as UTF-8 bytes\nlet 名前 = \"ü\"\n    return")
        assertMatchesSwiftSyntax("/* a\r\n b\n c\r */ let x = \"\"\"\n  multi\r\n  line\n  \"\"\"\n")
    }

    func testEveryFixtureFileMatchesSourceLocationConverter() throws {
        let fixtures = packageRoot.appendingPathComponent("Fixtures/RxControllerExample").path
        for file in SourceDiscovery.swiftFiles(in: fixtures).files.prefix(5) {
            assertMatchesSwiftSyntax(try String(contentsOfFile: file.absolutePath, encoding: .utf8))
        }
    }
}
