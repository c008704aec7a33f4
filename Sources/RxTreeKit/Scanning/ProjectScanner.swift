import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of the project to parse, and where to remember it.
public struct ScanOptions: Sendable {
    /// Parse only files that can matter (see `Relevance`); the answer is the same as parsing all.
    public var skipUnrelatedFiles: Bool
    /// The cache file to read and update; nil for none.
    public var cacheFile: String?

    public init(skipUnrelatedFiles: Bool = true, cacheFile: String? = nil) {
        self.skipUnrelatedFiles = skipUnrelatedFiles
        self.cacheFile = cacheFile
    }
}

/// Scans a project's files concurrently: each file is read, parsed, reduced to facts and dropped.
public enum ProjectScanner {
    public struct Result: Sendable {
        /// Facts of the parsed files, in path order.
        public var facts: [FileFacts]
        /// The graph built from `facts`.
        public var built: GraphBuilder.Result
        /// Files that could not be read or decoded.
        public var diagnostics: [Diagnostic]
        public var statistics: Statistics
    }

    public struct Statistics: Sendable, Equatable {
        public var files = 0
        public var parsed = 0
        public var filtered = 0
        public var fromCache = 0
        /// Rounds of re-admitting filtered files that mention a wanted name.
        public var rounds = 0
        /// Wall time of each stage, in order.
        public var timings: [(stage: String, seconds: Double)] = []

        public static func == (lhs: Statistics, rhs: Statistics) -> Bool {
            (lhs.files, lhs.parsed, lhs.filtered, lhs.fromCache, lhs.rounds) == (rhs.files, rhs.parsed, rhs.filtered, rhs.fromCache, rhs.rounds)
        }

        mutating func time<T>(_ stage: String, _ work: () throws -> T) rethrows -> T {
            let start = DispatchTime.now().uptimeNanoseconds
            defer { timings.append((stage, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)) }
            return try work()
        }
    }

    /// `extraNames` are names the caller needs declarations of, such as the requested root.
    public static func scan(_ files: [SourceFile], options: ScanOptions = ScanOptions(), extraNames: Set<String> = []) -> Result {
        var statistics = Statistics()
        let cache = statistics.time("cache-load") { options.cacheFile.map(FactsCache.load) ?? FactsCache() }
        statistics.files = files.count

        // Round 0: cached results where the file is unchanged, else read, filter by keyword, parse.
        var states: [ScanState?] = Array(repeating: nil, count: files.count)
        var pending: [Int] = []
        for (index, file) in files.enumerated() {
            if let entry = cache.entries[file.path], entry.stamp == file.stamp,
               options.skipUnrelatedFiles || entry.state != .filtered {
                states[index] = entry.state
                statistics.fromCache += 1
            } else {
                pending.append(index)
            }
        }
        let skip = options.skipUnrelatedFiles
        let fresh = statistics.time("scan") {
            Parallel.map(pending.map { files[$0] }) { file in
                scanFile(file, admit: { bytes in !skip || Relevance.mentionsKeyword(bytes) })
            }
        }
        for (offset, index) in pending.enumerated() { states[index] = fresh[offset] }

        // Later rounds: parse filtered files that mention a name the parsed ones need, until none does.
        var built = statistics.time("graph") { GraphBuilder.build(parsedFacts(states)) }
        var wantedFingerprint: UInt64 = 0
        while true {
            let wanted = built.wantedNames.union(extraNames)
            wantedFingerprint = fingerprint(wanted)
            // In the first round, a file the cache says was filtered against exactly these names stays filtered.
            let trustCache = statistics.rounds == 0 && wantedFingerprint == cache.wantedFingerprint
            let unchecked = states.indices.filter { index in
                guard states[index] == .filtered else { return false }
                let entry = cache.entries[files[index].path]
                return !(trustCache && entry?.stamp == files[index].stamp && entry?.state == .filtered)
            }
            let hashes = Relevance.hashes(of: wanted)
            let rescanned = statistics.time("readmit") {
                Parallel.map(unchecked.map { files[$0] }) { file in
                    scanFile(file, admit: { bytes in Relevance.mentionsAny(hashes, in: bytes) })
                }
            }
            var admitted = false
            for (offset, index) in unchecked.enumerated() {
                states[index] = rescanned[offset]
                if rescanned[offset] != .filtered { admitted = true }
            }
            guard admitted else { break }
            statistics.rounds += 1
            built = statistics.time("graph") { GraphBuilder.build(parsedFacts(states)) }
        }

        var diagnostics: [Diagnostic] = []
        var updated = FactsCache(wantedFingerprint: wantedFingerprint)
        for (index, file) in files.enumerated() {
            guard let state = states[index] else { continue }
            switch state {
            case .parsed: statistics.parsed += 1
            case .filtered: statistics.filtered += 1
            case .skipped(let diagnostic): diagnostics.append(diagnostic)
            }
            updated.entries[file.path] = FactsCache.Entry(stamp: file.stamp, state: state)
        }
        // Rewriting an unchanged cache would only cost time.
        let unchanged = statistics.fromCache == files.count && statistics.rounds == 0
            && wantedFingerprint == cache.wantedFingerprint && cache.entries.count == files.count
        if let cacheFile = options.cacheFile, !unchanged {
            // A cache that cannot be written only makes the next run slower.
            statistics.time("cache-save") {
                let folder = (cacheFile as NSString).deletingLastPathComponent
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try? updated.save(to: cacheFile)
            }
        }
        return Result(facts: parsedFacts(states), built: built, diagnostics: diagnostics, statistics: statistics)
    }

    private static func parsedFacts(_ states: [ScanState?]) -> [FileFacts] {
        states.compactMap { state in
            if case .parsed(let facts) = state { return facts }
            return nil
        }
    }

    /// Order-independent fingerprint of a set of names.
    private static func fingerprint(_ names: Set<String>) -> UInt64 {
        let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Fingerprint.of(Array(sorted.joined(separator: "\n").utf8))
    }

    /// Reads one file; parses it when `admit` accepts its bytes. Invalid UTF-8 is reported either way,
    /// so skipping files never changes the warnings.
    static func scanFile(_ file: SourceFile, admit: ([UInt8]) -> Bool) -> ScanState {
        switch FileReader.bytes(atPath: file.absolutePath) {
        case .failure(let error):
            return .skipped(Diagnostic(path: file.path, message: "cannot read file (\(error.reason)); skipped"))
        case .success(let bytes):
            guard FileScanner.isValidUTF8(bytes) else {
                return .skipped(Diagnostic(path: file.path, message: FileScanner.invalidUTF8Message))
            }
            guard admit(bytes) else { return .filtered }
            if let problem = FileScanner.unparseable(path: file.path, bytes: bytes) { return .skipped(problem) }
            return .parsed(FileScanner.facts(path: file.path, validUTF8: bytes))
        }
    }
}

/// A fixed-size buffer that concurrent tasks fill, each writing only its own index.
final class ConcurrentResults<Element>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Element?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// Each index must be set by one task only.
    func set(_ index: Int, _ value: Element) {
        storage[index] = value
    }

    /// Call after every task has finished.
    func values() -> [Element] {
        storage.compactMap { $0 }
    }
}

/// Reads whole files with POSIX calls, reporting why a read failed.
enum FileReader {
    struct ReadError: Error {
        var reason: String
    }

    static func bytes(atPath path: String) -> Swift.Result<[UInt8], ReadError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadError(reason: lastError())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(ReadError(reason: lastError())) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(ReadError(reason: "not a regular file")) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(reason: lastError()))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
