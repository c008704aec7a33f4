import Foundation
import RxTreeKit
import XCTest

/// Selective parsing and the cache: faster runs that must print exactly what a full parse prints.
final class ScaleTests: XCTestCase {
    private func run(_ arguments: [String], in directory: URL = packageRoot) throws -> ProcessResult {
        try runRxTree(arguments, in: directory)
    }

    func testSkippingFilesNeverChangesTheAnswerOnAnyFixture() throws {
        for fixture in GoldenTests.fixtures {
            for extra in [[fixture.root], [fixture.root, "--format", "json"], ["--list"], []] {
                let arguments = extra + ["--dir", fixture.directory, "--no-cache"]
                XCTAssertEqual(try run(arguments), try run(arguments + ["--no-skip"]), "\(fixture.name) \(extra)")
            }
        }
    }

    func testSkippingFilesNeverChangesTheAnswerOnAGeneratedProject() throws {
        let project = try generatedProject(files: 600)
        for arguments in [["AppFlow"], ["--list"], ["AppFlow", "--format", "json", "--steps"], ["AppFlow", "-L", "3"]] {
            let skipping = try run(arguments + ["--dir", project.path, "--no-cache", "--stats"])
            let full = try run(arguments + ["--dir", project.path, "--no-cache", "--no-skip"])
            XCTAssertEqual(skipping.stdout, full.stdout, "\(arguments)")
            XCTAssertEqual(skipping.status, 0)
            // The optimisation is real: most files are not parsed.
            let stats = try XCTUnwrap(skipping.stderr.split(separator: "\n").first { $0.hasPrefix("stats: 600 files") })
            let parsed = try XCTUnwrap(Int(stats.split(separator: " ")[3]))
            XCTAssertLessThan(parsed, 400, String(stats))
        }
    }

