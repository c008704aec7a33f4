import Foundation

/// Per-file scan results from an earlier run, keyed by path and `FileStamp`, for one version of rxtree. A missing, stale, truncated or corrupted cache reads as empty.
package struct FactsCache: Sendable {
    package struct Entry: Sendable, Equatable {
        package var stamp: FileStamp
        package var state: ScanState
        /// Of a filtered file, its identifiers' hashes when known (`Relevance.identifierHashes`): a later
        /// run checks the names it newly wants against them instead of reading the file again. Written
        /// with the entry; a loaded entry has none, as they are read only when wanted (`Blocks.identifiers()`).
        package var identifiers: IdentifierHashes?

        package init(stamp: FileStamp, state: ScanState, identifiers: IdentifierHashes? = nil) {
            self.stamp = stamp
            self.state = state
            self.identifiers = identifiers
        }
    }

    package var entries: [String: Entry]
    /// The names the filtered files were checked against, in `String.utf8Order`: an unchanged filtered
    /// file mentions none of them, so a later run checks it only for the names it wants besides.
    package var wanted: [String]
    /// Where the blocks of the file this cache was read from lie, when it was read from one.
    package var blocks: Blocks?

    /// The blocks of a cache file as read: a save copies each block whose files are all unchanged instead
    /// of encoding their facts again, so a run with one file changed encodes one block (at 100,000 files,
    /// encoding them all kept the spare core busy longer than the graph's build).
    package struct Blocks: Sendable {
        struct Block: Sendable {
            /// The first and last of its paths, which are in `String.utf8Order`, and how many there are.
            var first: String
            var last: String
            var count: Int
            /// Where its bytes lie in the file, after its length.
            var offset: Int
            var length: Int
            /// How many of its last bytes are its filtered files' identifier hashes, after its entries, each
            /// after its path (an index into the block's string table, read again when they are).
            var identifiersLength: Int
        }

        /// The file they were read from, held open: copied from that very file, whatever replaced it since.
        var file: OpenFile?
        /// In file order; their paths ascend across all of them, or there are none.
        var blocks: [Block]

        /// The identifier hashes of the filtered files, by path, read from the file now: those of a block
        /// that cannot be read or decoded are not known.
        package func identifiers() -> [String: IdentifierHashes] {
            let decoded = Parallel.map(Array(blocks.indices)) { index in identifiers(of: index) }
            var all: [String: IdentifierHashes] = [:]
            all.reserveCapacity(decoded.reduce(0) { $0 + $1.count })
            for block in decoded { all.merge(block) { first, _ in first } }
            return all
        }

        /// Those of one block: the hashes after its entries, then the paths they name in its string table.
        func identifiers(of index: Int) -> [String: IdentifierHashes] {
            let block = blocks[index]
            guard let source = file, block.identifiersLength > 0,
                  let bytes = try? source.file.read(block.length, at: block.offset), bytes.count == block.length
            else { return [:] }
            var found: [String: IdentifierHashes] = [:]
            do throws(ByteReader.Malformed) {
                var section = ByteReader(bytes, from: block.length - block.identifiersLength)
                var records: [(path: Int, hashes: IdentifierHashes)] = []
                while !section.isAtEnd {
                    let path = try section.readUInt64()
                    guard path <= UInt64(Int32.max) else { return [:] }
                    records.append((Int(path), try FactsCache.readIdentifiers(&section)))
                }
                var table = ByteReader(bytes)
                let paths = try table.readStrings(at: Set(records.map(\.path)))
                for record in records {
                    guard let path = paths[record.path] else { return [:] }
                    found[path] = record.hashes
                }
            } catch {
                return [:]
            }
            return found
        }
    }

    /// What a save is given of each file: its entry, and whether it is the entry the cache was read with
    /// (then its block may be copied whole).
    package struct Item {
        package var path: String
        package var entry: Entry
        package var isAsRead: Bool

        package init(path: String, entry: Entry, isAsRead: Bool) {
            self.path = path
            self.entry = entry
            self.isAsRead = isAsRead
        }
    }

    static let magic: [UInt8] = Array("RXTREE-CACHE".utf8)
    /// Bump when the facts or this layout change; the file name stays.
    static let layoutVersion: UInt64 = 21
    package static let fileName = "facts.bin"

    static func header(_ identity: ToolIdentity) -> SealedFile.Header {
        SealedFile.Header(magic: magic, layoutVersion: layoutVersion, identity: identity.value)
    }

    package init(entries: [String: Entry] = [:], wanted: [String] = []) {
        self.entries = entries
        self.wanted = wanted
    }

    /// The cache at `path` if `identity` wrote it, else an empty one.
    package static func load(from path: String, identity: ToolIdentity) -> FactsCache {
        guard let read = SealedFile.readKeepingOpen(from: path, header: header(identity)) else { return FactsCache() }
        var reader = read.body
        guard var cache = try? decode(&reader) else { return FactsCache() }
        cache.blocks?.file = read.file
        return cache
    }

    /// Written atomically: a concurrent run sees the old cache or the new one, never a mix.
    package func save(to path: String, identity: ToolIdentity) throws(RxTreeError) {
        let paths = entries.keys.sorted(by: String.utf8Order)
        let wanted = wanted
        try Self.save(
            paths.compactMap { path in entries[path].map { Item(path: path, entry: $0, isAsRead: false) } }, reusing: nil,
            wanted: { wanted }, to: path, identity: identity
        )
    }

    /// Streams `entries` (in path order) to disk a megabyte at a time, so a large cache is never
    /// held in memory as a whole. `wanted` (sorted) is asked for last, so the entries can be
    /// written while it is still being worked out; nil abandons the file.
    /// `reusing` are the blocks of the cache file the unchanged entries (`Item.isAsRead`) were read from.
    package static func save(
        _ entries: some Sequence<Item>, reusing blocks: Blocks?, wanted: () -> [String]?, to path: String,
        identity: ToolIdentity
    ) throws(RxTreeError) {
        var file = try SealedFile.Writer(to: path, header: header(identity))
        // A file that could not be read is never cached: a change of permissions leaves no stamp.
        let cacheable = entries.lazy.filter { item in
            if case .unreadable = item.entry.state { return false }
            return true
        }
        var copier = BlockCopier(blocks)
        do throws(RxTreeError) {
            // In blocks of about 256 KB, each after its length, so that reading decodes them on every core;
            // each block's strings in a table ahead of it, every distinct one once (the facts repeat names),
            // then its values the same way (`FactsCodec.ValueTable`), whose strings are in the first table.
            // After a block's entries, the identifier hashes of its filtered files (`identifiers`), which a
            // run reads only when it wants a name anew.
            var block = ByteWriter.withStringTable()
            let values = FactsCodec.ValueTable()
            block.table = values
            var table = ByteWriter()
            var identifiers = ByteWriter()
            func endBlock(_ file: inout SealedFile.Writer) throws(RxTreeError) {
                table.write(block.strings) { writer, string in writer.write(string) }
                FactsCodec.write(values, into: &table)
                table.write(UInt64(block.bytes.count))
                file.writer.write(UInt64(table.bytes.count + block.bytes.count + identifiers.bytes.count))
                try file.append(raw: table.bytes)
                try file.append(raw: block.bytes)
                try file.append(raw: identifiers.bytes)
                table.removeAll()
                block.removeAll()
                identifiers.removeAll()
                values.removeAll()
            }
            func encode(_ item: Item, _ file: inout SealedFile.Writer) throws(RxTreeError) {
                block.write(item.path)
                item.entry.stamp.write(into: &block)
                switch item.entry.state {
                case .parsed(let facts):
                    block.write(UInt64(0))
                    FactsCodec.encode(facts, into: &block)
                case .filtered:
                    block.write(UInt64(1))
                    // An entry as read was loaded without them: they are the file's it was read from.
                    if let known = item.entry.identifiers ?? (item.isAsRead ? copier.identifiers(of: item.path) : nil),
                       let index = block.tableIndex(of: item.path) {
                        identifiers.write(UInt64(index))
                        write(known, into: &identifiers)
                    }
                case .skipped(let diagnostic):
                    block.write(UInt64(2))
                    block.write(diagnostic.message)
                case .unreadable:
                    break
                }
                if block.bytes.count + identifiers.bytes.count >= 1 << 18 { try endBlock(&file) }
            }
            for item in cacheable {
                let outcome = copier.offer(item)
                for item in outcome.encode { try encode(item, &file) }
                if let bytes = outcome.copy {
                    // The block being encoded ends early, before the copied one.
                    if !block.bytes.isEmpty { try endBlock(&file) }
                    file.writer.write(UInt64(bytes.count))
                    try file.append(raw: bytes)
                }
            }
            for item in copier.release() { try encode(item, &file) }
            if !block.bytes.isEmpty { try endBlock(&file) }
            file.writer.write(UInt64(0))
        } catch {
            file.abandon()
            throw error
        }
        guard let wanted = wanted() else {
            file.abandon()
            return
        }
        file.writer.write(wanted) { $0.write($1) }
        try file.commit()
    }

    /// The entries of a sealed file's body, its blocks decoded on every core.
    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FactsCache {
        var blocks: [ByteReader] = []
        var places: [(offset: Int, length: Int)] = []
        while true {
            let length = try reader.readCount()
            guard length > 0 else { break }
            places.append((reader.offset, length))
            blocks.append(try reader.split(length))
        }
        let wanted = try reader.readArray { reader throws(ByteReader.Malformed) in try reader.readString() }
        guard reader.isAtEnd else { throw ByteReader.Malformed() }
        let decoded = Parallel.map(blocks) { block -> DecodedBlock? in
            var block = block
            return try? decodeBlock(&block)
        }
        var cache = FactsCache(wanted: wanted)
        cache.entries.reserveCapacity(decoded.reduce(0) { $0 + ($1?.entries.count ?? 0) })
        var stored = Blocks(blocks: [])
        var previous: String?
        var ascending = true
        for (index, block) in decoded.enumerated() {
            guard let block else { throw ByteReader.Malformed() }
            for (path, entry) in block.entries {
                if let previous, !String.utf8Order(previous, path) { ascending = false }
                previous = path
                cache.entries[path] = entry
            }
            if let first = block.entries.first?.0, let last = block.entries.last?.0 {
                stored.blocks.append(Blocks.Block(
                    first: first, last: last, count: block.entries.count, offset: places[index].offset, length: places[index].length,
                    identifiersLength: places[index].length - block.identifiersStart
                ))
            }
        }
        // A file whose paths do not ascend was not written by `save`: nothing of it is copied.
        if ascending { cache.blocks = stored }
        return cache
    }

    private struct DecodedBlock {
        var entries: [(String, Entry)] = []
        /// Where its filtered files' identifier hashes start, from the block's start.
        var identifiersStart = 0
    }

    private static func decodeBlock(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> DecodedBlock {
        let start = reader.offset
        try reader.readStringTable()
        try FactsCodec.readValueTable(&reader)
        let entriesLength = try reader.readCount()
        let end = reader.offset + entriesLength
        var block = DecodedBlock()
        while reader.offset < end {
            let path = try reader.readString()
            let stamp = try FileStamp.read(&reader)
            let state: ScanState
            switch try reader.readUInt64() {
            case 0: state = .parsed(try FactsCodec.decodeFacts(&reader))
            case 1: state = .filtered
            case 2: state = .skipped(Diagnostic(path: path, message: try reader.readString()))
            default: throw ByteReader.Malformed()
            }
            block.entries.append((path, Entry(stamp: stamp, state: state)))
        }
        guard reader.offset == end else { throw ByteReader.Malformed() }
        block.identifiersStart = end - start
        return block
    }

    /// A filtered file's identifier hashes: how many, then each in four bytes (they are hashes: a
    /// variable length would make most of them five).
    private static func write(_ identifiers: IdentifierHashes, into writer: inout ByteWriter) {
        writer.write(UInt64(identifiers.values.count))
        var raw = [UInt8](repeating: 0, count: identifiers.values.count * 4)
        for (index, value) in identifiers.values.enumerated() {
            raw[index * 4] = UInt8(truncatingIfNeeded: value)
            raw[index * 4 + 1] = UInt8(truncatingIfNeeded: value >> 8)
            raw[index * 4 + 2] = UInt8(truncatingIfNeeded: value >> 16)
            raw[index * 4 + 3] = UInt8(truncatingIfNeeded: value >> 24)
        }
        writer.append(raw: raw)
    }

    fileprivate static func readIdentifiers(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> IdentifierHashes {
        let count = try reader.readUInt64()
        // `readRaw` checks the bytes are there.
        guard count <= UInt64(Int.max / 4) else { throw ByteReader.Malformed() }
        let raw = try reader.readRaw(Int(count) * 4)
        var values = ContiguousArray<UInt32>()
        values.reserveCapacity(Int(count))
        var index = raw.startIndex
        for _ in 0..<count {
            values.append(UInt32(raw[index]) | UInt32(raw[index + 1]) << 8 | UInt32(raw[index + 2]) << 16 | UInt32(raw[index + 3]) << 24)
            index += 4
        }
        return IdentifierHashes(values: values)
    }
}

extension FileStamp {
    /// The stamp's one encoding, for the facts cache and the graph inputs.
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

/// Which runs of a save's entries are whole blocks of the cache file they were read from, and those
/// blocks' bytes. Offered the entries in path order, it holds back unchanged ones from the first path
/// of a block on; when as many as the block has, up to its last path, were offered, they are its
/// entries (the file's paths ascend, and every unchanged entry is the file's), and its bytes are read.
private struct BlockCopier {
    struct Outcome {
        /// To encode as usual, first.
        var encode: [FactsCache.Item] = []
        /// Then a block to write as it was.
        var copy: [UInt8]?
    }

    private let blocks: FactsCache.Blocks?
    private var byFirst: [String: Int] = [:]
    private var candidate: Int?
    private var held: [FactsCache.Item] = []
    /// The identifier hashes of the last block an entry as read was encoded from.
    private var identifiersRead: (block: Int, hashes: [String: IdentifierHashes])?

    init(_ blocks: FactsCache.Blocks?) {
        self.blocks = blocks?.file == nil ? nil : blocks
        for (index, block) in (self.blocks?.blocks ?? []).enumerated() { byFirst[block.first] = index }
    }

    mutating func offer(_ item: FactsCache.Item) -> Outcome {
        var outcome = Outcome()
        if let index = candidate, let block = blocks?.blocks[index] {
            if item.isAsRead, let last = held.last, String.utf8Order(last.path, item.path), !String.utf8Order(block.last, item.path) {
                held.append(item)
                guard held.count == block.count else { return outcome }
                candidate = nil
                if SortedPaths.sameBytes(item.path, block.last), let bytes = read(block) {
                    held = []
                    outcome.copy = bytes
                } else {
                    outcome.encode = release()
                }
                return outcome
            }
            candidate = nil
            outcome.encode = release()
        }
        if item.isAsRead, let index = byFirst[item.path], let block = blocks?.blocks[index], SortedPaths.sameBytes(item.path, block.first) {
            held = [item]
            if block.count == 1 {
                if let bytes = read(block) {
                    held = []
                    outcome.copy = bytes
                } else {
                    outcome.encode += release()
                }
            } else {
                candidate = index
            }
            return outcome
        }
        outcome.encode.append(item)
        return outcome
    }

    /// The identifier hashes of an entry as read, from its block in the file (paths ascend across blocks).
    mutating func identifiers(of path: String) -> IdentifierHashes? {
        guard let all = blocks?.blocks else { return nil }
        let low = partitionPoint(count: all.count) { String.utf8Order(all[$0].last, path) }
        guard low < all.count else { return nil }
        if identifiersRead?.block != low { identifiersRead = (low, blocks?.identifiers(of: low) ?? [:]) }
        return identifiersRead?.hashes[path]
    }

    /// The entries held back, to encode: at the end, or when they turned out not to be a block.
    mutating func release() -> [FactsCache.Item] {
        candidate = nil
        defer { held = [] }
        return held
    }

    private func read(_ block: FactsCache.Blocks.Block) -> [UInt8]? {
        guard let source = blocks?.file, let bytes = try? source.file.read(block.length, at: block.offset), bytes.count == block.length
        else { return nil }
        return bytes
    }
}
