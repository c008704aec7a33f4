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

    public static func save(bytes: [UInt8], to path: String) throws(RxTreeError) -> WriteResult {
        if case .success(let existing) = FileReader.bytes(atPath: path), existing == bytes {
            return .unchanged
        }
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = "\(directory.isEmpty ? "/" : directory)/.\(name).rxtree-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        var written = 0
        var failed = false
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                written += count
            }
        }
        if failed || fsync(descriptor) != 0 {
            let error = failure(path)
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        return .written
    }

    private static func failure(_ path: String) -> RxTreeError {
        RxTreeError("cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
}
