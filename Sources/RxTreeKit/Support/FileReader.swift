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
        do throws(ReadError) {
            let file = try RegularFile(path: path)
            return .success(try file.read(file.size, at: 0))
        } catch {
            return .failure(error)
        }
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// A regular file open for reading. Whatever else is at the path (a FIFO, whose open would wait for a
/// writer forever; a device, whose open may act on it; a folder) is refused unopened, from `stat`;
/// the open itself does not block, and what was opened is checked again, in case the path changed.
/// A regular file held open: what is read of it later is what it held when opened, whatever is renamed
/// over its path meanwhile (rxtree replaces its files whole and never writes into one).
final class OpenFile: @unchecked Sendable {
    let file: RegularFile

    init(_ file: consuming RegularFile) {
        self.file = file
    }
}

struct RegularFile: ~Copyable {
    let descriptor: Int32
    /// The size `fstat` gave when the file was opened.
    let size: Int

    init(path: String) throws(FileReader.ReadError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileReader.ReadError(reason: FileReader.lastError()) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileReader.ReadError(reason: "not a regular file") }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReader.ReadError(reason: FileReader.lastError()) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
            let reason = FileReader.lastError()
            close(descriptor)
            throw FileReader.ReadError(reason: reason)
        }
        guard opened.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw FileReader.ReadError(reason: "not a regular file")
        }
        self.descriptor = descriptor
        size = max(Int(opened.st_size), 0)
    }

    deinit {
        close(descriptor)
    }

    /// Up to `count` bytes from `offset`; fewer at the end of the file.
    func read(_ count: Int, at offset: Int) throws(FileReader.ReadError) -> [UInt8] {
        // Read straight into an array of the size asked for: a snapshot even of a file being written.
        var failure: FileReader.ReadError?
        let bytes = [UInt8](unsafeUninitializedCapacity: max(count, 0)) { buffer, filled in
            if let read = FileDescriptorIO.read(into: UnsafeMutableRawBufferPointer(buffer), from: descriptor, at: offset) {
                filled = read
            } else {
                failure = FileReader.ReadError(reason: FileReader.lastError())
            }
        }
        if let failure { throw failure }
        return bytes
    }
}
