#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        // Read straight into an array of the size `fstat` gave: a snapshot even of a file being written.
        var failure: ReadError?
        let bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0)) { buffer, count in
            if let filled = FileDescriptorIO.read(into: UnsafeMutableRawBufferPointer(buffer), from: descriptor) {
                count = filled
            } else {
                failure = ReadError(reason: lastError())
            }
        }
        if let failure { return .failure(failure) }
        return .success(bytes)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