    /// A generated app (Benchmarks/generate.py) whose hidden screens mention neither keyword.
    private func generatedProject(files: Int) throws -> URL {
        let directory = try makeTemporaryDirectory(self).appendingPathComponent("App")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot.appendingPathComponent("Benchmarks/generate.py").path, "--files", "\(files)", "--out", directory.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "generate.py failed")
        return directory
    }

    // MARK: Cache

    /// The run's output without its statistics, and how many files came from the cache, of how many.
    private func cachedRun(_ project: URL, cache: URL, _ extra: [String] = []) throws -> (result: ProcessResult, fromCache: Int, files: Int) {
        let result = try run(["AppFlow", "--dir", project.path, "--cache-dir", cache.path, "--stats"] + extra)
        var output = result
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        output.stderr = lines.filter { !$0.hasPrefix("stats:") }.joined(separator: "\n")
        let stats = lines.first { $0.hasPrefix("stats:") && $0.contains("from cache") } ?? ""
        let words = stats.split(separator: " ")
        let fromCache = words.firstIndex(of: "from").flatMap { Int(words[$0 - 1]) } ?? -1
        let files = words.count > 1 ? Int(words[1]) ?? -1 : -1
        return (output, fromCache, files)
    }

    private func copyFixture(_ name: String) throws -> URL {
        let destination = try makeTemporaryDirectory(self).appendingPathComponent(name)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Fixtures/\(name)"), to: destination)
        // Earlier runs on the fixture leave their cache there.
        try? FileManager.default.removeItem(at: destination.appendingPathComponent(".build"))
        return destination
    }

    func testWarmRunReadsTheCacheAndPrintsTheSame() throws {
        let project = try copyFixture("RxControllerExample")
        let cache = try makeTemporaryDirectory(self)
        let expected = try run(["AppFlow", "--dir", project.path, "--no-cache"])
        let cold = try cachedRun(project, cache: cache)
        XCTAssertEqual(cold.result, expected)
        XCTAssertEqual(cold.fromCache, 0)
        let warm = try cachedRun(project, cache: cache)
        XCTAssertEqual(warm.result, expected)
        XCTAssertEqual(warm.fromCache, warm.files)
        XCTAssertEqual(warm.files, 31)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path), [FactsCache.fileName])
    }

    func testChangedFilesAreRescanned() throws {
        let project = try copyFixture("RxControllerExample")
        let cache = try makeTemporaryDirectory(self)
        _ = try cachedRun(project, cache: cache)
        let flow = project.appendingPathComponent("RxControllerExample/Main/MainFlow.swift")
        let source = try String(contentsOf: flow, encoding: .utf8)
            .replacingOccurrences(of: ".flow(childFlow, with: ChildStep.start),", with: "")
        try source.write(to: flow, atomically: false, encoding: .utf8)
        let warm = try cachedRun(project, cache: cache, ["-L", "2"])
        XCTAssertEqual(warm.fromCache, warm.files - 1)
        XCTAssertEqual(warm.result.stdout, "AppFlow\n└── MainFlow\n    ├── ProfileFlow\n    └── MainViewController\n")
    }

    func testTruncatedCorruptedOrForeignCachesAreIgnoredAndRebuilt() throws {
        let project = try copyFixture("RxControllerExample")
        let cache = try makeTemporaryDirectory(self)
        let expected = try cachedRun(project, cache: cache).result
        let file = cache.appendingPathComponent(FactsCache.fileName)
        let valid = try Data(contentsOf: file)

        var corrupted = valid
        corrupted[corrupted.count / 2] ^= 0xFF
        let damaged: [(String, Data)] = [
            ("truncated", valid.prefix(valid.count / 2)),
            ("corrupted", corrupted),
            ("empty", Data()),
            ("foreign", Data("not a cache at all".utf8)),
        ]
        for (name, bytes) in damaged {
            try bytes.write(to: file)
            let run = try cachedRun(project, cache: cache)
            XCTAssertEqual(run.result, expected, name)
            XCTAssertEqual(run.fromCache, 0, "\(name) cache was trusted")
            XCTAssertEqual(try Data(contentsOf: file), valid, "\(name) cache was not rebuilt")
        }
        // A folder where the cache file should be: still a correct answer.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        XCTAssertEqual(try cachedRun(project, cache: cache).result, expected)
    }

    func testEveryPrefixOfACacheIsRejectedWithoutTrapping() throws {
        let files = SourceDiscovery.swiftFiles(in: packageRoot.appendingPathComponent("Fixtures/EdgeCases/MultiLineCalls").path).files
        let directory = try makeTemporaryDirectory(self)
        let path = directory.appendingPathComponent("cache.bin").path
        _ = ProjectScanner.scan(files, options: ScanOptions(cacheFile: path))
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertFalse(FactsCache.load(from: path).entries.isEmpty)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            try bytes.prefix(length).write(to: URL(fileURLWithPath: path))
            XCTAssertTrue(FactsCache.load(from: path).entries.isEmpty, "a \(length)-byte prefix was accepted")
        }
    }

    func testTwoProcessesSharingACacheBothPrintTheRightTree() throws {
        let project = try copyFixture("RxFlowDemo")
        let cache = try makeTemporaryDirectory(self)
        let expected = try run(["AppFlow", "--dir", project.path, "--no-cache"])
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: cache.appendingPathComponent(FactsCache.fileName))
            let results = ConcurrentBox()
            let group = DispatchGroup()
            for _ in 0..<2 {
                DispatchQueue.global().async(group: group) {
                    results.append(try? runRxTree(["AppFlow", "--dir", project.path, "--cache-dir", cache.path]))
                }
            }
            group.wait()
            XCTAssertEqual(results.values, [expected, expected])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path), [FactsCache.fileName])
    }

    func testNoCacheWritesNothing() throws {
        let project = try copyFixture("RxFlowDemo")
        XCTAssertEqual(try run(["AppFlow", "--dir", project.path, "--no-cache"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent(".build").path))
        XCTAssertEqual(try run(["AppFlow", "--dir", project.path]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(".build/rxtree-cache/\(FactsCache.fileName)").path))
    }
}

/// Results gathered from concurrent work.
final class ConcurrentBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ProcessResult?] = []

    func append(_ value: ProcessResult?) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }

    var values: [ProcessResult?] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
