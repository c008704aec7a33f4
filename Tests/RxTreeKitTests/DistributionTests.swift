import Foundation
import RxTreeKit
import XCTest

/// The artifact bundle (scripts/artifactbundle.py, run on the binary the tests use, so nothing is compiled)
/// and the Homebrew formula, which is checked without Ruby.
final class DistributionTests: XCTestCase {
    private struct BundleInfo: Decodable, Equatable {
        struct Artifact: Decodable, Equatable {
            var version: String
            var type: String
            var variants: [Variant]
        }

        struct Variant: Decodable, Equatable {
            var path: String
            var supportedTriples: [String]
        }

        var schemaVersion: String
        var artifacts: [String: Artifact]
    }

    private var rxtree: URL { productsDirectory.appendingPathComponent("rxtree") }

    /// The host's triple as SwiftPM names it, from the compiler's conditions rather than `uname` as the script does.
    private var hostTriple: String {
        #if os(Linux) && arch(x86_64)
        return "x86_64-unknown-linux-gnu"
        #elseif os(Linux) && arch(arm64)
        return "aarch64-unknown-linux-gnu"
        #elseif os(macOS) && arch(arm64)
        return "arm64-apple-macosx"
        #elseif os(macOS) && arch(x86_64)
        return "x86_64-apple-macosx"
        #else
        return "unknown"
        #endif
    }

    // MARK: Artifact bundle

    func testUnpackedBundleRunsLikeTheBuiltBinary() throws {
        let output = try makeTemporaryDirectory(self)
        // Stripped, as make artifactbundle does: the symbols are not needed to run.
        let made = try runBundleScript(["--binary", rxtree.path, "--strip", "--output", output.path])
        XCTAssertEqual(made.status, 0, made.stderr)
        let zip = output.appendingPathComponent("rxtree.artifactbundle.zip")
        XCTAssertEqual(made.stdout, try sha256(of: zip) + "\n", "the checksum .binaryTarget wants, alone on stdout")
        XCTAssertEqual(made.stderr, "wrote \(output.path)/rxtree.artifactbundle and \(zip.path) (rxtree \(RxTree.version); \(hostTriple))\n")

        let unpacked = try unzip(zip)
        let info = try bundleInfo(in: unpacked)
        let folder = "rxtree-\(RxTree.version)-\(hostTriple)"
        XCTAssertEqual(info, BundleInfo(schemaVersion: "1.0", artifacts: [
            "rxtree": .init(version: RxTree.version, type: "executable", variants: [
                .init(path: "\(folder)/bin/rxtree", supportedTriples: [hostTriple]),
            ]),
        ]))
        XCTAssertEqual(try entries(of: unpacked), ["info.json", folder, "\(folder)/bin", "\(folder)/bin/rxtree"])

        let bundled = unpacked.appendingPathComponent("\(folder)/bin/rxtree")
        XCTAssertLessThan(try fileSize(bundled), try fileSize(rxtree))
        XCTAssertEqual(try runRxTree(["--version"], executable: bundled), ProcessResult(stdout: RxTree.version + "\n", stderr: "", status: 0))
        let arguments = ["AppFlow", "--dir", "Fixtures/RxControllerExample", "--no-cache"]
        let expected = try runRxTree(arguments)
        XCTAssertEqual(expected.status, 0)
        XCTAssertTrue(expected.stdout.hasPrefix("AppFlow\n"), expected.stdout)
        XCTAssertEqual(try runRxTree(arguments, executable: bundled), expected)
    }

