import Foundation

/// What identifies a file's content for the cache without reading it.
public struct FileStamp: Hashable, Sendable {
    public var size: Int
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int

    public init(size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }
}

/// What scanning one file found, as kept in the cache.
public enum ScanState: Equatable, Sendable {
    case parsed(FileFacts)
    /// Not parsed: no keyword, and no name from `wantedNames` of the run that wrote the cache.
    case filtered
    case skipped(Diagnostic)
}

/// Per-file scan results from an earlier run, keyed by path, size and modification time, for one
/// version of rxtree. A missing, stale, truncated or corrupted cache reads as empty.
public struct FactsCache: Sendable {
    public struct Entry: Sendable, Equatable {
        public var stamp: FileStamp
        public var state: ScanState
    }

    public var entries: [String: Entry]
    /// Fingerprint of the names the filtered files were checked against.
    public var wantedFingerprint: UInt64

    static let magic: [UInt8] = Array("RXTREE-CACHE".utf8)
    /// Bump when the facts or this layout change.
    static let layoutVersion: UInt64 = 2
    public static let fileName = "facts-v1.bin"

    /// The version plus the executable's size and modification time: a rebuilt rxtree never trusts
    /// facts an older build wrote, even under the same version number.
    static let toolIdentity: String = {
        var identity = RxTree.version
        if let executable = Bundle.main.executablePath, let file = FileIdentity(path: executable) {
            identity += " \(file.stamp.size) \(file.stamp.modifiedSeconds).\(file.stamp.modifiedNanoseconds)"
        }
        return identity
    }()

    public init(entries: [String: Entry] = [:], wantedFingerprint: UInt64 = 0) {
        self.entries = entries
        self.wantedFingerprint = wantedFingerprint
    }

    public static func load(from path: String) -> FactsCache {
        guard case .success(let bytes) = FileReader.bytes(atPath: path) else { return FactsCache() }
        return (try? decode(bytes)) ?? FactsCache()
    }

    /// Written atomically: a concurrent run sees the old cache or the new one, never a mix.
    public func save(to path: String) throws(RxTreeError) {
        let paths = entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let fingerprint = wantedFingerprint
        try Self.save(paths.compactMap { path in entries[path].map { (path, $0) } }, wantedFingerprint: { fingerprint }, to: path)
    }

    /// Streams `entries` (in path order) to disk a megabyte at a time, so a large cache is never
    /// held in memory as a whole. `wantedFingerprint` is asked for last, so the entries can be
    /// written while it is still being worked out; nil abandons the file.
    static func save(
        _ entries: some Collection<(path: String, entry: Entry)>, wantedFingerprint: () -> UInt64?, to path: String
    ) throws(RxTreeError) {
        var file = try SealedFile.Writer(to: path, magic: magic, layoutVersion: layoutVersion)
        do throws(RxTreeError) {
            file.writer.write(UInt64(entries.count))
            for (path, entry) in entries {
                file.writer.write(path)
                file.writer.write(entry.stamp.size)
                file.writer.write(entry.stamp.modifiedSeconds)
                file.writer.write(entry.stamp.modifiedNanoseconds)
                switch entry.state {
                case .parsed(let facts):
                    file.writer.write(UInt64(0))
                    FactsCodec.encode(facts, into: &file.writer)
                case .filtered:
                    file.writer.write(UInt64(1))
                case .skipped(let diagnostic):
                    file.writer.write(UInt64(2))
                    file.writer.write(diagnostic.message)
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

    static func decode(_ bytes: [UInt8]) throws(ByteReader.Malformed) -> FactsCache {
        var reader = try SealedFile.open(bytes, magic: magic, layoutVersion: layoutVersion)
        var cache = FactsCache()
        let count = try reader.readCount()
        for _ in 0..<count {
            let path = try reader.readString()
            let stamp = FileStamp(size: try reader.readInt(), modifiedSeconds: try reader.readInt(), modifiedNanoseconds: try reader.readInt())
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

/// The envelope of rxtree's cache files: magic, layout version and the tool's identity up front, a
/// checksum of everything at the end, so a file from another build, truncated or corrupted is rejected.
enum SealedFile {
    static func writer(magic: [UInt8], layoutVersion: UInt64) -> ByteWriter {
        var writer = ByteWriter()
        writer.append(raw: magic)
        writer.write(layoutVersion)
        writer.write(FactsCache.toolIdentity)
        return writer
    }

    static func seal(_ writer: consuming ByteWriter) -> [UInt8] {
        let checksum = Fingerprint.of(writer.bytes)
        appendTrailer(checksum, to: &writer)
        return writer.bytes
    }

    /// The checksum, then its length, so a truncated file cannot pass.
    private static func appendTrailer(_ checksum: UInt64, to writer: inout ByteWriter) {
        var trailer = ByteWriter()
        trailer.write(checksum)
        writer.append(raw: trailer.bytes + [UInt8(trailer.bytes.count)])
    }

    /// A sealed file streamed to disk (see `AtomicFile.Stream`), its checksum computed on the way.
    struct Writer: ~Copyable {
        var writer: ByteWriter
        private var stream: AtomicFile.Stream
        private var checksum = Fingerprint.Running()

        init(to path: String, magic: [UInt8], layoutVersion: UInt64) throws(RxTreeError) {
            stream = try AtomicFile.Stream(to: path)
            writer = SealedFile.writer(magic: magic, layoutVersion: layoutVersion)
        }

        mutating func flushIfLarge() throws(RxTreeError) {
            if writer.bytes.count >= 1 << 20 { try flush() }
        }

        private mutating func flush() throws(RxTreeError) {
            checksum.add(writer.bytes)
            try stream.write(writer.bytes)
            writer.removeAll()
        }

        consuming func commit() throws(RxTreeError) {
            do throws(RxTreeError) {
                try flush()
                var trailer = ByteWriter()
                SealedFile.appendTrailer(checksum.value, to: &trailer)
                try stream.write(trailer.bytes)
            } catch {
                stream.abandon()
                throw error
            }
            try stream.commit(durable: false)
        }

        consuming func abandon() {
            stream.abandon()
        }
    }

    /// A reader positioned after the header, ending before the checksum.
    static func open(_ bytes: [UInt8], magic: [UInt8], layoutVersion: UInt64) throws(ByteReader.Malformed) -> ByteReader {
        guard let checksumLength = bytes.last.map(Int.init), bytes.count > checksumLength + 1 else { throw ByteReader.Malformed() }
        let bodyEnd = bytes.count - 1 - checksumLength
        var trailer = ByteReader(bytes, from: bodyEnd, to: bytes.count - 1)
        guard try trailer.readUInt64() == Fingerprint.of(bytes[..<bodyEnd]) else { throw ByteReader.Malformed() }

        var reader = ByteReader(bytes, to: bodyEnd)
        guard Array(try reader.readRaw(magic.count)) == magic,
              try reader.readUInt64() == layoutVersion,
              try reader.readString() == FactsCache.toolIdentity else { throw ByteReader.Malformed() }
        return reader
    }
}

/// FNV-1a, 64 bits: cheap, stable across runs and platforms (unlike `Hasher`).
enum Fingerprint {
    static func of<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var running = Running()
        running.add(bytes)
        return running.value
    }

    /// A fingerprint taken over bytes that arrive in pieces.
    struct Running {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add<C: Collection>(_ bytes: C) where C.Element == UInt8 {
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
    }
}
