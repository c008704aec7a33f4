import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RxTreeKit
import XCTest

/// A file name with what ends a JSON string, an XML attribute, a GitHub Actions property or command (`"`,
/// `&`, `<`, `%`, `:`, `,`, a line break) and a terminal escape sequence: each format's output reads back
/// with a real parser (JSONSerialization, XMLParser, the runner's unescaping, Graphviz's dot) to the one path.
final class InjectionTests: XCTestCase {
    private let path = "Odd\"&<%::,\n\u{1B}[2J.swift"

    /// A flow in the odd file whose step `.lost` nothing emits: a finding located there.
    private func project() throws -> URL {
        let root = try makeTemporaryDirectory(self)
        let flow = """
            enum OddStep: Step { case home, lost }
            final class OddFlow: Flow {
                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? OddStep else { return .none }
                    switch step {
                    case .home: return .one(flowContributor: .contribute(withNextPresentable: HomeViewController()))
                    case .lost: return .none
                    }
                }
            }
            final class HomeViewController: UIViewController {}

            """
        try Data(flow.utf8).write(to: root.appendingPathComponent(path))
        return root
    }

    private func lint(_ reporter: String, in root: URL) throws -> String {
        let result = try runRxTree(["lint", "--reporter", reporter, "--dir", root.path, "--no-cache"])
        XCTAssertEqual(result.status, 2, result.stderr)
        return result.stdout
    }

    func testJSONReportsReadBackToThePath() throws {
        let root = try project()
        let report = try JSONSerialization.jsonObject(with: Data(try lint("json", in: root).utf8)) as? [String: Any]
        let files = (report?["findings"] as? [[String: Any]])?.compactMap { $0["path"] as? String } ?? []
        XCTAssertFalse(files.isEmpty)
        XCTAssertEqual(Set(files), [path])
        let tree = try runRxTree(["OddFlow", "--format", "json", "--locations", "--dir", root.path, "--no-cache"])
        let document = try JSONSerialization.jsonObject(with: Data(tree.stdout.utf8)) as? [String: Any]
        let nodes = document?["nodes"] as? [[String: Any]] ?? []
        XCTAssertEqual(Set(nodes.compactMap { $0["file"] as? String }), [path])
    }

    func testCheckstyleReadsBackAsXML() throws {
        let root = try project()
        let report = try lint("checkstyle", in: root)
        let parser = XMLParser(data: Data(report.utf8))
        let names = FileNames()
        parser.delegate = names
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") in\n\(report)")
        // XML 1.0 cannot hold an ESC at all, not even as a character reference: it becomes U+FFFD.
        XCTAssertEqual(names.files, [path.replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}")])
    }

    func testGitHubActionsCommandsStayOneLineAndUnescapeToThePath() throws {
        let root = try project()
        let report = try lint("github-actions", in: root)
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            XCTAssertTrue(line.hasPrefix("::warning file="), String(line))
            XCTAssertFalse(line.unicodeScalars.contains { $0.properties.generalCategory == .control }, String(line))
            // The runner's unescaping of a property, up to the first `,` (the next property).
            let property = line.dropFirst("::warning file=".count).prefix { $0 != "," }
            var file = String(property)
            for (escaped, plain) in [("%0A", "\n"), ("%0D", "\r"), ("%3A", ":"), ("%2C", ","), ("%25", "%")] {
                file = file.replacingOccurrences(of: escaped, with: plain)
            }
            // Line breaks go through the runner's own escaping; the escape sequence is shown as Swift writes it.
            XCTAssertEqual(file, path.replacingOccurrences(of: "\u{1B}", with: "\\u{1b}"))
        }
    }

    func testDotReadsBackWithGraphviz() throws {
        guard let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("Graphviz's dot is not installed (make test-deps installs it)")
        }
        let root = try makeTemporaryDirectory(self)
        // A raw identifier (Swift 6) may hold what ends a DOT string or a mermaid label.
        let source = """
            final class `Odd "Flow" \\ <&>`: Flow {
                func navigate(to step: Step) -> FlowContributors { .one(flowContributor: .contribute(withNextPresentable: HomeViewController())) }
            }
            final class HomeViewController: UIViewController {}

            """
        try Data(source.utf8).write(to: root.appendingPathComponent("App.swift"))
        let graph = try runRxTree(["--format", "dot", "--dir", root.path, "--no-cache"])
        XCTAssertEqual(graph.status, 0, graph.stderr)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tcanon"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        input.fileHandleForWriting.write(Data(graph.stdout.utf8))
        try input.fileHandleForWriting.close()
        let canonical = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, graph.stdout)
        XCTAssertTrue(canonical.contains("HomeViewController"), canonical)
        XCTAssertTrue(graph.stdout.contains(#""Odd \"Flow\" \\ <&>""#), graph.stdout)
    }
}

/// The `name` attribute of every checkstyle `<file>` element.
private final class FileNames: NSObject, XMLParserDelegate {
    var files: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "file", let name = attributes["name"] { files.append(name) }
    }
}
