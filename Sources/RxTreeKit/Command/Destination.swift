#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output` and `--check`, which take the output as it is produced, so a tree of any size is compared
/// and written without being held in memory.
enum Destination {
    /// Writes `output` to `path` atomically, through symbolic links, keeping the mode of the file it
    /// replaces (see `AtomicFile.Target`); a file that already holds exactly these bytes is left
    /// untouched, timestamp included. Compared first, then (when different) rendered again into the file.
    /// `root`: the folder a path from a configuration file must stay inside.
    static func save(_ output: RenderedOutput, to path: String, inside root: String? = nil) throws(RxTreeError) -> AtomicFile.WriteResult {
        let target = try AtomicFile.Target(resolving: path, inside: root)
        if target.exists, let existing = ExistingFile(path: target.path), output.write(to: { existing.continues(with: $0) }), existing.isAtEnd() {
            return .unchanged
        }
        var stream = try AtomicFile.Stream(replacing: target)
        var failure: RxTreeError?
        output.write { chunk in
            do throws(RxTreeError) {
                try stream.write(chunk)
                return true
            } catch {
                failure = error
                return false
            }
        }
        if let failure {
            stream.abandon()
            throw failure
        }
        try stream.commit(durable: true)
        return .written
    }

    /// `--check`: nil when the file at `path` holds exactly `output`; otherwise a unified diff from it.
    /// Equal output is compared as it is produced. A difference renders the output again for the diff,
    /// cut short at a line past twice the file's size: a tree can be far too long to hold or diff.
    static func difference(_ output: RenderedOutput, from path: String) throws(RxTreeError) -> String? {
        let expected: [UInt8]
        switch FileReader.bytes(atPath: path) {
        case .success(let bytes): expected = bytes
        case .failure(let error): throw RxTreeError("cannot read '\(path)' to check against: \(error.reason)")
        }
        var offset = 0
        let matched = output.write { chunk in
            guard chunk.count <= expected.count - offset, expected[offset..<(offset + chunk.count)].elementsEqual(chunk) else { return false }
            offset += chunk.count
            return true
        }
        if matched, offset == expected.count { return nil }

        let limit = expected.count * 2 + (1 << 16)
        var actual: [UInt8] = []
        let isWhole = output.write { chunk in
            actual += chunk
            return actual.count <= limit
        }
        var newName = "\(path) (rxtree now)"
        if !isWhole {
            actual.removeSubrange(limit...)
            if let lastNewline = actual.lastIndex(of: UInt8(ascii: "\n")) { actual.removeSubrange((lastNewline + 1)...) }
            newName = "\(path) (rxtree now, cut short)"
        }
        let diff = UnifiedDiff.diff(
            old: String(decoding: expected, as: UTF8.self), new: String(decoding: actual, as: UTF8.self), oldName: path, newName: newName
        )
        return diff.isEmpty ? nil : diff
    }
}

/// A regular file read piece by piece to compare it with output as that is produced.
private final class ExistingFile {
    private let file: RegularFile
    private var offset = 0

    /// nil when there is no readable regular file at `path`.
    init?(path: String) {
        guard let file = try? RegularFile(path: path) else { return nil }
        self.file = file
    }

    /// Whether the file's next bytes are `chunk`.
    func continues(with chunk: [UInt8]) -> Bool {
        read(chunk.count) == chunk
    }

    /// Whether nothing is left to read.
    func isAtEnd() -> Bool {
        read(1).isEmpty
    }

    /// Up to `count` bytes; fewer at the end of the file, none on a failed read.
    private func read(_ count: Int) -> [UInt8] {
        let bytes = (try? file.read(count, at: offset)) ?? []
        offset += bytes.count
        return bytes
    }
}
