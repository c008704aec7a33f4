/// Variable-length integers, booleans and length-prefixed strings, the bytes of rxtree's cache files.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []
    /// When set, source locations are written without their line, which is collected here instead
    /// (`FactsCodec.encode(_:into:)`): what a file's facts are, apart from where they are.
    var lines: [Int]?
    /// When set, strings are written as indexes into `strings`, each distinct one once: a reader that read
    /// the table first (`ByteReader.readStringTable`) validates and allocates each once, and shares it.
    private var stringIndexes: [String: Int]?
    private(set) var strings: [String] = []
    /// A table of the encoding's own kept beside the string table (`FactsCodec.ValueTable`), written ahead
    /// of these bytes too; this layer knows nothing of it.
    var table: AnyObject?

    /// A writer whose strings go to a table (`strings`), written ahead of these bytes by the caller.
    static func withStringTable() -> ByteWriter {
        var writer = ByteWriter()
        writer.stringIndexes = [:]
        return writer
    }

    mutating func write(_ value: UInt64) {
        if value < 0x80 {
            bytes.append(UInt8(value))
            return
        }
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func write(_ value: Int) {
        // Zig-zag, so small negative numbers stay small.
        let signed = Int64(value)
        write(UInt64(bitPattern: (signed << 1) ^ (signed >> 63)))
    }

    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func write(_ value: String) {
        if stringIndexes != nil {
            let index = stringIndexes![value, default: strings.count]
            if index == strings.count {
                stringIndexes![value] = index
                strings.append(value)
            }
            write(UInt64(index))
            return
        }
        // A native string's UTF-8 count is stored, and its bytes are copied straight from its storage.
        write(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    /// Where `value`, written already, stands in the string table; nil without a table or before it is written.
    func tableIndex(of value: String) -> Int? {
        stringIndexes?[value]
    }

    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    mutating func write<T>(_ values: [T], _ element: (inout ByteWriter, T) -> Void) {
        write(UInt64(values.count))
        for value in values { element(&self, value) }
    }

    mutating func append(raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// What `body` writes, appended to `buffer` instead of `bytes`, with this writer's string table.
    mutating func writing(into buffer: inout [UInt8], _ body: (inout ByteWriter) -> Void) {
        swap(&bytes, &buffer)
        body(&self)
        swap(&bytes, &buffer)
    }

    /// Empties the buffer (and the string table) but keeps its capacity, for streaming.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        if stringIndexes != nil {
            stringIndexes!.removeAll(keepingCapacity: true)
            strings.removeAll(keepingCapacity: true)
        }
    }
}

/// Reads what `ByteWriter` wrote, checking every bound: malformed bytes throw, never trap.
struct ByteReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private(set) var offset: Int
    private let end: Int
    /// The table strings are read from by index, when the writer kept one (`ByteWriter.withStringTable`).
    private var strings: [String]?
    /// What an encoding read of its own table (`ByteWriter.table`), for what follows it.
    var table: (any AnyObject & Sendable)?

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.offset = start
        self.end = min(end ?? bytes.count, bytes.count)
    }

    /// Reads a string table (what `ByteWriter.strings` held) here, and the strings after it from it.
    mutating func readStringTable() throws(Malformed) {
        strings = nil  // the table's own strings are written whole
        strings = try readArray { reader throws(Malformed) in try reader.readString() }
    }

    var isAtEnd: Bool { offset >= end }

    mutating func readUInt64() throws(Malformed) -> UInt64 {
        // Most numbers in the caches (counts, string table indexes, lines) take one byte.
        guard offset < end else { throw Malformed() }
        let first = bytes[offset]
        if first < 0x80 {
            offset += 1
            return UInt64(first)
        }
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    mutating func readInt() throws(Malformed) -> Int {
        let raw = try readUInt64()
        let signed = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        guard let value = Int(exactly: signed) else { throw Malformed() }
        return value
    }

    mutating func readBool() throws(Malformed) -> Bool {
        guard offset < end else { throw Malformed() }
        let byte = bytes[offset]
        offset += 1
        guard byte <= 1 else { throw Malformed() }
        return byte == 1
    }

    mutating func readCount() throws(Malformed) -> Int {
        let count = try readUInt64()
        // No element takes less than a byte, so a count beyond the remaining bytes is corruption.
        guard count <= UInt64(end - offset) else { throw Malformed() }
        return Int(count)
    }

    /// A string, or the one `known` gives for its bytes (UTF-8, not yet validated) instead of a new copy.
    mutating func readString(reusing known: (UnsafeBufferPointer<UInt8>) -> String?) throws(Malformed) -> String {
        guard strings == nil else { return try readString() }
        let count = try readCount()
        let start = offset
        offset += count
        let string = bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[start..<(start + count)])
            return known(slice) ?? Self.string(slice)
        }
        guard let string else { throw Malformed() }
        return string
    }

    mutating func readString() throws(Malformed) -> String {
        if let strings {
            let index = try readUInt64()
            guard index < UInt64(strings.count) else { throw Malformed() }
            return strings[Int(index)]
        }
        let count = try readCount()
        let start = offset
        offset += count
        let string = bytes.withUnsafeBufferPointer { buffer in
            Self.string(UnsafeBufferPointer(rebasing: buffer[start..<(start + count)]))
        }
        guard let string else { throw Malformed() }
        return string
    }

    /// Of a string table here (what `readStringTable` reads), only the strings at `wanted` indexes: the others
    /// are passed over, neither checked nor copied.
    mutating func readStrings(at wanted: Set<Int>) throws(Malformed) -> [Int: String] {
        strings = nil  // the table's own strings are written whole
        let count = try readCount()
        var found: [Int: String] = [:]
        for index in 0..<count {
            if wanted.contains(index) {
                found[index] = try readString()
            } else {
                offset += try readCount()
            }
        }
        return found
    }

    /// The string of these bytes, nil unless they are UTF-8. ASCII, as nearly every name, path and message is,
    /// is checked eight bytes a step and needs no more: `String(validating:)` goes through a generic path of the
    /// standard library that cost 1,100 instructions a string (a third of reading a memo).
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        bytes.asciiCount(from: 0) == bytes.count ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }

    mutating func readOptionalString() throws(Malformed) -> String? {
        try readBool() ? try readString() : nil
    }

    mutating func readArray<T>(_ element: (inout ByteReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try readCount()
        // Most arrays in the facts are empty: those take no allocation.
        guard count > 0 else { return [] }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }

    /// A reader of the next `count` bytes, sharing this one's storage, which skips them.
    mutating func split(_ count: Int) throws(Malformed) -> ByteReader {
        guard count >= 0, count <= end - offset else { throw Malformed() }
        defer { offset += count }
        return ByteReader(bytes, from: offset, to: offset + count)
    }

    mutating func readRaw(_ count: Int) throws(Malformed) -> ArraySlice<UInt8> {
        guard count >= 0, count <= end - offset else { throw Malformed() }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }
}
