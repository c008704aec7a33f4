import Foundation
import RxTreeKit
import XCTest

/// Issue 28, what a hostile or messy repository did to rxtree: writes where they must not go (item 2),
/// stdout errors ignored (3), warm runs that disagreed with cold ones (4), control characters reaching
/// the terminal (8), hangs on special files (9), quadratic inputs (7). The real binary on real files:
/// FIFOs, device nodes and links are made in a temporary folder, never touching a real device.
final class HostileRepositoryTests: XCTestCase {
    private let flow = """
        final class AppFlow: Flow {
            func navigate(to step: Step) -> FlowContributors { .viewController(HomeViewController()) }
        }
        final class HomeViewController: UIViewController {}
        final class MenuViewController: UIViewController {}

        """
    private let tree = "AppFlow\n└── HomeViewController\n"
    /// Long enough for any run here; a run that hangs is killed and fails its test instead of the suite.
    private let watchdog = 30.0

    private func project(_ files: [String: String] = [:]) throws -> URL {
        let root = try makeTemporaryDirectory(self)
        for (path, text) in files.merging(["App.swift": flow], uniquingKeysWith: { first, _ in first }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func rxtree(_ arguments: [String], in root: URL, cache: Bool = false) throws -> ProcessResult {
        // A subcommand's name must come first.
        let subcommand = arguments.first.map(["list", "lint", "config"].contains) == true ? Array(arguments.prefix(1)) : []
        return try runRxTree(subcommand + ["--dir", root.path] + (cache ? [] : ["--no-cache"]) + arguments.dropFirst(subcommand.count), timeout: watchdog)
    }

    private func makeFIFO(_ url: URL) {
        XCTAssertEqual(mkfifo(url.path, 0o644), 0)
    }

    private func fileType(_ url: URL) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(url.path, &info), 0)
        return info.st_mode & S_IFMT
    }

