#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Scans many files concurrently; each file is read, parsed, reduced to facts and dropped.
public enum ProjectScanner {
    public struct Result: Sendable {
        /// In the order of the input files, whatever the thread count.
        public var facts: [FileFacts]
        public var diagnostics: [Diagnostic]
    }

    public static func scan(_ files: [SourceFile]) -> Result {
        let outcomes = ConcurrentResults<FileScanner.Outcome>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let outcome: FileScanner.Outcome
            switch FileReader.bytes(atPath: file.absolutePath) {
            case .success(let bytes):
                outcome = FileScanner.scan(path: file.path, bytes: bytes)
            case .failure(let error):
                outcome = .skipped(Diagnostic(path: file.path, message: "cannot read file (\(error.reason)); skipped"))
            }
            outcomes.set(index, outcome)
        }
        var result = Result(facts: [], diagnostics: [])
        for outcome in outcomes.values() {
            switch outcome {
            case .scanned(let facts): result.facts.append(facts)
            case .skipped(let diagnostic): result.diagnostics.append(diagnostic)
            }
        }
        return result
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
