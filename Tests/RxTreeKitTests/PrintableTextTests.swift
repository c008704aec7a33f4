import RxTreeKit
import XCTest

/// `escapingControlCharacters` at the edges of printable ASCII, where its byte test hands over to the
/// scalar test: everything printable comes back as it was, everything else that can act on a terminal
/// is escaped, and other non-ASCII text is kept.
final class PrintableTextTests: XCTestCase {
    func testPrintableASCIIComesBackUnchanged() {
        let printable = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        XCTAssertEqual(printable.escapingControlCharacters, printable)
    }

    func testEveryByteOutsidePrintableASCIIIsLookedAt() {
        XCTAssertEqual("a\u{1F}b".escapingControlCharacters, "a\\u{1f}b")
        XCTAssertEqual("a\u{7F}b".escapingControlCharacters, "a\\u{7f}b")
        XCTAssertEqual("a\u{85}b".escapingControlCharacters, "a\\u{85}b")
        XCTAssertEqual("a\u{202E}b".escapingControlCharacters, "a\\u{202e}b")
        XCTAssertEqual("\u{1B}[2J\n".escapingControlCharacters, "\\u{1b}[2J\\n")
    }

    func testOtherTextOutsideASCIIIsKept() {
        XCTAssertEqual("Écran d’accueil 画面".escapingControlCharacters, "Écran d’accueil 画面")
    }
}
