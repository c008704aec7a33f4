/// The envelope of rxtree's cache files: magic, layout version and the writer's identity up front
/// (the executable's version and build, see `ToolIdentity`); at the end a checksum of everything before
/// it and the file's own length, both 8 bytes, little-endian. A file from another build, truncated,
/// grown or corrupted is rejected, and the header and length are checked before the file is read
/// whole: a foreign or damaged file of any size costs two small reads.
enum SealedFile {
    /// What the file is for and who may read it.
    struct Header: Sendable {
        var magic: [UInt8]
        var layoutVersion: UInt64
        var identity: String
    }

    /// The checksum and the length.
    static let trailerLength = 16
    /// The most of a file read to check its header; identities are far shorter.
    static let headerLimit = 4096

    static func writer(_ header: Header) -> ByteWriter {
        var writer = ByteWriter()
        writer.append(raw: header.magic)
        writer.write(header.layoutVersion)
        writer.write(header.identity)
        return writer
    }

    private static func trailer(checksum: UInt64, bodyLength: Int) -> [UInt8] {
        littleEndian(checksum) + littleEndian(UInt64(bodyLength + trailerLength))
    }

    private static func littleEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func readLittleEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A sealed file streamed to disk (see `AtomicFile.Stream`), its checksum computed on the way.
    struct Writer: ~Copyable {
        var writer: ByteWriter
        private var stream: AtomicFile.Stream
        private var checksum = Fingerprint.Checksum()
        private var written = 0

        init(to path: String, header: Header) throws(RxTreeError) {
            stream = try AtomicFile.Stream(to: path)
            writer = SealedFile.writer(header)
        }

        mutating func flushIfLarge() throws(RxTreeError) {
            if writer.bytes.count >= 1 << 20 { try flush() }
        }

        private mutating func flush() throws(RxTreeError) {
            try send(writer.bytes)
            writer.removeAll()
        }

        /// `bytes` after everything written so far, sent as they are instead of copied into `writer`: the
        /// facts cache's blocks (a quarter of a megabyte each) grew that buffer to two, held to the end.
        mutating func append(raw bytes: [UInt8]) throws(RxTreeError) {
            try flush()
            try send(bytes)
        }

        private mutating func send(_ bytes: [UInt8]) throws(RxTreeError) {
            guard !bytes.isEmpty else { return }
            checksum.add(bytes)
            written += bytes.count
            try stream.write(bytes)
        }

        consuming func commit() throws(RxTreeError) {
            do throws(RxTreeError) {
                try flush()
                try stream.write(SealedFile.trailer(checksum: checksum.value(count: written), bodyLength: written))
            } catch {
                stream.abandon()
                throw error
            }
            try stream.commit(durable: false)
        }

        consuming func abandon() {
            stream.abandon()
        }

        /// `values`' count, then each as `element` writes it, flushed a megabyte at a time.
        mutating func write<T>(_ values: [T], _ element: (inout ByteWriter, T) -> Void) throws(RxTreeError) {
            writer.write(UInt64(values.count))
            for value in values {
                element(&writer, value)
                try flushIfLarge()
            }
        }

        /// A sealed file at `path` whose body `body` writes, committed whole or, on any error, abandoned.
        static func save(to path: String, header: Header, _ body: (inout Writer) throws(RxTreeError) -> Void) throws(RxTreeError) {
            var file = try Writer(to: path, header: header)
            do throws(RxTreeError) {
                try body(&file)
            } catch {
                file.abandon()
                throw error
            }
            try file.commit()
        }
    }

    /// What `decode` makes of the body of the sealed file at `path`; nil when `read` finds no such file or
    /// `decode` finds its body malformed.
    static func decode<Value>(from path: String, header: Header, _ decode: (inout ByteReader) throws(ByteReader.Malformed) -> Value) -> Value? {
        guard var reader = read(from: path, header: header) else { return nil }
        return try? decode(&reader)
    }

    /// The body of the sealed file at `path`, between the header and the trailer; nil when there is no
    /// such regular file or it is not one `header` describes, whole and undamaged.
    static func read(from path: String, header: Header) -> ByteReader? {
        readKeepingOpen(from: path, header: header)?.body
    }

    /// The same, with the file still open, to read more of it later.
    static func readKeepingOpen(from path: String, header: Header) -> (body: ByteReader, file: OpenFile)? {
        do throws(FileReader.ReadError) {
            let open = OpenFile(try RegularFile(path: path))
            let size = open.file.size
            guard size >= header.magic.count + trailerLength else { return nil }
            var start = ByteReader(try open.file.read(min(size - trailerLength, headerLimit), at: 0))
            guard (try? check(header, in: &start)) != nil else { return nil }
            let trailer = try open.file.read(trailerLength, at: size - trailerLength)
            guard trailer.count == trailerLength, readLittleEndian(trailer[8...]) == UInt64(size) else { return nil }

            let bytes = try open.file.read(size, at: 0)
            let bodyEnd = size - trailerLength
            guard bytes.count == size, readLittleEndian(bytes[bodyEnd..<(bodyEnd + 8)]) == checksum(of: bytes, count: bodyEnd),
                  readLittleEndian(bytes[(bodyEnd + 8)...]) == UInt64(size) else { return nil }
            var reader = ByteReader(bytes, to: bodyEnd)
            guard (try? check(header, in: &reader)) != nil else { return nil }
            return (reader, open)
        } catch {
            return nil
        }
    }

    private static func checksum(of bytes: [UInt8], count: Int) -> UInt64 {
        var checksum = Fingerprint.Checksum()
        bytes.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        return checksum.value(count: count)
    }

    /// Reads the header, which must be `header`.
    private static func check(_ header: Header, in reader: inout ByteReader) throws(ByteReader.Malformed) {
        guard Array(try reader.readRaw(header.magic.count)) == header.magic,
              try reader.readUInt64() == header.layoutVersion,
              try reader.readString() == header.identity else { throw ByteReader.Malformed() }
    }
}
