/// The envelope of rxtree's cache files: magic, layout version and the writer's identity up front
/// (the executable's version and build, see `ToolIdentity`), a checksum of everything at the end, so
/// a file from another build, truncated or corrupted is rejected.
enum SealedFile {
    /// What the file is for and who may read it.
    struct Header: Sendable {
        var magic: [UInt8]
        var layoutVersion: UInt64
        var identity: String
    }

    static func writer(_ header: Header) -> ByteWriter {
        var writer = ByteWriter()
        writer.append(raw: header.magic)
        writer.write(header.layoutVersion)
        writer.write(header.identity)
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

        init(to path: String, header: Header) throws(RxTreeError) {
            stream = try AtomicFile.Stream(to: path)
            writer = SealedFile.writer(header)
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
    static func open(_ bytes: [UInt8], header: Header) throws(ByteReader.Malformed) -> ByteReader {
        guard let checksumLength = bytes.last.map(Int.init), bytes.count > checksumLength + 1 else { throw ByteReader.Malformed() }
        let bodyEnd = bytes.count - 1 - checksumLength
        var trailer = ByteReader(bytes, from: bodyEnd, to: bytes.count - 1)
        guard try trailer.readUInt64() == Fingerprint.of(bytes[..<bodyEnd]) else { throw ByteReader.Malformed() }

        var reader = ByteReader(bytes, to: bodyEnd)
        guard Array(try reader.readRaw(header.magic.count)) == header.magic,
              try reader.readUInt64() == header.layoutVersion,
              try reader.readString() == header.identity else { throw ByteReader.Malformed() }
        return reader
    }
}
