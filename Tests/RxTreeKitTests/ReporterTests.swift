import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RxTreeKit
import XCTest

/// Each `--lint` reporter's exact bytes, on findings whose paths and messages need escaping.
final class ReporterTests: XCTestCase {
    /// Sorted; between them a comma, a colon, `%`, quotes, `<`, `&`, a line break, `\r\n` and non-ASCII.
    static let sample: [Finding] = [
        Finding(
            rule: "unhandled-step",
            location: SourceLocation(path: "App/AppFlow.swift", line: 12, column: 9),
            message: "step .login(user:) from \"LoginViewModel\" is dropped, 100% of the time"
        ),
        Finding(
            rule: "unreachable",
            location: SourceLocation(path: "App/AppFlow.swift", line: 40, column: 7),
            message: "Flow<A & B> 'Café' is unreachable\nfrom AppFlow"
        ),
        Finding(
            rule: "unused-step",
            location: SourceLocation(path: "App/Sign:In, Ünïcode/Steps.swift", line: 3, column: 10),
            message: "step .bye is neither emitted nor handled\r\n"
        ),
    ]

    /// Line breaks in a message are escaped, so each finding stays one line (issue 28).
    func testXcodePrintsOneDiagnosticLinePerFinding() {
        XCTAssertEqual(FindingReporter.xcode.render(Self.sample), """
            App/AppFlow.swift:12:9: warning: step .login(user:) from "LoginViewModel" is dropped, 100% of the time [unhandled-step]
            App/AppFlow.swift:40:7: warning: Flow<A & B> 'Café' is unreachable\\nfrom AppFlow [unreachable]
            App/Sign:In, Ünïcode/Steps.swift:3:10: warning: step .bye is neither emitted nor handled\\r\\n [unused-step]

            """)
        XCTAssertEqual(FindingReporter.xcode.render(Self.sample), Self.sample.map { $0.diagnostic.formatted + "\n" }.joined())
    }

