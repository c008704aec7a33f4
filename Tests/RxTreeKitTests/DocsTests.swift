import Foundation
import RxTreeKit
import XCTest

/// The docs' examples are real output: each `$ rxtree ... --dir <fixture>` block in README.md and in every
/// page of docs/ must print exactly what the page shows below it (stdout, then stderr).
final class DocsTests: XCTestCase {
    private struct Example {
        var command: String
        var expected: String
    }

    /// README.md, then every docs/*.md, sorted.
    private func pages() throws -> [(name: String, text: String)] {
        let docs = packageRoot.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertFalse(names.isEmpty, "no pages in docs/")
        return try (["README.md"] + names.map { "docs/\($0)" }).map { name in
            (name, try String(contentsOf: packageRoot.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// Fenced blocks (``` or ````) that start at the beginning of a line and whose first line is `$ rxtree`
    /// with a `--dir`; a block without `--dir` (a sketch run in an app's folder) is not checked.
    private func examples(in markdown: String) -> [Example] {
        var examples: [Example] = []
        var fence: Substring?
        var block: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = fence {
                if line == open {
                    if let first = block.first, first.hasPrefix("$ rxtree "), first.contains(" --dir ") {
                        let output = block.dropFirst().prefix { !$0.hasPrefix("$ ") }
                        examples.append(Example(command: String(first.dropFirst(2)), expected: output.joined(separator: "\n") + "\n"))
                    }
                    fence = nil
                } else {
                    block.append(line)
                }
            } else if line.hasPrefix("```") {
                fence = line.prefix { $0 == "`" }
                block = []
            }
        }
        return examples
    }

    func testEveryExamplePrintsWhatItsPageShows() throws {
        var count = 0
        for page in try pages() {
            let examples = examples(in: page.text)
            XCTAssertFalse(examples.isEmpty, "no checked example found in \(page.name)")
            count += examples.count
            for example in examples {
                // The examples use no quoting: words are split on spaces.
                let arguments = example.command.split(separator: " ").dropFirst().map(String.init) + ["--no-cache"]
                let result = try runRxTree(arguments)
                XCTAssertEqual(result.stdout + result.stderr, example.expected, "\(page.name): \(example.command)")
            }
        }
        XCTAssertGreaterThanOrEqual(count, 30, "docs examples not found")
    }

    /// docs/checks.md's rules are `RxTree.rulesMarkdown()`, generated from the rule types; `make golden`
    /// writes them anew.
    func testChecksPageDescribesEveryRuleAsItsTypeDoes() throws {
        let url = packageRoot.appendingPathComponent("docs/checks.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        guard let start = page.range(of: "<!-- rules: generated -->\n"),
              let end = page.range(of: "<!-- end rules -->", range: start.upperBound..<page.endIndex) else {
            return XCTFail("docs/checks.md has no generated rules section")
        }
        let generated = RxTree.rulesMarkdown()
        if ProcessInfo.processInfo.environment["RXTREE_RECORD"] != nil {
            try (String(page[..<start.upperBound]) + generated + String(page[end.lowerBound...])).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(String(page[start.upperBound..<end.lowerBound]), generated, "docs/checks.md is stale: run `make golden`")
    }

    /// The settings table of docs/configuration.md lists exactly the keys `rxtree config` prints.
    func testSettingsTableListsEverySetting() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("| key | value | default |") }, "no settings table")
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        let documented = rows.map { row in
            // The first cell is the key in backticks: "| `max_levels` | ...".
            row.split(separator: "`", maxSplits: 2, omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? String(row)
        }
        XCTAssertEqual(Set(documented).count, documented.count, "a key is listed twice")

        let result = try runRxTree(["config", "--dir", "Fixtures/Config", "--no-cache"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let printed = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("-") }.compactMap { line in
            line.split(separator: ":", maxSplits: 1).first.map(String.init)
        }
        XCTAssertFalse(printed.isEmpty)
        XCTAssertEqual(Set(printed).subtracting(documented).sorted(), [], "printed by rxtree config, missing from the table")
        XCTAssertEqual(Set(documented).subtracting(printed).sorted(), [], "in the table, not printed by rxtree config")
    }

    /// README's brief exit-code table and docs/usage.md's full one list the same codes.
    func testExitCodeTablesAgree() throws {
        func codes(_ name: String) throws -> [String] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let header = lines.firstIndex(of: "| code | when |") else {
                XCTFail("no exit-code table in \(name)")
                return []
            }
            return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { row in
                row.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            }
        }
        let readme = try codes("README.md")
        XCTAssertEqual(readme, ["0", "1", "2", "64", "73", "74"])
        XCTAssertEqual(readme, try codes("docs/usage.md"))
    }
}
