import Foundation
import XCTest

/// The README's examples are real output: each `$ rxtree ... --dir <fixture>` block must print exactly
/// what the README shows below it (stdout, then stderr).
final class DocsTests: XCTestCase {
    private struct Example {
        var command: String
        var expected: String
    }

    /// Fenced blocks (``` or ````) whose first line is `$ rxtree` with a `--dir`: the intro's sample,
    /// which leaves `--dir` out, is the same tree as the `--style classic` one checked here.
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

    func testEveryReadmeExamplePrintsWhatTheReadmeShows() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = examples(in: readme)
        XCTAssertGreaterThanOrEqual(examples.count, 8, "README examples not found")
        for example in examples {
            // The examples use no quoting: words are split on spaces.
            let arguments = example.command.split(separator: " ").dropFirst().map(String.init) + ["--no-cache"]
            let result = try runRxTree(arguments)
            XCTAssertEqual(result.stdout + result.stderr, example.expected, example.command)
        }
    }
}