    func testJSONIsASortedVersionedDocument() throws {
        let json = FindingReporter.json.render(Self.sample)
        XCTAssertEqual(json, #"""
            {
              "findings" : [
                {
                  "column" : 9,
                  "line" : 12,
                  "message" : "step .login(user:) from \"LoginViewModel\" is dropped, 100% of the time",
                  "path" : "App/AppFlow.swift",
                  "rule" : "unhandled-step"
                },
                {
                  "column" : 7,
                  "line" : 40,
                  "message" : "Flow<A & B> 'Café' is unreachable\nfrom AppFlow",
                  "path" : "App/AppFlow.swift",
                  "rule" : "unreachable"
                },
                {
                  "column" : 10,
                  "line" : 3,
                  "message" : "step .bye is neither emitted nor handled\r\n",
                  "path" : "App/Sign:In, Ünïcode/Steps.swift",
                  "rule" : "unused-step"
                }
              ],
              "formatVersion" : 1
            }

            """#)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(document["formatVersion"] as? Int, 1)
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["message"] as? String }, Self.sample.map(\.message))
        XCTAssertEqual(findings.compactMap { $0["path"] as? String }, Self.sample.map(\.location.path))
        XCTAssertEqual(findings.compactMap { $0["rule"] as? String }, Self.sample.map(\.rule.rawValue))
        XCTAssertEqual(findings.compactMap { $0["line"] as? Int }, [12, 40, 3])
        XCTAssertEqual(findings.compactMap { $0["column"] as? Int }, [9, 7, 10])
    }

    func testGitHubActionsEscapesPropertiesAndMessages() {
        XCTAssertEqual(FindingReporter.githubActions.render(Self.sample), """
            ::warning file=App/AppFlow.swift,line=12,col=9,title=rxtree unhandled-step::step .login(user:) from "LoginViewModel" is dropped, 100%25 of the time
            ::warning file=App/AppFlow.swift,line=40,col=7,title=rxtree unreachable::Flow<A & B> 'Café' is unreachable%0Afrom AppFlow
            ::warning file=App/Sign%3AIn%2C Ünïcode/Steps.swift,line=3,col=10,title=rxtree unused-step::step .bye is neither emitted nor handled%0D%0A

            """)
    }

    func testCheckstyleGroupsFindingsByFileAndEscapesAttributes() {
        XCTAssertEqual(FindingReporter.checkstyle.render(Self.sample), """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
                <file name="App/AppFlow.swift">
                    <error line="12" column="9" severity="warning" message="step .login(user:) from &quot;LoginViewModel&quot; is dropped, 100% of the time" source="rxtree.unhandled-step"/>
                    <error line="40" column="7" severity="warning" message="Flow&lt;A &amp; B&gt; &apos;Café&apos; is unreachable&#10;from AppFlow" source="rxtree.unreachable"/>
                </file>
                <file name="App/Sign:In, Ünïcode/Steps.swift">
                    <error line="3" column="10" severity="warning" message="step .bye is neither emitted nor handled&#13;&#10;" source="rxtree.unused-step"/>
                </file>
            </checkstyle>

            """)
    }

    func testCheckstyleReadsBackWithAnXMLParser() throws {
        let errors = try CheckstyleReader.errors(in: FindingReporter.checkstyle.render(Self.sample))
        XCTAssertEqual(errors.map(\.file), Self.sample.map(\.location.path))
        XCTAssertEqual(errors.map(\.message), Self.sample.map(\.message))
        XCTAssertEqual(errors.map(\.source), ["rxtree.unhandled-step", "rxtree.unreachable", "rxtree.unused-step"])
        XCTAssertEqual(errors.map(\.line), ["12", "40", "3"])
    }

    /// Characters XML 1.0 cannot hold at all still make a readable document.
    func testCheckstyleReplacesCharactersXMLForbids() throws {
        let finding = Finding(rule: "unreachable", location: SourceLocation(path: "A\u{1}.swift", line: 1, column: 1), message: "bell\u{7}\ttab")
        let errors = try CheckstyleReader.errors(in: FindingReporter.checkstyle.render([finding]))
        XCTAssertEqual(errors.map(\.file), ["A\u{FFFD}.swift"])
        XCTAssertEqual(errors.map(\.message), ["bell\u{FFFD}\ttab"])
    }

    func testNoFindingsPrintNothingOrAnEmptyDocument() throws {
        XCTAssertEqual(FindingReporter.xcode.render([]), "")
        XCTAssertEqual(FindingReporter.githubActions.render([]), "")
        let json = FindingReporter.json.render([])
        XCTAssertEqual(json, "{\n  \"findings\" : [\n\n  ],\n  \"formatVersion\" : 1\n}\n")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual((document["findings"] as? [Any])?.count, 0)
        XCTAssertEqual(FindingReporter.checkstyle.render([]), """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
            </checkstyle>

            """)
        XCTAssertEqual(try CheckstyleReader.errors(in: FindingReporter.checkstyle.render([])), [])
    }

    /// The names `--reporter` accepts.
    func testReporterNames() {
        XCTAssertEqual(FindingReporter.allCases.map(\.rawValue), ["xcode", "json", "github-actions", "checkstyle"])
    }
}

/// The `<error>`s of a checkstyle document, each with its `<file>`'s name, as an XML parser reads them.
private final class CheckstyleReader: NSObject, XMLParserDelegate {
    struct Error: Equatable {
        var file: String
        var line: String
        var message: String
        var source: String
    }

    private var file = ""
    private var errors: [Error] = []

    static func errors(in document: String) throws -> [Error] {
        let reader = CheckstyleReader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        return reader.errors
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "file":
            file = attributes["name"] ?? ""
        case "error":
            errors.append(Error(
                file: file, line: attributes["line"] ?? "", message: attributes["message"] ?? "", source: attributes["source"] ?? ""
            ))
        default:
            break
        }
    }
}