    private func mode(_ url: URL) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(url.path, &info), 0)
        return info.st_mode & 0o7777
    }

    private func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    // MARK: 2. Writes where they must not go

    func testOutputRefusesFIFOsDevicesAndFoldersAndLeavesThemAlone() throws {
        let root = try project()
        let out = try makeTemporaryDirectory(self)
        let fifo = out.appendingPathComponent("fifo")
        makeFIFO(fifo)
        XCTAssertEqual(try rxtree(["AppFlow", "-o", fifo.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot write '\(fifo.path)': it is a FIFO, not a regular file\n", status: 73
        ))
        XCTAssertEqual(fileType(fifo), S_IFIFO)
        let folder = out.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        XCTAssertEqual(try rxtree(["AppFlow", "-o", folder.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot write '\(folder.path)': it is a folder, not a regular file\n", status: 73
        ))
        XCTAssertEqual(try rxtree(["lint", "--write-baseline", fifo.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot write '\(fifo.path)': it is a FIFO, not a regular file\n", status: 73
        ))
        XCTAssertEqual(fileType(fifo), S_IFIFO)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["fifo", "folder"])
    }

    /// `-o /dev/full` as root turned the device into a regular file. A device node of a number no driver
    /// has, made here, stands in for it: rxtree must refuse it from `stat`, without opening it.
    func testOutputRefusesADeviceNode() throws {
        let root = try project()
        let device = try makeTemporaryDirectory(self).appendingPathComponent("device")
        // Major 240, minor 0: reserved for local use, no driver behind it here.
        guard mknod(device.path, S_IFCHR | 0o644, dev_t(240 << 8)) == 0 else {
            throw XCTSkip("making a device node needs root (CAP_MKNOD)")
        }
        XCTAssertEqual(try rxtree(["AppFlow", "-o", device.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot write '\(device.path)': it is a character device, not a regular file\n", status: 73
        ))
        XCTAssertEqual(fileType(device), S_IFCHR)
    }

    func testOutputWritesThroughSymbolicLinksAndKeepsTheMode() throws {
        let root = try project()
        let out = try makeTemporaryDirectory(self)
        let real = out.appendingPathComponent("real.txt")
        try Data("old\n".utf8).write(to: real)
        XCTAssertEqual(chmod(real.path, 0o600), 0)
        let link = out.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.txt")
        XCTAssertEqual(try rxtree(["AppFlow", "-o", link.path], in: root), ProcessResult(stdout: "", stderr: "", status: 0))
        XCTAssertEqual(fileType(link), S_IFLNK)
        XCTAssertEqual(try text(real), tree)
        XCTAssertEqual(mode(real), 0o600)

        // A baseline too, through a chain of links.
        let chain = out.appendingPathComponent("chain.json")
        try FileManager.default.createSymbolicLink(atPath: chain.path, withDestinationPath: "link.txt")
        XCTAssertEqual(try rxtree(["lint", "--write-baseline", chain.path], in: root), ProcessResult(
            stdout: "", stderr: "wrote 0 findings to the baseline \(chain.path)\n", status: 0
        ))
        XCTAssertEqual([fileType(chain), fileType(link), fileType(real)], [S_IFLNK, S_IFLNK, S_IFREG])
        XCTAssertEqual(try text(real), "{\n  \"findings\" : [\n\n  ],\n  \"formatVersion\" : 1\n}\n")
        XCTAssertEqual(mode(real), 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["chain.json", "link.txt", "real.txt"])
    }

    func testOutputRefusesLinksToNothingLoopsAndHardLinks() throws {
        let root = try project()
        let out = try makeTemporaryDirectory(self)
        let dangling = out.appendingPathComponent("dangling.txt")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "missing.txt")
        XCTAssertEqual(try rxtree(["AppFlow", "-o", dangling.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot write '\(dangling.path)': it is a symbolic link to '\(out.path)/missing.txt', which does not exist\n", status: 73
        ))
        let loop = out.appendingPathComponent("loop")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop")
        XCTAssertEqual(try rxtree(["AppFlow", "-o", loop.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot write '\(loop.path)': too many levels of symbolic links\n", status: 73
        ))

        // Replacing one name of a hard-linked file would leave the other with the old text: refused,
        // unless the file already holds the output, which is left alone.
        let first = out.appendingPathComponent("first.txt")
        let second = out.appendingPathComponent("second.txt")
        try Data("old\n".utf8).write(to: first)
        try FileManager.default.linkItem(at: first, to: second)
        XCTAssertEqual(try rxtree(["AppFlow", "-o", first.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot write '\(first.path)': it has 2 hard links, which replacing it would break\n", status: 73
        ))
        XCTAssertEqual([try text(first), try text(second)], ["old\n", "old\n"])
        try Data(tree.utf8).write(to: first)
        XCTAssertEqual(try rxtree(["AppFlow", "-o", second.path], in: root), ProcessResult(stdout: "", stderr: "", status: 0))
        XCTAssertEqual(try text(second), tree)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["dangling.txt", "first.txt", "loop", "second.txt"])
    }

    /// A repository's `.rxtree.yml` writes only inside the repository; the command line anywhere.
    func testAConfigurationFileWritesOnlyInsideItsProject() throws {
        let outside = try makeTemporaryDirectory(self)
        let victim = outside.appendingPathComponent("victim.txt")
        try Data("precious\n".utf8).write(to: victim)
        let root = try project(["Docs/.keep": ""])
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Escape").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Docs/nav.txt").path, withDestinationPath: victim.path)
        let refusal = "a configuration file may name outputs only inside the project folder '\(root.path)'; name it with -o to write there"
        let outputs = [
            "\(outside.path)/victim.txt": "\(outside.path)/victim.txt",
            "../\(outside.lastPathComponent)/victim.txt": "\(root.path)/../\(outside.lastPathComponent)/victim.txt",
            "Escape/victim.txt": "\(root.path)/Escape/victim.txt",
            "Docs/nav.txt": "\(root.path)/Docs/nav.txt",
        ]
        for (output, shown) in outputs.sorted(by: { $0.key < $1.key }) {
            try Data("output: '\(output)'\n".utf8).write(to: root.appendingPathComponent(".rxtree.yml"))
            XCTAssertEqual(try rxtree(["AppFlow"], in: root), ProcessResult(
                stdout: "", stderr: "error: cannot write '\(shown)': \(refusal)\n", status: 73
            ), output)
        }
        XCTAssertEqual(try text(victim), "precious\n")

        try Data("output: Docs/navigation.txt\n".utf8).write(to: root.appendingPathComponent(".rxtree.yml"))
        XCTAssertEqual(try rxtree(["AppFlow"], in: root), ProcessResult(stdout: "", stderr: "", status: 0))
        XCTAssertEqual(try text(root.appendingPathComponent("Docs/navigation.txt")), tree)
        XCTAssertEqual(try rxtree(["AppFlow", "-o", victim.path], in: root), ProcessResult(stdout: "", stderr: "", status: 0))
        XCTAssertEqual(try text(victim), tree)
    }

    // MARK: 3. Errors writing to stdout

    /// A stdout opened read-only fails every write (EBADF), as a full disk would with ENOSPC.
    func testAFailedWriteToStdoutIsAnError() throws {
        let root = try project()
        let file = try makeTemporaryDirectory(self).appendingPathComponent("stdout.txt")
        try Data().write(to: file)
        for arguments in [["AppFlow"], ["list"], ["AppFlow", "--format", "json"], ["config"]] {
            let readOnly = try FileHandle(forReadingFrom: file)
            let result = try runRxTree(arguments + ["--dir", root.path, "--no-cache"], standardOutput: readOnly, timeout: watchdog)
            try readOnly.close()
            XCTAssertEqual(result, ProcessResult(stdout: "", stderr: "error: cannot write to stdout: Bad file descriptor\n", status: 74), "\(arguments)")
        }
        XCTAssertEqual(try text(file), "")
    }

    /// A reader that has gone (`rxtree | head`) is not an error: EPIPE ends the output quietly.
    func testAClosedPipeStaysAQuietSuccess() throws {
        let root = try project()
        for arguments in [["AppFlow"], ["list"], ["config"]] {
            var ends: [Int32] = [0, 0]
            XCTAssertEqual(pipe(&ends), 0)
            close(ends[0])
            let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
            let result = try runRxTree(arguments + ["--dir", root.path, "--no-cache"], standardOutput: writeEnd, timeout: watchdog)
            try writeEnd.close()
            XCTAssertEqual(result, ProcessResult(stdout: "", stderr: "", status: 0), "\(arguments)")
        }
    }

    // MARK: 4. Warm runs that agree with cold ones

    /// An edit that keeps the size and modification time (`sed -i` then `touch -r`, `cp -p`, `rsync -t`,
    /// `tar x`) changes the inode or the change time: the warm run sees it, from the memoised graph and
    /// from the facts cache alike.
    func testAnEditKeepingSizeAndModificationTimeIsSeen() throws {
        for (replaced, graphMemo) in [(false, true), (true, true), (false, false), (true, false)] {
            let root = try project()
            let cache = try makeTemporaryDirectory(self)
            let arguments = ["AppFlow", "--cache-dir", cache.path]
            XCTAssertEqual(try rxtree(arguments, in: root, cache: true), ProcessResult(stdout: tree, stderr: "", status: 0))

            let app = root.appendingPathComponent("App.swift")
            var before = stat()
            XCTAssertEqual(stat(app.path, &before), 0)
            let edited = Data(flow.replacingOccurrences(of: ".viewController(HomeViewController())", with: ".viewController(MenuViewController())").utf8)
            XCTAssertEqual(edited.count, Data(flow.utf8).count)
            if replaced {
                // `sed -i`: a new file renamed over the old one.
                try edited.write(to: app, options: .atomic)
            } else {
                let handle = try FileHandle(forWritingTo: app)
                try handle.write(contentsOf: edited)
                try handle.close()
            }
            let times = [before.st_atim, before.st_mtim]
            XCTAssertEqual(utimensat(AT_FDCWD, app.path, times, 0), 0)
            var after = stat()
            XCTAssertEqual(stat(app.path, &after), 0)
            XCTAssertEqual([after.st_size, after.st_mtim.tv_sec, after.st_mtim.tv_nsec], [before.st_size, before.st_mtim.tv_sec, before.st_mtim.tv_nsec])
            XCTAssertEqual(after.st_ino != before.st_ino, replaced)

            if !graphMemo { try FileManager.default.removeItem(at: cache.appendingPathComponent(GraphMemo.fileName)) }
            XCTAssertEqual(try rxtree(arguments, in: root, cache: true), ProcessResult(
                stdout: "AppFlow\n└── MenuViewController\n", stderr: "", status: 0
            ), "replaced: \(replaced), graph memo: \(graphMemo)")
        }
    }

    /// A file cached while readable, then unreadable: the warm run reads it again and says so, as the
    /// cold run does. Root reads anything, so as root the file is made unreadable to nobody instead,
    /// which leaves every time and the inode as they were; nobody then runs rxtree on root's cache.
    func testAFileUnreadableSinceItWasCachedIsReadAgain() throws {
        let root = try project(["Secret.swift": "final class SecretViewController: UIViewController {}\n"])
        let secret = root.appendingPathComponent("Secret.swift")
        let cache = try makeTemporaryDirectory(self)
        XCTAssertEqual(chmod(cache.path, 0o777), 0)
        XCTAssertEqual(chmod(root.path, 0o755), 0)
        let binary = productsDirectory.appendingPathComponent("rxtree").path
        let cold = ["AppFlow", "--dir", root.path, "--no-cache"]
        let warm = ["AppFlow", "--dir", root.path, "--cache-dir", cache.path]
        let unreadable = ProcessResult(stdout: tree, stderr: "Secret.swift: warning: cannot read file (Permission denied); skipped\n", status: 0)
        guard geteuid() == 0 else {
            XCTAssertEqual(try runRxTree(warm), ProcessResult(stdout: tree, stderr: "", status: 0))
            XCTAssertEqual(chmod(secret.path, 0), 0)
            XCTAssertEqual(try runRxTree(cold), unreadable)
            XCTAssertEqual(try runRxTree(warm), unreadable)
            XCTAssertEqual(try runRxTree(warm + ["--strict"]).status, 1)
            return
        }
        let setpriv = try XCTUnwrap(["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile), "setpriv (util-linux) is needed to test as root")
        func asNobody(_ arguments: [String]) throws -> ProcessResult {
            try runRxTree(["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments, executable: URL(fileURLWithPath: setpriv), timeout: watchdog)
        }
        XCTAssertEqual(chmod(secret.path, 0o600), 0)
        // Root's cold and warm runs read it; the cache and the graph memo now hold it.
        XCTAssertEqual(try runRxTree(cold), ProcessResult(stdout: tree, stderr: "", status: 0))
        XCTAssertEqual(try runRxTree(warm), ProcessResult(stdout: tree, stderr: "", status: 0))
        XCTAssertEqual(try runRxTree(warm), ProcessResult(stdout: tree, stderr: "", status: 0))
        XCTAssertEqual(try asNobody(cold), unreadable)
        XCTAssertEqual(try asNobody(warm), unreadable)
        XCTAssertEqual(try asNobody(warm + ["--strict"]), ProcessResult(
            stdout: tree, stderr: unreadable.stderr + "error: 1 warning and --strict is set\n", status: 1
        ))
        // chmod 000 as root: root's cold run reads it, and so does the warm one.
        XCTAssertEqual(chmod(secret.path, 0), 0)
        XCTAssertEqual(try runRxTree(cold), ProcessResult(stdout: tree, stderr: "", status: 0))
        XCTAssertEqual(try runRxTree(warm), ProcessResult(stdout: tree, stderr: "", status: 0))
    }

    // MARK: 8. Terminal and log injection

    private let hostileName = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31m"
    private let escapedName = "Evil\\u{1b}]0;pwned\\u{7}\\u{1b}[2J\\u{1b}[31m"

    /// A backticked class name holding escape sequences, in every human-facing output.
    func testEscapeSequencesInNamesAreShownEscaped() throws {
        let root = try project([
            "Evil.swift": """
                final class EvilFlow: Flow {
                    func navigate(to step: Step) -> FlowContributors { .viewController(`\(hostileName)`()) }
                }
                final class `\(hostileName)`: UIViewController {}
                final class `\(hostileName)\u{2028}`: UIViewController {}

                """,
            "Other.swift": "final class `\(hostileName)`: UIViewController {}\n",
        ])
        let twice = "Other.swift:1:13: warning: '\(escapedName)' is also declared at Evil.swift:4; rxtree merges their edges\n"
        XCTAssertEqual(try rxtree(["EvilFlow"], in: root), ProcessResult(stdout: "EvilFlow\n└── \(escapedName)\n", stderr: twice, status: 0))
        XCTAssertEqual(try rxtree(["EvilFlow", "--color", "always", "--no-checks"], in: root).stdout,
                       "\u{1B}[94mEvilFlow\u{1B}[0m\n└── \(escapedName)\n")
        XCTAssertEqual(try rxtree(["list"], in: root).stdout, """
            flow             AppFlow                                             App.swift:1
            flow             EvilFlow                                            Evil.swift:1
            view controller  \(escapedName)          Evil.swift:4
            view controller  \(escapedName)\\u{2028}  Evil.swift:5
            view controller  HomeViewController                                  App.swift:4
            view controller  MenuViewController                                  App.swift:5

            """)
        let root2 = try project(["Evil.swift": "final class `\(hostileName)`: UIViewController {}\n"])
        XCTAssertEqual(try rxtree(["\(hostileName)x"], in: root2), ProcessResult(
            stdout: "", stderr: "error: no flow, view controller or coordinator named '\(escapedName)x'; did you mean '\(escapedName)'?\n", status: 1
        ))
        for format in ["dot", "mermaid"] {
            let output = try rxtree(["EvilFlow", "--format", format], in: root).stdout
            XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, format)
        }
    }

    /// File names with escape sequences and line breaks: a warning stays one line, so the next
    /// `path:line:` cannot be spoofed, and nothing reaches the terminal raw.
    func testControlCharactersInFileNamesStayOnOneEscapedLine() throws {
        let spoof = "B\nApp.swift:1:1: warning: all is well\u{1B}[2K.swift"
        let title = "T\u{1B}]0;title\u{07}.swift"
        let root = try project([
            spoof: "final class BFlow: Flow {\n    func navigate(to step: Step) -> FlowContributors { .viewController(unknown) }\n}\n",
            title: "final class TitleViewController: UIViewController {}\n",
        ])
        let warning = "B\\nApp.swift:1:1: warning: all is well\\u{1b}[2K.swift:2:72: warning: cannot resolve the type of 'unknown' contributed by BFlow; no edge drawn\n"
        XCTAssertEqual(try rxtree(["BFlow"], in: root), ProcessResult(stdout: "BFlow\n", stderr: warning, status: 0))
        XCTAssertEqual(try rxtree(["list"], in: root), ProcessResult(stdout: """
            flow             AppFlow              App.swift:1
            flow             BFlow                B\\nApp.swift:1:1: warning: all is well\\u{1b}[2K.swift:1
            view controller  HomeViewController   App.swift:4
            view controller  MenuViewController   App.swift:5
            view controller  TitleViewController  T\\u{1b}]0;title\\u{7}.swift:1

            """, stderr: warning, status: 0))
        XCTAssertEqual(try rxtree(["TitleViewController", "--locations"], in: root).stdout, "TitleViewController  T\\u{1b}]0;title\\u{7}.swift:1\n")
        XCTAssertEqual(try rxtree(["lint"], in: root), ProcessResult(stdout: "", stderr: warning, status: 0))
    }

    /// A committed file holding escape sequences: `--check`'s diff shows them escaped.
    func testCheckShowsControlCharactersOfTheCommittedFileEscaped() throws {
        let root = try project()
        let committed = try makeTemporaryDirectory(self).appendingPathComponent("nav.txt")
        try Data("AppFlow\n└── Home\u{1B}[2JViewController\n".utf8).write(to: committed)
        XCTAssertEqual(try rxtree(["AppFlow", "--check", committed.path], in: root), ProcessResult(stdout: """
            --- \(committed.path)
            +++ \(committed.path) (rxtree now)
            @@ -1,2 +1,2 @@
             AppFlow
            -└── Home\\u{1b}[2JViewController
            +└── HomeViewController

            """, stderr: "error: navigation tree differs from \(committed.path)\n", status: 1))
    }

    // MARK: 9. Special files

    /// A FIFO where rxtree reads or writes a file: refused or passed over at once, never waited on.
    func testFIFOsAreNeverWaitedOn() throws {
        let root = try project()
        let folder = try makeTemporaryDirectory(self)
        let fifo = folder.appendingPathComponent("fifo")
        makeFIFO(fifo)
        XCTAssertEqual(try rxtree(["AppFlow", "--check", fifo.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot read '\(fifo.path)' to check against: not a regular file\n", status: 1
        ))
        XCTAssertEqual(try rxtree(["lint", "--baseline", fifo.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot read the baseline '\(fifo.path)': not a regular file\n", status: 1
        ))
        XCTAssertEqual(try rxtree(["AppFlow", "--config", fifo.path], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot read the configuration file '\(fifo.path)': not a regular file\n", status: 64
        ))
        makeFIFO(root.appendingPathComponent(".rxtree.yml"))
        XCTAssertEqual(try rxtree(["AppFlow"], in: root), ProcessResult(
            stdout: "", stderr: "error: cannot read the configuration file '\(root.path)/.rxtree.yml': not a regular file\n", status: 64
        ))
        try FileManager.default.removeItem(at: root.appendingPathComponent(".rxtree.yml"))

        // FIFOs as the cache files: a miss, then replaced by real caches.
        let cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: false)
        makeFIFO(cache.appendingPathComponent(FactsCache.fileName))
        makeFIFO(cache.appendingPathComponent(GraphMemo.fileName))
        XCTAssertEqual(try rxtree(["AppFlow", "--cache-dir", cache.path], in: root, cache: true), ProcessResult(stdout: tree, stderr: "", status: 0))
        XCTAssertEqual(fileType(cache.appendingPathComponent(FactsCache.fileName)), S_IFREG)
        XCTAssertEqual(fileType(cache.appendingPathComponent(GraphMemo.fileName)), S_IFREG)
    }

    /// A 2 GB sparse cache file was read whole (12.5 s, 2.1 GB) before being rejected: its header and
    /// length are checked first. Under a 1.5 GiB address-space limit, reading it whole cannot succeed.
    func testAHugeCacheFileIsRejectedWithoutReadingIt() throws {
        let root = try project()
        let cache = try makeTemporaryDirectory(self)
        for name in [FactsCache.fileName, GraphMemo.fileName] {
            let path = cache.appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
            XCTAssertEqual(truncate(path, 2 << 30), 0)
        }
        let arguments = ["AppFlow", "--dir", root.path, "--cache-dir", cache.path]
        let result: ProcessResult
        if let prlimit = ["/usr/bin/prlimit", "/bin/prlimit"].first(where: FileManager.default.isExecutableFile) {
            result = try runRxTree(["--as=\(3 << 29)", productsDirectory.appendingPathComponent("rxtree").path] + arguments,
                                   executable: URL(fileURLWithPath: prlimit), timeout: watchdog)
        } else {
            result = try runRxTree(arguments, timeout: watchdog)
        }
        XCTAssertEqual(result, ProcessResult(stdout: tree, stderr: "", status: 0))
        for name in [FactsCache.fileName, GraphMemo.fileName] {
            let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent(name).path)[.size] as? Int)
            XCTAssertLessThan(size, 4096, "\(name) was not replaced by a real cache")
        }
    }

    /// The memo's inputs are read only when the memo's key is stale: a FIFO or a 2 GB sparse file in
    /// their place, with a file touched, is a miss after two small reads, then replaced.
    func testGraphInputsThatAreAFIFOOrHugeAreAMiss() throws {
        let root = try project()
        let cache = try makeTemporaryDirectory(self)
        let inputs = cache.appendingPathComponent(GraphInputs.fileName)
        let arguments = ["AppFlow", "--dir", root.path, "--cache-dir", cache.path]
        let source = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: root.path).first { $0.hasSuffix(".swift") })
        for damage in ["fifo", "huge"] {
            XCTAssertEqual(try runRxTree(arguments, timeout: watchdog), ProcessResult(stdout: tree, stderr: "", status: 0))
            try FileManager.default.removeItem(at: inputs)
            if damage == "fifo" {
                makeFIFO(inputs)
            } else {
                XCTAssertTrue(FileManager.default.createFile(atPath: inputs.path, contents: nil))
                XCTAssertEqual(truncate(inputs.path, 2 << 30), 0)
            }
            let file = root.appendingPathComponent(source)
            try Data(contentsOf: file).write(to: file)
            XCTAssertEqual(try runRxTree(arguments, timeout: watchdog), ProcessResult(stdout: tree, stderr: "", status: 0), damage)
            XCTAssertEqual(fileType(inputs), S_IFREG, damage)
            let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: inputs.path)[.size] as? Int)
            XCTAssertLessThan(size, 4096, "\(damage) inputs were not replaced")
        }
    }

    // MARK: 7. Quadratic inputs, at three sizes

    /// `--check` against a very different file: a unified diff for small differences, one line saying
    /// where the files first differ past `UnifiedDiff.maximumChanges`.
    func testCheckAgainstAVeryDifferentFile() throws {
        let root = try project()
        let committed = try makeTemporaryDirectory(self).appendingPathComponent("nav.txt")
        let header = "--- \(committed.path)\n+++ \(committed.path) (rxtree now)\n"
        let differs = "error: navigation tree differs from \(committed.path)\n"
        try Data("AppFlow\n└── MenuViewController\n".utf8).write(to: committed)
        XCTAssertEqual(try rxtree(["AppFlow", "--check", committed.path], in: root), ProcessResult(
            stdout: header + "@@ -1,2 +1,2 @@\n AppFlow\n-└── MenuViewController\n+└── HomeViewController\n", stderr: differs, status: 1
        ))
        for lines in [4_000, 64_000, 1_000_000] {
            try Data(("AppFlow\n" + String(repeating: "└── OldViewController\n", count: lines)).utf8).write(to: committed)
            XCTAssertEqual(try rxtree(["AppFlow", "--check", committed.path], in: root), ProcessResult(
                stdout: "\(committed.path) and \(committed.path) (rxtree now) differ from line 2 on; too many changes to show as a diff\n",
                stderr: differs, status: 1
            ), "\(lines) lines")
        }
    }

    func testDiffsAlignAsTheStandardLibraryDoesUpToTheLimit() {
        var generator = SplitMix(seed: 28)
        for round in 0..<400 {
            let old = (0..<Int(generator.next() % 30)).map { _ in "l\(generator.next() % 4)" }
            let new = (0..<Int(generator.next() % 30)).map { _ in "l\(generator.next() % 4)" }
            let (oldText, newText) = (old.map { $0 + "\n" }.joined(), new.map { $0 + "\n" }.joined())
            XCTAssertEqual(UnifiedDiff.diff(old: oldText, new: newText, oldName: "a", newName: "b"),
                           referenceDiff(old: old, new: new), "round \(round): \(old) -> \(new)")
        }
        // At the limit a diff is shown; one change more, the line saying where the texts first differ.
        let half = UnifiedDiff.maximumChanges / 2
        let same = (0..<10).map { "same \($0)\n" }.joined()
        let old = same + (0..<half).map { "old \($0)\n" }.joined()
        let new = same + (0..<half).map { "new \($0)\n" }.joined()
        XCTAssertEqual(UnifiedDiff.diff(old: old, new: new, oldName: "a", newName: "b"),
                       referenceDiff(old: old.split(separator: "\n").map(String.init), new: new.split(separator: "\n").map(String.init)))
        XCTAssertEqual(UnifiedDiff.diff(old: old + "old\n", new: new + "new\n", oldName: "a", newName: "b"),
                       "a and b differ from line 11 on; too many changes to show as a diff\n")
    }

    /// Repeated `--exclude`s, read by the argument parser, then matched against every file: 300 files
    /// each declaring an entry flow, the even-numbered ones excluded as far as there are patterns.
    func testManyExcludesAtThreeSizes() throws {
        let files = Dictionary(uniqueKeysWithValues: (0..<300).map { ("G/F\($0).swift", "final class F\($0)Flow: Flow {}\n") })
        let root = try project(files.merging(["Demo/DemoFlow.swift": "final class DemoFlow: Flow {}\n"]) { $1 })
        for count in [10, 5_000, 40_000] {
            let excludes = (0..<count).map { "--exclude=G/F\($0 * 2).swift" } + ["--exclude", "Demo"]
            let kept = (0..<300).filter { $0 % 2 == 1 || $0 >= count * 2 }.map { "F\($0)Flow" }
            let trees = (kept + ["AppFlow"]).sorted().map { $0 == "AppFlow" ? tree : "\($0)\n" }
            XCTAssertEqual(try rxtree(excludes + ["--no-checks"], in: root), ProcessResult(
                stdout: trees.joined(separator: "\n"), stderr: "", status: 0
            ), "\(count)")
        }
    }

    /// Many roots, known and unknown.
    func testManyRootsAtThreeSizes() throws {
        let root = try project()
        for count in [10, 5_000, 60_000] {
            XCTAssertEqual(try rxtree(["--no-dedupe"] + Array(repeating: "AppFlow", count: count), in: root), ProcessResult(
                stdout: Array(repeating: tree, count: count).joined(separator: "\n"), stderr: "", status: 0
            ), "\(count)")
            XCTAssertEqual(try rxtree(["AppFlow"] + (1..<count).map { "Root\($0)" }, in: root), ProcessResult(
                stdout: "", stderr: "error: no flow, view controller or coordinator named 'Root1'\n", status: 1
            ), "\(count)")
        }
    }

    /// A long command line is read as the argument parser reads a short one, odd forms included.
    func testLongCommandLinesReadAsShortOnes() throws {
        let root = try project(["Demo/DemoFlow.swift": "final class DemoFlow: Flow {}\n"])
        let padding = (0..<300).flatMap { ["--exclude", "Nothing\($0)"] }
        let printed = try rxtree(["config"] + padding + ["-L", "3", "--include=*", "--exclude", "-", "--steps", "AppFlow", "--", "--Odd"], in: root)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        let settings = try Configuration.parse(printed.stdout, path: "printed", directory: ".")
        XCTAssertEqual(settings.exclude, (0..<300).map { "Nothing\($0)" } + ["-"])
        XCTAssertEqual(settings.include, ["*"])
        XCTAssertEqual(settings.maxLevels, 3)
        XCTAssertEqual(settings.roots, ["AppFlow", "--Odd"])
        XCTAssertEqual(settings.steps, true)
        // What the parser refuses is refused the same way, whatever the length.
        for odd in [["--exclude="], ["-L4"], ["--dir"], ["--exclude"], ["--bogus"]] {
            let short = try rxtree(["AppFlow"] + odd, in: root)
            let long = try rxtree(["AppFlow"] + padding + odd, in: root)
            XCTAssertEqual(short.status, 64, "\(odd)")
            XCTAssertEqual(long, short, "\(odd)")
        }
    }

    /// What `UnifiedDiff` printed before issue 28, with the standard library's diff.
    private func referenceDiff(old oldLines: [String], new newLines: [String]) -> String {
        guard oldLines != newLines else { return "" }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in newLines.difference(from: oldLines) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var script: [(kind: Character, text: String, old: Int, new: Int)] = []
        var i = 0
        var j = 0
        while i < oldLines.count || j < newLines.count {
            if i < oldLines.count, removed.contains(i) {
                script.append(("-", oldLines[i], i, j))
                i += 1
            } else if j < newLines.count, inserted.contains(j) {
                script.append(("+", newLines[j], i, j))
                j += 1
            } else {
                script.append((" ", oldLines[i], i, j))
                i += 1
                j += 1
            }
        }
        var output = "--- a\n+++ b\n"
        let changed = script.indices.filter { script[$0].kind != " " }
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 6 { hunkEnd += 1 }
            let first = max(0, changed[hunkStart] - 3)
            let last = min(script.count - 1, changed[hunkEnd] + 3)
            let slice = script[first...last]
            let oldCount = slice.filter { $0.kind != "+" }.count
            let newCount = slice.filter { $0.kind != "-" }.count
            let oldStart = oldCount == 0 ? script[first].old : script[first].old + 1
            let newStart = newCount == 0 ? script[first].new : script[first].new + 1
            func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for line in slice { output += "\(line.kind)\(line.text)\n" }
            hunkStart = hunkEnd + 1
        }
        return output
    }
}
