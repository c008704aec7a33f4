import RxTreeKit
import SwiftParser
import SwiftSyntax
import XCTest

/// The comments the byte filter passes over: found by the scan of code, so a `//` in a string opens none.
final class CodeCommentsTests: XCTestCase {
    private func comments(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { CodeComments($0).ranges }.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    func testCommentsThatBeginTheirLineAreFoundWhereSwiftHasThem() {
        XCTAssertEqual(comments("// one\nlet a = 1 // after code\n  /// doc\n"), ["// one", "/// doc"])
        XCTAssertEqual(comments("/* a /* nested */ b */x\n\t// end"), ["/* a /* nested */ b */", "// end"])
        XCTAssertEqual(comments("let s = \"http://x\"\n// real"), ["// real"])
        XCTAssertEqual(comments("let s = #\"raw // \"not\" /* */\"#\n// real"), ["// real"])
        XCTAssertEqual(comments("let s = \"\"\"\n// in a string\n\"\"\"\n// after"), ["// after"])
        XCTAssertEqual(comments("let s = \"\\(f(/* in code */ 1)) // text\"\n// after"), ["// after"])
        // A regex literal's `//` is taken for a comment, after code: not counted, so the code stays code.
        XCTAssertEqual(comments("let r = /https:\\/\\// ; let flow = HomeFlow()"), [])
        XCTAssertEqual(comments("x\r\n// crlf"), ["// crlf"])
        XCTAssertEqual(comments("/* never closed // Flow"), [])
        XCTAssertEqual(comments(""), [])
    }

    func testTheCommentAroundAnOffsetEndsWhereItsRangeEnds() {
        let bytes = Array("// b\nc\n/* d */ e".utf8)
        let comments = bytes.withUnsafeBufferPointer { CodeComments($0) }
        XCTAssertEqual((0..<bytes.count).map { comments.end(ofCommentAround: $0) }, [
            4, 4, 4, 4, nil, nil, nil, 14, 14, 14, 14, 14, 14, 14, nil, nil,
        ])
    }

    /// Every comment beginning its line that swift-syntax finds in code that parses without error, and no other, on
    /// every fixture file: what the filter passes over is never code.
    func testTheCommentsAreSwiftSyntaxsOnEveryFixture() throws {
        var files = SourceDiscovery.swiftFiles(in: packageRoot.appendingPathComponent("Fixtures").path).files.map(\.absolutePath)
        files += SourceDiscovery.swiftFiles(in: packageRoot.appendingPathComponent("Fuzz/corpus").path).files.map(\.absolutePath)
        var compared = 0
        var commented = 0
        for path in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            // rxtree reads valid UTF-8 only.
            guard String(validating: bytes, as: UTF8.self) != nil else { continue }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            guard !tree.hasError else { continue }
            var expected: [Range<Int>] = []
            for token in tree.tokens(viewMode: .sourceAccurate) {
                var offset = token.position.utf8Offset
                for piece in token.leadingTrivia {
                    if piece.isComment { expected.append(offset..<(offset + piece.sourceLength.utf8Length)) }
                    offset += piece.sourceLength.utf8Length
                }
                offset = token.endPositionBeforeTrailingTrivia.utf8Offset
                for piece in token.trailingTrivia {
                    if piece.isComment { expected.append(offset..<(offset + piece.sourceLength.utf8Length)) }
                    offset += piece.sourceLength.utf8Length
                }
            }
            expected = expected.filter { comment in
                let line = bytes[..<comment.lowerBound].lastIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.map { $0 + 1 } ?? 0
                return bytes[line..<comment.lowerBound].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            }
            XCTAssertEqual(bytes.withUnsafeBufferPointer { CodeComments($0).ranges }, expected, path)
            compared += 1
            if !expected.isEmpty { commented += 1 }
        }
        XCTAssertGreaterThan(compared, 400, "\(compared) compared")
        XCTAssertGreaterThan(commented, 300, "\(commented) with comments")
    }
}
