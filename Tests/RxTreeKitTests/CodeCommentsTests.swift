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

    func testCommentsAreFoundWhereSwiftHasThem() {
        XCTAssertEqual(comments("let a = 1 // one\nlet b = 2"), ["// one"])
        XCTAssertEqual(comments("/* a /* nested */ b */x // end"), ["/* a /* nested */ b */", "// end"])
        XCTAssertEqual(comments("let s = \"http://x\" // real"), ["// real"])
        XCTAssertEqual(comments("let s = #\"raw // \"not\" /* */\"# // real"), ["// real"])
        XCTAssertEqual(comments("let s = \"\"\"\n// in a string\n\"\"\"\n// after"), ["// after"])
        XCTAssertEqual(comments("let s = \"\\(f(/* in code */ 1)) // text\" // after"), ["/* in code */", "// after"])
        XCTAssertEqual(comments("x /* never closed // Flow"), [])
        XCTAssertEqual(comments(""), [])
    }

    func testTheCommentAroundAnOffsetEndsWhereItsRangeEnds() {
        let bytes = Array("a // b\nc /* d */ e".utf8)
        let comments = bytes.withUnsafeBufferPointer { CodeComments($0) }
        XCTAssertEqual((0..<bytes.count).map { comments.end(ofCommentAround: $0) }, [
            nil, nil, 6, 6, 6, 6, nil, nil, nil, 16, 16, 16, 16, 16, 16, 16, nil, nil,
        ])
    }

    /// Every comment swift-syntax finds in code that parses without error, and no other, on every fixture
    /// file: what the filter passes over is never code.
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
            XCTAssertEqual(bytes.withUnsafeBufferPointer { CodeComments($0).ranges }, expected, path)
            compared += 1
            if !expected.isEmpty { commented += 1 }
        }
        XCTAssertGreaterThan(compared, 400, "\(compared) compared")
        XCTAssertGreaterThan(commented, 300, "\(commented) with comments")
    }
}
