import Foundation
import RxTreeKit
import XCTest

/// The package's root folder, found from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

/// The folder `swift build` put the products in, next to the test bundle.
var productsDirectory: URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    fatalError("couldn't find the products directory")
    #else
    return Bundle.main.bundleURL
    #endif
}

/// What the real `rxtree` binary printed and how it exited.
struct ProcessResult: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// Runs the built `rxtree` with `arguments` in `directory`, with a clean, colourless environment.
/// `standardOutput` replaces the pipe stdout is read from (the result's stdout is then empty); a run
/// still going after `timeout` seconds is killed. A run that dies of a signal has the status a shell
/// reports, 128 plus the signal (137 when killed).
func runRxTree(
    _ arguments: [String],
    in directory: URL = packageRoot,
    environment: [String: String] = [:],
    executable: URL? = nil,
    standardOutput: FileHandle? = nil,
    timeout: Double? = nil
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable ?? productsDirectory.appendingPathComponent("rxtree")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TERM": "dumb"]
    env.merge(environment) { $1 }
    process.environment = env
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = standardOutput ?? stdout
    process.standardError = stderr
    try process.run()
    if standardOutput != nil { try stdout.fileHandleForWriting.close() }
    if let timeout {
        let identifier = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if process.isRunning { kill(identifier, SIGKILL) }
        }
    }
    // Both pipes are drained at once, stderr on its own thread: a child that fills one pipe while
    // the other is being read would otherwise block, and the test with it.
    let errReader = PipeReader(stderr.fileHandleForReading)
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    let errData = errReader.wait()
    process.waitUntilExit()
    return ProcessResult(
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self),
        status: process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    )
}

/// A fresh temporary folder, removed when the test ends.
func makeTemporaryDirectory(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("rxtree-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// Writes each file (path relative to `folder`, its text), making the folders on the way.
func writeFiles(_ files: [String: String], into folder: URL) throws {
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// Set by `make golden` to write the expected files instead of comparing with them.
let isRecordingGoldenFiles = ProcessInfo.processInfo.environment["RXTREE_RECORD"] == "1"

/// Compares `actual` with the golden file `name`, or records it.
func assertGolden(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let url = packageRoot.appendingPathComponent("Tests/RxTreeKitTests/Golden/\(name)")
    if isRecordingGoldenFiles {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url, options: .atomic)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("missing golden file \(name); run `make golden` and review the diff", file: file, line: line)
        return
    }
    guard actual != expected else { return }
    // A diff of the two shows what changed; two whole files side by side hide it.
    var diff = UnifiedDiff.diff(old: expected, new: actual, oldName: "Golden/\(name)", newName: "actual output")
    if diff.isEmpty {
        // The diff works on lines and does not see a missing final newline.
        diff = "(same lines; the final newline differs: expected \(expected.hasSuffix("\n") ? "one" : "none"))"
    }
    XCTFail("output differs from golden file \(name); if intended, run `make golden`\n\(diff)", file: file, line: line)
}

// MARK: --stats

/// What `rxtree --stats` prints on stderr: one line, `stats: ` and a JSON object with sorted keys.
struct ScanStats: Decodable, Equatable {
    struct Timing: Decodable, Equatable {
        var stage: String
        var seconds: Double
    }

    var files: Int
    var parsed: Int
    var filtered: Int
    var fromCache: Int
    /// Rounds of re-admitting filtered files that mention a wanted name.
    var rounds: Int
    var readmitted: Int
    /// Filtered files read again to check them for wanted names.
    var reread: Int
    var unreadable: Int
    var graphFromCache: Bool
    var timings: [Timing]
    /// The files the scan stage parsed, and their thread time: in all, and in swift-syntax's parse.
    var scanning: ScanCost

    struct ScanCost: Decodable, Equatable {
        var files: Int
        var seconds: Double
        var parseSeconds: Double
    }
}

/// The prefix of the statistics line; JSON follows it.
private let statsPrefix = "stats: "

private func isStatsLine(_ line: Substring) -> Bool {
    line.hasPrefix(statsPrefix + "{")
}

/// Decodes the one statistics line of `stderr`; throws when there is none, or more than one.
func scanStats(fromStderr stderr: String) throws -> ScanStats {
    let lines = stderr.split(separator: "\n").filter(isStatsLine)
    guard lines.count == 1, let line = lines.first else {
        throw StatsError(message: "expected one `stats: {...}` line in stderr, found \(lines.count):\n\(stderr)")
    }
    return try JSONDecoder().decode(ScanStats.self, from: Data(line.dropFirst(statsPrefix.count).utf8))
}

/// `stderr` without its statistics line, for comparing with a run without `--stats`.
func strippingStats(fromStderr stderr: String) -> String {
    stderr.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !isStatsLine($0) }
        .joined(separator: "\n")
}

struct StatsError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
