#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// Whole reads and writes on a file descriptor, retried when a signal interrupts them: the one loop
/// behind files read, files written atomically, and the executable's stdout and stderr.
public enum FileDescriptorIO {
    /// Writes all of `bytes`; false when a write fails (`errno` says why), as on a closed pipe.
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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

    /// Reads until `buffer` is full or the file ends: the number of bytes read, or nil when a read
    /// fails (`errno` says why).
    static func read(into buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
