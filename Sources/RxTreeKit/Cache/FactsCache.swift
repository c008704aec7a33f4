import Foundation

/// Per-file scan results from an earlier run, keyed by path and `FileStamp`, for one version of rxtree. A missing, stale, truncated or corrupted cache reads as empty.
package struct FactsCache: Sendable {
    package struct Entry: Sendable, Equatable {
        package var stamp: FileStamp
        package var state: ScanState

        package init(stamp: FileStamp, state: ScanState) {
            self.stamp = stamp
            self.state = state
        }
    }

    package var entries: [String: Entry]
    /// Fingerprint of the names the filtered files were checked against.
    package var wantedFingerprint: UInt64

    static let magic: [UInt8] = Array("RXTREE-CACHE".utf8)
    /// Bump when the facts or this layout change; the file name stays.
    static let layoutVersion: UInt64 = 13
    package static let fileName = "facts.bin"

    static func header(_ identity: ToolIdentity) -> SealedFile.Header {
        SealedFile.Header(magic: magic, layoutVersion: layoutVersion, identity: identity.value)
    }

    package init(entries: [String: Entry] = [:], wantedFingerprint: UInt64 = 0) {
        self.entries = entries
        self.wantedFingerprint = wantedFingerprint
    }

    /// The cache at `path` if `identity` wrote it, else an empty one.
    package static func load(from path: String, identity: ToolIdentity) -> FactsCache {
        guard var reader = SealedFile.read(from: path, header: header(identity)) else { return FactsCache() }
        return (try? decode(&reader)) ?? FactsCache()
    }

    /// Written atomically: a concurrent run sees the old cache or the new one, never a mix.
    package func save(to path: String, identity: ToolIdentity) throws(RxTreeError) {
        let paths = entries.keys.sorted(by: String.utf8Order)
        let fingerprint = wantedFingerprint
        try Self.save(
            paths.compactMap { path in entries[path].map { (path, $0) } }, wantedFingerprint: { fingerprint }, to: path, identity: identity
        )
    }

    /// Streams `entries` (in path order) to disk a megabyte at a time, so a large cache is never
    /// held in memory as a whole. `wantedFingerprint` is asked for last, so the entries can be
    /// written while it is still being worked out; nil abandons the file.
    static func save(
        _ entries: some Collection<(path: String, entry: Entry)>, wantedFingerprint: () -> UInt64?, to path: String,
        identity: ToolIdentity
    ) throws(RxTreeError) {
        var file = try SealedFile.Writer(to: path, header: header(identity))
        // A file that could not be read is never cached: a change of permissions leaves no stamp.
        let cacheable = entries.filter { item in
            if case .unreadable = item.entry.state { return false }
            return true
        }
        do throws(RxTreeError) {
            file.writer.write(UInt64(cacheable.count))
            for (path, entry) in cacheable {
                file.writer.write(path)
                entry.stamp.write(into: &file.writer)
                switch entry.state {
                case .parsed(let facts):
                    file.writer.write(UInt64(0))
                    FactsCodec.encode(facts, into: &file.writer)
                case .filtered:
                    file.writer.write(UInt64(1))
                case .skipped(let diagnostic):
                    file.writer.write(UInt64(2))
                    file.writer.write(diagnostic.message)
                case .unreadable:
                    break
                }
                try file.flushIfLarge()
            }
        } catch {
            file.abandon()
            throw error
        }
        guard let fingerprint = wantedFingerprint() else {
            file.abandon()
            return
        }
        file.writer.write(fingerprint)
        try file.commit()
    }

    /// The entries of a sealed file's body.
    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FactsCache {
        var cache = FactsCache()
        let count = try reader.readCount()
        for _ in 0..<count {
            let path = try reader.readString()
            let stamp = try FileStamp.read(&reader)
            let state: ScanState
            switch try reader.readUInt64() {
            case 0: state = .parsed(try FactsCodec.decodeFacts(&reader))
            case 1: state = .filtered
            case 2: state = .skipped(Diagnostic(path: path, message: try reader.readString()))
            default: throw ByteReader.Malformed()
            }
            cache.entries[path] = Entry(stamp: stamp, state: state)
        }
        cache.wantedFingerprint = try reader.readUInt64()
        guard reader.isAtEnd else { throw ByteReader.Malformed() }
        return cache
    }
}

extension FileStamp {
    /// The stamp's one encoding, for the facts cache and the graph memo's key.
    func write(into writer: inout ByteWriter) {
        writer.write(size)
        writer.write(modifiedSeconds)
        writer.write(modifiedNanoseconds)
        writer.write(inode)
        writer.write(changedSeconds)
        writer.write(changedNanoseconds)
        writer.write(isReadable)
    }

    static func read(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FileStamp {
        FileStamp(
            size: try reader.readInt(), modifiedSeconds: try reader.readInt(), modifiedNanoseconds: try reader.readInt(),
            inode: try reader.readUInt64(), changedSeconds: try reader.readInt(), changedNanoseconds: try reader.readInt(),
            isReadable: try reader.readBool()
        )
    }
}
