#if canImport(Glibc)
import Glibc
private let systemReadAt = Glibc.pread
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemReadAt = Darwin.pread
private let systemWrite = Darwin.write
#endif

/// Whole reads and writes on a file descriptor, retried when a signal interrupts them: the one loop
/// behind files read, files written atomically, and the executable's stdout and stderr.
package enum FileDescriptorIO {
    /// Writes all of `bytes`; false when a write fails (`errno` says why), as on a closed pipe.
    package static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Writes the result to stdout (`descriptor`): true when written, false when the reader has gone (a
    /// closed pipe, as in `rxtree | head`, which ends the output quietly, as a completed run); any other
    /// failure, such as a full disk, is an error (`ExitStatus.outputFailed`).
    package static func writeOutput(_ bytes: [UInt8], to descriptor: Int32) throws(RxTreeError) -> Bool {
        if write(bytes, to: descriptor) { return true }
        guard errno == EPIPE else {
            throw RxTreeError("cannot write to stdout: \(String(cString: strerror(errno)))", status: .outputFailed)
        }
        return false
    }

    /// Reads from `offset` until `buffer` is full or the file ends, without moving the file's position:
    /// the number of bytes read, or nil when a read fails (`errno` says why).
    static func read(into buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32, at offset: Int) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = systemReadAt(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled, off_t(offset + filled))
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