    func testZipIsReproducibleAndCarriesTheManPage() throws {
        let scratch = try makeTemporaryDirectory(self)
        let manPage = scratch.appendingPathComponent("rxtree.1")
        try Data(".TH RXTREE 1\n".utf8).write(to: manPage)
        let first = try runBundleScript(["--binary", rxtree.path, "--man", manPage.path, "--output", scratch.appendingPathComponent("a").path])
        let second = try runBundleScript(["--binary", rxtree.path, "--man", manPage.path, "--output", scratch.appendingPathComponent("b").path])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(first.stdout.count, 65)
        XCTAssertEqual(first.stdout, second.stdout, "same binary and man page, same checksum")

        let unpacked = try unzip(scratch.appendingPathComponent("a/rxtree.artifactbundle.zip"))
        let man = unpacked.appendingPathComponent("rxtree-\(RxTree.version)-\(hostTriple)/share/man/man1/rxtree.1")
        XCTAssertEqual(try String(contentsOf: man, encoding: .utf8), ".TH RXTREE 1\n")
    }

    /// A macOS bundle made on a Mac is merged into the Linux one: one zip, one variant per platform.
    func testMergeAddsAnotherPlatformsVariant() throws {
        let scratch = try makeTemporaryDirectory(self)
        let mac = scratch.appendingPathComponent("mac")
        let macTriples = ["arm64-apple-macosx", "x86_64-apple-macosx"]
        let macMade = try runBundleScript(["--binary", rxtree.path, "--output", mac.path] + macTriples.flatMap { ["--triple", $0] })
        XCTAssertEqual(macMade.status, 0, macMade.stderr)
        let macZip = mac.appendingPathComponent("rxtree.artifactbundle.zip").path

        let all = scratch.appendingPathComponent("all")
        let merged = try runBundleScript(["--binary", rxtree.path, "--output", all.path, "--merge", macZip])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        let unpacked = try unzip(all.appendingPathComponent("rxtree.artifactbundle.zip"))
        let variants = try XCTUnwrap(bundleInfo(in: unpacked).artifacts["rxtree"]).variants
        let macFolder = "rxtree-\(RxTree.version)-apple-macosx"
        let hostFolder = "rxtree-\(RxTree.version)-\(hostTriple)"
        XCTAssertEqual(variants, [
            .init(path: "\(macFolder)/bin/rxtree", supportedTriples: macTriples),
            .init(path: "\(hostFolder)/bin/rxtree", supportedTriples: [hostTriple]),
        ])
        for variant in variants {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: unpacked.appendingPathComponent(variant.path).path), variant.path)
        }

        // The host's variant is in the merged bundle already.
        let clash = try runBundleScript(["--binary", rxtree.path, "--output", scratch.appendingPathComponent("clash").path,
                                         "--merge", all.appendingPathComponent("rxtree.artifactbundle").path])
        XCTAssertEqual(clash, ProcessResult(stdout: "", stderr: "error: two variants for \(hostTriple)\n", status: 1))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("clash").path), [],
                       "a failed run leaves nothing behind")
    }

    func testWrongInputsFailWithOneLine() throws {
        let output = try makeTemporaryDirectory(self).appendingPathComponent("out").path
        XCTAssertEqual(try runBundleScript(["--binary", "/no/such/rxtree", "--output", output]),
                       ProcessResult(stdout: "", stderr: "error: /no/such/rxtree: not an executable file; build it first (make build)\n", status: 1))
        XCTAssertEqual(try runBundleScript(["--binary", rxtree.path, "--triple", "linux", "--output", output]),
                       ProcessResult(stdout: "", stderr: "error: --triple 'linux': not a target triple (like x86_64-unknown-linux-gnu)\n", status: 1))
        XCTAssertEqual(try runBundleScript(["--binary", rxtree.path, "--man", "/no/such.1", "--output", output]),
                       ProcessResult(stdout: "", stderr: "error: /no/such.1: no such man page; run make man, or leave --man out\n", status: 1))
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    // MARK: Homebrew formula

    /// What this checks: the required stanzas at the class's top level, `class`/`def`/`do` blocks closed by
    /// `end` in order, and heredocs closed. What it does not: that Ruby parses the file, that Homebrew accepts
    /// the stanzas' values (`brew audit`), or that the formula builds; that needs Ruby and a Mac.
    func testFormulaHasEveryStanzaInBalancedBlocks() throws {
        let blocks = try RubyBlocks(source: formula())
        XCTAssertEqual(blocks.openers.first, RubyBlocks.Line(depth: 0, text: "class Rxtree < Formula"))
        let topLevel = Set(blocks.lines.filter { $0.depth == 1 }.compactMap { $0.text.split(separator: " ").first.map(String.init) })
        for stanza in ["desc", "homepage", "url", "sha256", "license", "depends_on", "def", "test"] {
            XCTAssertTrue(topLevel.contains(stanza), "no top-level \(stanza) in Formula/rxtree.rb")
        }
        XCTAssertTrue(blocks.openers.contains(.init(depth: 1, text: "def install")))
        XCTAssertTrue(blocks.openers.contains(.init(depth: 1, text: "test do")))
        let install = blocks.lines.filter { $0.depth == 2 && $0.text.hasPrefix("system ") }.map(\.text)
        XCTAssertEqual(install.count, 1)
        XCTAssertTrue(install.first?.hasPrefix(##"system "make", "install", "PREFIX=#{prefix}""##) == true, "\(install)")
        let sha = try XCTUnwrap(blocks.lines.first { $0.depth == 1 && $0.text.hasPrefix("sha256 ") })
        XCTAssertEqual(sha.text.count, #"sha256 """#.count + 64)
        XCTAssertTrue(sha.text.dropFirst(8).dropLast().allSatisfy(\.isHexDigit), sha.text)

        XCTAssertThrowsError(try RubyBlocks(source: "class A < Formula\n  def install\n  end\n"))
        XCTAssertThrowsError(try RubyBlocks(source: "class A < Formula\n  test do\n  end\nend\nend\n"))
        XCTAssertThrowsError(try RubyBlocks(source: "class A < Formula\n  x = <<~EOS\n    y\nend\n"))
    }

    func testFormulaURLNamesThisVersion() throws {
        let blocks = try RubyBlocks(source: formula())
        let url = try XCTUnwrap(blocks.lines.first { $0.depth == 1 && $0.text.hasPrefix("url ") })
        let archive = try XCTUnwrap(URL(string: String(url.text.dropFirst(5).dropLast()))).lastPathComponent
        XCTAssertTrue(archive.hasSuffix(".tar.gz"), archive)
        XCTAssertEqual(String(archive.dropLast(".tar.gz".count)), RxTree.version, "bump the formula's url with ToolIdentity.version")
    }

    /// The formula's test block: its Swift file, run through the real binary, prints its expected tree.
    func testFormulaTestTreeIsRealOutput() throws {
        let blocks = try RubyBlocks(source: formula())
        let swift = try XCTUnwrap(blocks.heredocs["SWIFT"])
        let expected = try XCTUnwrap(blocks.heredocs["EOS"])
        let app = try makeTemporaryDirectory(self).appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(swift.utf8).write(to: app.appendingPathComponent("AppFlow.swift"))
        XCTAssertEqual(try runRxTree(["AppFlow", "--dir", app.path]), ProcessResult(stdout: expected, stderr: "", status: 0))
        XCTAssertTrue(blocks.lines.contains { $0.text.hasPrefix(##"assert_equal expected, shell_output("#{bin}/rxtree AppFlow --dir #{testpath}/App")"##) })
    }

    // MARK: Helpers

    private func formula() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("Formula/rxtree.rb"), encoding: .utf8)
    }

    private func runBundleScript(_ arguments: [String]) throws -> ProcessResult {
        try runTool("python3", [packageRoot.appendingPathComponent("scripts/artifactbundle.py").path] + arguments)
    }

    private func runTool(_ tool: String, _ arguments: [String]) throws -> ProcessResult {
        // HOME for pyenv's python3 shim and for swift package compute-checksum.
        let home = ["HOME": ProcessInfo.processInfo.environment["HOME"] ?? NSTemporaryDirectory()]
        return try runRxTree([tool] + arguments, environment: home, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    private func sha256(of file: URL) throws -> String {
        let result = try runTool("python3", ["-c", "import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], 'rb').read()).hexdigest())", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// Unzips `zip` into a fresh folder and returns the bundle folder it holds.
    private func unzip(_ zip: URL) throws -> URL {
        let destination = try makeTemporaryDirectory(self)
        let result = try runTool("unzip", ["-q", zip.path, "-d", destination.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: destination.path), ["rxtree.artifactbundle"])
        return destination.appendingPathComponent("rxtree.artifactbundle")
    }

    private func bundleInfo(in bundle: URL) throws -> BundleInfo {
        try JSONDecoder().decode(BundleInfo.self, from: Data(contentsOf: bundle.appendingPathComponent("info.json")))
    }

    private func fileSize(_ file: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
    }

    /// Every file and folder under `folder`, relative and sorted.
    private func entries(of folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    }
}

/// The block structure of a Ruby file as far as a formula needs it, without Ruby: each line (comments and
/// strings left out of the block count) with its nesting depth, and the heredocs' bodies. Blocks open with
/// `class`, `module`, `def`, a statement `if`/`unless`/`case`/`begin`/`while`/`until`, or a trailing `do`
/// (`do |x|`), and close with `end`. Not handled: `{ }` blocks over several lines, `;`-joined statements,
/// `%w[]` and other percent literals with a `#` or quote inside.
struct RubyBlocks {
    struct Line: Equatable {
        var depth: Int
        var text: String
    }

    struct Unbalanced: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var lines: [Line] = []
    private(set) var openers: [Line] = []
    /// Squiggly heredocs (`<<~NAME`) by name, with their common indentation removed as Ruby does.
    private(set) var heredocs: [String: String] = [:]

    init(source: String) throws {
        var depth = 0
        var heredoc: (name: String, body: [Substring])?
        for (number, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let open = heredoc {
                if raw.trimmingCharacters(in: .whitespaces) == open.name {
                    heredocs[open.name] = Self.dedented(open.body)
                    heredoc = nil
                } else {
                    heredoc?.body.append(raw)
                }
                continue
            }
            let code = Self.code(of: raw).trimmingCharacters(in: .whitespaces)
            guard !code.isEmpty else { continue }
            let words = code.split(separator: " ")
            let first = words.first.map(String.init) ?? ""
            if first == "end" || first.hasPrefix("end.") || first.hasPrefix("end)") {
                depth -= 1
                guard depth >= 0 else { throw Unbalanced(description: "line \(number + 1): `end` closes nothing") }
            }
            let line = Line(depth: depth, text: raw.trimmingCharacters(in: .whitespaces))
            lines.append(line)
            let opensByKeyword = ["class", "module", "def", "if", "unless", "case", "begin", "while", "until"].contains(first)
            let opensByDo = words.last == "do" || (code.hasSuffix("|") && code.contains(" do |"))
            if opensByKeyword || opensByDo {
                openers.append(line)
                depth += 1
            }
            if let marker = code.range(of: "<<~") {
                let name = code[marker.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !name.isEmpty else { throw Unbalanced(description: "line \(number + 1): heredoc without a name") }
                heredoc = (String(name), [])
            }
        }
        if let open = heredoc { throw Unbalanced(description: "heredoc \(open.name) is not closed") }
        guard depth == 0 else { throw Unbalanced(description: "\(depth) block(s) not closed by `end`") }
    }

    /// The line without its strings' contents and its comment, so neither can open or close a block.
    private static func code(of line: Substring) -> String {
        var result = ""
        var quote: Character?
        var escaped = false
        for character in line {
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open {
                    quote = nil
                    result.append(character)
                }
                continue
            }
            if character == "#" { break }
            if character == "\"" || character == "'" { quote = character }
            result.append(character)
        }
        return result
    }

    private static func dedented(_ body: [Substring]) -> String {
        let indents = body.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let indent = indents.min() ?? 0
        return body.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n"
    }
}
