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
    static let layoutVersion: UInt64 = 16
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
        SealedFile.decode(from: path, header: header(identity), decode) ?? FactsCache()
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
        _ entries: some Sequence<(path: String, entry: Entry)>, wantedFingerprint: () -> UInt64?, to path: String,
        identity: ToolIdentity
    ) throws(RxTreeError) {
        var file = try SealedFile.Writer(to: path, header: header(identity))
        // A file that could not be read is never cached: a change of permissions leaves no stamp.
        let cacheable = entries.lazy.filter { item in
            if case .unreadable = item.entry.state { return false }
            return true
        }
        do throws(RxTreeError) {
            // In blocks of about 256 KB, each after its length, so that reading decodes them on every core;
            // each block's strings in a table ahead of it, every distinct one once (the facts repeat names),
            // then its values the same way (`FactsCodec.ValueTable`), whose strings are in the first table.
            var block = ByteWriter.withStringTable()
            let values = FactsCodec.ValueTable()
            block.table = values
            var table = ByteWriter()
            func endBlock(_ file: inout SealedFile.Writer) throws(RxTreeError) {
                table.write(block.strings) { writer, string in writer.write(string) }
                FactsCodec.write(values, into: &table)
                file.writer.write(UInt64(table.bytes.count + block.bytes.count))
                file.writer.append(raw: table.bytes)
                file.writer.append(raw: block.bytes)
                table.removeAll()
                block.removeAll()
                values.removeAll()
                try file.flushIfLarge()
            }
            for (path, entry) in cacheable {
                block.write(path)
                entry.stamp.write(into: &block)
                switch entry.state {
                case .parsed(let facts):
                    block.write(UInt64(0))
                    FactsCodec.encode(facts, into: &block)
                case .filtered:
                    block.write(UInt64(1))
                case .skipped(let diagnostic):
                    block.write(UInt64(2))
                    block.write(diagnostic.message)
                case .unreadable:
                    break
                }
                if block.bytes.count >= 1 << 18 { try endBlock(&file) }
            }
            if !block.bytes.isEmpty { try endBlock(&file) }
            file.writer.write(UInt64(0))
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

    /// The entries of a sealed file's body, its blocks decoded on every core.
    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FactsCache {
        var blocks: [ByteReader] = []
        while true {
            let length = try reader.readCount()
            guard length > 0 else { break }
            blocks.append(try reader.split(length))
        }
        let wantedFingerprint = try reader.readUInt64()
        guard reader.isAtEnd else { throw ByteReader.Malformed() }
        let decoded = Parallel.map(blocks) { block -> [(String, Entry)]? in
            var block = block
            return try? decodeBlock(&block)
        }
        var cache = FactsCache(wantedFingerprint: wantedFingerprint)
        cache.entries.reserveCapacity(decoded.reduce(0) { $0 + ($1?.count ?? 0) })
        for entries in decoded {
            guard let entries else { throw ByteReader.Malformed() }
            for (path, entry) in entries { cache.entries[path] = entry }
        }
        return cache
    }

    private static func decodeBlock(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> [(String, Entry)] {
        try reader.readStringTable()
        try FactsCodec.readValueTable(&reader)
        var entries: [(String, Entry)] = []
        while !reader.isAtEnd {
            let path = try reader.readString()
            let stamp = try FileStamp.read(&reader)
            let state: ScanState
            switch try reader.readUInt64() {
            case 0: state = .parsed(try FactsCodec.decodeFacts(&reader))
            case 1: state = .filtered
            case 2: state = .skipped(Diagnostic(path: path, message: try reader.readString()))
            default: throw ByteReader.Malformed()
            }
            entries.append((path, Entry(stamp: stamp, state: state)))
        }
        return entries
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
