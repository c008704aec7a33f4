#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that no reader ever sees half of one: a temporary file beside it, then a rename.
public enum AtomicFile {
    public enum WriteResult: Equatable, Sendable {
        case written
        /// The file already held these bytes and was left untouched, timestamp included.
        case unchanged
    }

    public static func save(_ text: String, to path: String) throws(RxTreeError) -> WriteResult {
        try save(bytes: Array(text.utf8), to: path)
    }

    /// A cache (`isCache`) is neither compared with what is there nor flushed to disk: a reader sees
    /// the old file or the new one either way, and one damaged by a crash fails its own checksum.
    public static func save(bytes: [UInt8], to path: String, isCache: Bool = false) throws(RxTreeError) -> WriteResult {
        if !isCache, case .success(let existing) = FileReader.bytes(atPath: path), existing == bytes {
            return .unchanged
        }
        var stream = try Stream(to: path)
        do throws(RxTreeError) {
            try stream.write(bytes)
        } catch {
            stream.abandon()
            throw error
        }
        try stream.commit(durable: !isCache)
        return .written
    }

    /// A file written in pieces to a temporary file beside `path`, renamed over it by `commit`.
    /// `abandon` (or a failed commit) removes the temporary file; `path` is never half-written.
    public struct Stream: ~Copyable {
        private let path: String
        private let temporary: String
        private var descriptor: Int32

        public init(to path: String) throws(RxTreeError) {
            let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
            let name = path.split(separator: "/").last.map(String.init) ?? path
            self.path = path
            temporary = "\(directory.isEmpty ? "/" : directory)/.\(name).rxtree-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw AtomicFile.failure(path) }
        }

        public mutating func write(_ bytes: [UInt8]) throws(RxTreeError) {
            guard FileDescriptorIO.write(bytes, to: descriptor) else { throw AtomicFile.failure(path) }
        }

        /// `durable` flushes to disk first, for files whose loss after a crash would matter.
        public consuming func commit(durable: Bool) throws(RxTreeError) {
            if durable, fsync(descriptor) != 0 {
                let error = AtomicFile.failure(path)
                abandon()
                throw error
            }
            close(descriptor)
            descriptor = -1
            guard rename(temporary, path) == 0 else {
                let error = AtomicFile.failure(path)
                unlink(temporary)
                throw error
            }
        }

        public consuming func abandon() {
            if descriptor >= 0 { close(descriptor) }
            unlink(temporary)
        }
    }

    fileprivate static func failure(_ path: String) -> RxTreeError {
        RxTreeError("cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
}
