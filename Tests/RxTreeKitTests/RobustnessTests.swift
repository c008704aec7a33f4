import Foundation
import RxTreeKit
import XCTest

/// Whatever a repository holds: a clear message and a documented exit code, never a crash or a hang.
final class RobustnessTests: XCTestCase {
    private let flow = """
        final class AppFlow: Flow {
            func navigate(to step: Step) -> FlowContributors { .viewController(HomeViewController()) }
        }
        final class HomeViewController: UIViewController {}

        """

    private func project(_ files: [String: [UInt8]]) throws -> URL {
        let root = try makeTemporaryDirectory(self)
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    private func rxtree(_ arguments: [String], in directory: URL) throws -> ProcessResult {
        try runRxTree(arguments + ["--dir", directory.path, "--no-cache"])
    }

    private let expectedTree = ProcessResult(stdout: "AppFlow\n└── HomeViewController\n", stderr: "", status: 0)

    func testHostileFileContentsAreScannedWithoutCrashing() throws {
        let deep = 10_000
        let hostile: [String: [UInt8]] = [
            "Nul.swift": Array("let a = 1\u{0}\u{0}class Nul: UIViewController {}\u{0}".utf8),
            "OneLine.swift": Array(("let x = [" + String(repeating: "1, ", count: 3_500_000) + "1]").utf8),
            "Parens.swift": Array(("let p = " + String(repeating: "(", count: deep) + "1" + String(repeating: ")", count: deep)).utf8),
            "Brackets.swift": Array(("let b = " + String(repeating: "[", count: deep) + String(repeating: "]", count: deep)).utf8),
            "Braces.swift": Array(("func f() " + String(repeating: "{", count: deep)).utf8),
            "Chain.swift": Array(("final class Chain: Flow { func navigate(to step: Step) -> FlowContributors { .viewController(a"
                + String(repeating: ".b", count: deep) + ") } }").utf8),
            "Unterminated.swift": Array("let s = \"\"\"\nclass Ghost: UIViewController {}\n".utf8),
            "Hashes.swift": Array(("let h = " + String(repeating: "#", count: 200_000)).utf8),
        ]
        var files = hostile
        files["App.swift"] = Array(flow.utf8)
        let root = try project(files)
        XCTAssertGreaterThan(hostile["OneLine.swift"]?.count ?? 0, 10_000_000)
        let result = try rxtree(["AppFlow"], in: root)
        XCTAssertEqual(result.stdout, expectedTree.stdout)
        XCTAssertEqual(result.status, 0)
        // The member chain is cut where it gets too deep to follow, and said so.
        let chainWarning = "Chain.swift:1:94: warning: cannot resolve the type of 'a.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b.b...' contributed by Chain; no edge drawn\n"
        // Nested deeper than rxtree reads: skipped, and said so (swift-syntax would stop reading at its bound).
        let deepWarnings = (
            braces: "Braces.swift:1:1: warning: '(', '[' and '{' nest 10000 levels deep on this line, more than rxtree reads (400); file skipped\n",
            parens: "Parens.swift:1:1: warning: '(', '[' and '{' nest 10000 levels deep on this line, more than rxtree reads (400); file skipped\n"
        )
        XCTAssertEqual(result.stderr, chainWarning)
        // Most of these files say no keyword and are filtered before parsing: parse every one of them too.
        XCTAssertEqual(try rxtree(["AppFlow", "--no-skip"], in: root), ProcessResult(
            stdout: expectedTree.stdout,
            stderr: deepWarnings.braces
                + "Brackets.swift: warning: file nests '[' 10000 levels deep, more than swift-syntax parses in reasonable time (16); skipped\n" + chainWarning
                + "Hashes.swift: warning: file has 200000 '#' in a row, more than swift-syntax parses in reasonable time (64); skipped\n"
                + deepWarnings.parens,
            status: 0
        ))
    }

    /// `a = a` forty times once doubled the local's value at every line and never finished.
    func testSelfAssignmentsAndChainedTernariesStayLinear() throws {
        var doubling = ["final class F: Flow {", "  func navigate(to step: Step) -> FlowContributors {", "    var a = A()"]
        doubling += Array(repeating: "    a = a", count: 40)
        doubling += ["    return .viewController(a)", "  }", "}", "final class A: UIViewController {}"]
        var ternaries = ["final class G: Flow {", "  func navigate(to step: Step) -> FlowContributors {", "    let v0 = A()"]
        ternaries += (1..<40).map { "    let v\($0) = c ? v\($0 - 1) : v\($0 - 1)" }
        ternaries += ["    return .viewController(v39)", "  }", "}"]
        let root = try project([
            "F.swift": Array(doubling.joined(separator: "\n").utf8),
            "G.swift": Array(ternaries.joined(separator: "\n").utf8),
        ])
        XCTAssertEqual(try rxtree(["F"], in: root), ProcessResult(
            stdout: "F\n└── A\n",
            stderr: "G.swift:43:28: warning: cannot resolve the type of 'v39' contributed by G; no edge drawn\n",
            status: 0
        ))
    }

    /// Inputs the fuzzer found (Fuzz/regressions): 30 nested `[` (exponential in swift-syntax), a
    /// 400,000-link `a!!!…` chain (a stack overflow on 64 MiB stacks) and 1 KB leaving 486 `(` open
    /// among `(_ app(` (seconds of swift-syntax lookahead; 4 KB of it, minutes).
    func testFuzzerRegressionsFinishWithoutCrashing() throws {
        let regressions = packageRoot.appendingPathComponent("Fuzz/regressions")
        var files: [String: [UInt8]] = ["App.swift": Array(flow.utf8)]
        for name in try FileManager.default.contentsOfDirectory(atPath: regressions.path).sorted() {
            files[name] = try Array(Data(contentsOf: regressions.appendingPathComponent(name)))
        }
        let root = try project(files)
        let result = try rxtree(["AppFlow", "--no-skip"], in: root)
        XCTAssertEqual(result, ProcessResult(
            stdout: expectedTree.stdout,
            stderr: "timeout-exponential-nested-square-brackets.swift: warning: file nests '[' 30 levels deep, more than swift-syntax parses in reasonable time (16); skipped\n"
                + "timeout-unclosed-parentheses.swift: warning: file leaves 486 '(' unclosed, more than swift-syntax parses in reasonable time (64); skipped\n",
            status: 0
        ))
    }

    /// Far more than a pipe holds (64 KiB) on stderr: every warning is printed, in order, and the run ends.
    func testThousandsOfWarningsAreAllPrinted() throws {
        let count = 3_000
        var lines = ["final class Busy: Flow {", "    func navigate(to step: Step) -> FlowContributors {", "        switch step {"]
        lines += (0..<count).map { "        case .s\($0): return .viewController(unknown\($0))" }
        lines += ["        default: return .none", "        }", "    }", "}"]
        let root = try project(["App.swift": Array(flow.utf8), "Busy.swift": Array(lines.joined(separator: "\n").utf8)])
        let result = try rxtree(["Busy"], in: root)
        let expected = (0..<count).map { "Busy.swift:\($0 + 4):\(41 + String($0).count): warning: cannot resolve the type of 'unknown\($0)' contributed by Busy; no edge drawn\n" }
        XCTAssertGreaterThan(expected.joined().utf8.count, 4 * 65_536)
        XCTAssertEqual(result, ProcessResult(stdout: "Busy\n", stderr: expected.joined(), status: 0))
    }

    func testFoldersNamedLikeSwiftFilesAndBrokenLinks() throws {
        let root = try project(["App.swift": Array(flow.utf8), "Folder.swift/Inner.txt": []])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Gone.swift").path, withDestinationPath: "Missing.swift")
        let result = try rxtree(["AppFlow"], in: root)
        XCTAssertEqual(result, ProcessResult(stdout: expectedTree.stdout, stderr: "Gone.swift: warning: broken symbolic link; skipped\n", status: 0))
    }

    func testAnUnreadableFileIsSkippedWithAWarning() throws {
        let root = try project(["App.swift": Array(flow.utf8), "Secret.swift": Array("class Secret: UIViewController {}".utf8)])
        let secret = root.appendingPathComponent("Secret.swift").path
        XCTAssertEqual(chmod(secret, 0), 0)
        let cache = try makeTemporaryDirectory(self)
        XCTAssertEqual(chmod(cache.path, 0o777), 0)
        var arguments = ["AppFlow", "--dir", root.path, "--cache-dir", cache.path]
        var executable: URL? = nil
        if geteuid() == 0 {
            // Root reads anything: run as nobody instead, which the temporary folder lets in.
            let setpriv = try XCTUnwrap(["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile), "setpriv (util-linux) is needed to test as root")
            XCTAssertEqual(chmod(root.path, 0o755), 0)
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", productsDirectory.appendingPathComponent("rxtree").path] + arguments
            executable = URL(fileURLWithPath: setpriv)
        }
        let result = try runRxTree(arguments, executable: executable)
        XCTAssertEqual(result, ProcessResult(stdout: expectedTree.stdout, stderr: "Secret.swift: warning: cannot read file (Permission denied); skipped\n", status: 0))
        // Permissions change no size or modification time: the failure must not have been cached.
        XCTAssertEqual(chmod(secret, 0o644), 0)
        XCTAssertEqual(try runRxTree(arguments, executable: executable), ProcessResult(stdout: expectedTree.stdout, stderr: "", status: 0))
    }

    func testAFileDeletedDuringTheScanIsSkippedWithAWarning() {
        let stamp = FileStamp(size: 10, modifiedSeconds: 0, modifiedNanoseconds: 0)
        let gone = SourceFile(path: "Gone.swift", directory: "/nonexistent-\(UUID().uuidString)", stamp: stamp)
        let result = SelectiveScan.run([gone])
        XCTAssertEqual(result.diagnostics.map(\.formatted), ["Gone.swift: warning: cannot read file (No such file or directory); skipped"])
        XCTAssertTrue(result.facts.isEmpty)
    }

    func testAnEmptyDirectory() throws {
        let root = try makeTemporaryDirectory(self)
        let result = try rxtree(["AppFlow"], in: root)
        XCTAssertEqual(result, ProcessResult(stdout: "", stderr: "error: no Swift files found in '\(root.path)'\n", status: 1))
    }

    func testRootNamesWithOddCharactersGetOneLineErrors() throws {
        let root = try project(["App.swift": Array(flow.utf8)])
        let cases: [(String, String)] = [
            ("App Flow; rm -rf /", "error: no flow, view controller or coordinator named 'App Flow; rm -rf /'\n"),
            ("App\nFlow", "error: no flow, view controller or coordinator named 'App\\nFlow'; did you mean 'AppFlow'?\n"),
            ("Äpp🚀Flow", "error: no flow, view controller or coordinator named 'Äpp🚀Flow'; did you mean 'AppFlow'?\n"),
            ("'", "error: no flow, view controller or coordinator named '''\n"),
        ]
        for (name, message) in cases {
            XCTAssertEqual(try rxtree([name], in: root), ProcessResult(stdout: "", stderr: message, status: 1), name)
        }
    }
}
