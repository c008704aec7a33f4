/// A compact binary encoding of file facts for the cache; decoding checks every bound and throws
/// on anything malformed, so a corrupted cache is rejected rather than trusted or trapped on.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt64) {
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
        let utf8 = Array(value.utf8)
        write(UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
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

    /// Empties the buffer but keeps its capacity, for streaming.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}

struct ByteReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private(set) var offset: Int
    private let end: Int

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.offset = start
        self.end = min(end ?? bytes.count, bytes.count)
    }

    var isAtEnd: Bool { offset >= end }

    mutating func readUInt64() throws(Malformed) -> UInt64 {
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

    mutating func readString() throws(Malformed) -> String {
        let count = try readCount()
        let slice = bytes[offset..<(offset + count)]
        offset += count
        guard let string = String(validating: slice, as: UTF8.self) else { throw Malformed() }
        return string
    }

    mutating func readOptionalString() throws(Malformed) -> String? {
        try readBool() ? try readString() : nil
    }

    mutating func readArray<T>(_ element: (inout ByteReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try readCount()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }

    mutating func readRaw(_ count: Int) throws(Malformed) -> ArraySlice<UInt8> {
        guard count >= 0, count <= end - offset else { throw Malformed() }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }
}

enum FactsCodec {
    /// Deeper values are cut to `.unknown` when written; a deeper one read back is corruption.
    static let maximumValueDepth = 256

    static func encode(_ facts: FileFacts, into writer: inout ByteWriter) {
        writer.write(facts.path)
        writer.write(facts.types) { writer, type in encode(type, into: &writer) }
        writer.write(facts.functions) { writer, function in encode(function, into: &writer) }
        writer.write(facts.variables) { writer, property in encode(property, into: &writer) }
        writer.write(facts.typealiases) { writer, alias in
            writer.write(alias.name)
            writer.write(alias.target)
        }
    }

    static func decodeFacts(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FileFacts {
        var facts = FileFacts(path: try reader.readString())
        facts.types = try reader.readArray(decodeType)
        facts.functions = try reader.readArray(decodeFunction)
        facts.variables = try reader.readArray(decodeProperty)
        facts.typealiases = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            Typealias(name: try reader.readString(), target: try reader.readString())
        }
        return facts
    }

    private static let kinds: [TypeFacts.Kind] = [.class, .struct, .enum, .protocol, .actor, .extension]

    private static func encode(_ type: TypeFacts, into writer: inout ByteWriter) {
        writer.write(type.name)
        writer.write(type.enclosing)
        writer.write(kinds.firstIndex(of: type.kind) ?? 0)
        writer.write(type.inheritance) { writer, name in writer.write(name) }
        encode(type.location, into: &writer)
        writer.write(type.properties) { writer, property in encode(property, into: &writer) }
        writer.write(type.functions) { writer, function in encode(function, into: &writer) }
    }

    private static func decodeType(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> TypeFacts {
        let name = try reader.readString()
        let enclosing = try reader.readOptionalString()
        let kindIndex = try reader.readInt()
        guard kinds.indices.contains(kindIndex) else { throw ByteReader.Malformed() }
        let inheritance = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in try reader.readString() }
        let location = try decodeLocation(&reader)
        var type = TypeFacts(name: name, enclosing: enclosing, kind: kinds[kindIndex], inheritance: inheritance, location: location)
        type.properties = try reader.readArray(decodeProperty)
        type.functions = try reader.readArray(decodeFunction)
        return type
    }

    private static func encode(_ function: FunctionFacts, into writer: inout ByteWriter) {
        writer.write(function.name)
        writer.write(function.isStatic)
        writer.write(function.returnType)
        encode(function.body, into: &writer)
    }

    private static func decodeFunction(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FunctionFacts {
        FunctionFacts(
            name: try reader.readString(),
            isStatic: try reader.readBool(),
            returnType: try reader.readOptionalString(),
            body: try decodeBody(&reader)
        )
    }

    private static func encode(_ property: PropertyFacts, into writer: inout ByteWriter) {
        writer.write(property.name)
        writer.write(property.isStatic)
        writer.write(property.declaredType)
        writer.write(property.initializer != nil)
        if let initializer = property.initializer { encode(initializer, into: &writer) }
        encode(property.body, into: &writer)
    }

    private static func decodeProperty(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> PropertyFacts {
        let name = try reader.readString()
        let isStatic = try reader.readBool()
        let declaredType = try reader.readOptionalString()
        let initializer = try reader.readBool() ? try decodeValue(&reader, depth: 0) : nil
        return PropertyFacts(name: name, isStatic: isStatic, declaredType: declaredType, initializer: initializer, body: try decodeBody(&reader))
    }

    private static func encode(_ body: CodeBody, into writer: inout ByteWriter) {
        writer.write(body.calls) { writer, call in
            writer.write(call.name)
            writer.write(call.steps) { writer, step in writer.write(step) }
        }
        writer.write(body.contributions) { writer, contribution in
            encode(contribution.value, into: &writer)
            writer.write(contribution.text)
            encode(contribution.location, into: &writer)
            writer.write(contribution.steps) { writer, step in writer.write(step) }
        }
        writer.write(body.childAdditions) { writer, addition in
            writer.write(addition.receiver != nil)
            if let receiver = addition.receiver { encode(receiver, into: &writer) }
            encode(addition.child, into: &writer)
            writer.write(addition.text)
            encode(addition.location, into: &writer)
        }
        writer.write(body.returnValues) { writer, value in encode(value, into: &writer) }
        writer.write(body.propertyAssignments) { writer, assignment in
            writer.write(assignment.name)
            encode(assignment.value, into: &writer)
        }
    }

    private static func decodeBody(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> CodeBody {
        var body = CodeBody()
        body.calls = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            MethodCall(name: try reader.readString(), steps: try readStrings(&reader))
        }
        body.contributions = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            Contribution(
                value: try decodeValue(&reader, depth: 0),
                text: try reader.readString(),
                location: try decodeLocation(&reader),
                steps: try readStrings(&reader)
            )
        }
        body.childAdditions = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            let receiver = try reader.readBool() ? try decodeValue(&reader, depth: 0) : nil
            return ChildAddition(
                receiver: receiver,
                child: try decodeValue(&reader, depth: 0),
                text: try reader.readString(),
                location: try decodeLocation(&reader)
            )
        }
        body.returnValues = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            try decodeValue(&reader, depth: 0)
        }
        body.propertyAssignments = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            PropertyAssignment(name: try reader.readString(), value: try decodeValue(&reader, depth: 0))
        }
        return body
    }

    static func readStrings(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> [String] {
        try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in try reader.readString() }
    }

    static func encode(_ location: SourceLocation, into writer: inout ByteWriter) {
        writer.write(location.path)
        writer.write(location.line)
        writer.write(location.column)
    }

    static func decodeLocation(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> SourceLocation {
        SourceLocation(path: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
    }

    private enum Tag: UInt64 {
        case name, selfValue, member, implicitMember, call, implicitCall, typed, binding, oneOf, unknown
    }

    static func encode(_ value: ValueExpr, into writer: inout ByteWriter, depth: Int = 0) {
        guard depth < maximumValueDepth else {
            writer.write(Tag.unknown.rawValue)
            return
        }
        switch value {
        case .name(let name):
            writer.write(Tag.name.rawValue)
            writer.write(name)
        case .selfValue:
            writer.write(Tag.selfValue.rawValue)
        case .member(let base, let name):
            writer.write(Tag.member.rawValue)
            encode(base, into: &writer, depth: depth + 1)
            writer.write(name)
        case .implicitMember(let name):
            writer.write(Tag.implicitMember.rawValue)
            writer.write(name)
        case .call(let base, let name):
            writer.write(Tag.call.rawValue)
            writer.write(base != nil)
            if let base { encode(base, into: &writer, depth: depth + 1) }
            writer.write(name)
        case .implicitCall(let name):
            writer.write(Tag.implicitCall.rawValue)
            writer.write(name)
        case .typed(let name):
            writer.write(Tag.typed.rawValue)
            writer.write(name)
        case .binding(let declared, let values):
            writer.write(Tag.binding.rawValue)
            writer.write(declared)
            writer.write(values) { writer, value in encode(value, into: &writer, depth: depth + 1) }
        case .oneOf(let values):
            writer.write(Tag.oneOf.rawValue)
            writer.write(values) { writer, value in encode(value, into: &writer, depth: depth + 1) }
        case .unknown:
            writer.write(Tag.unknown.rawValue)
        }
    }

    static func decodeValue(_ reader: inout ByteReader, depth: Int) throws(ByteReader.Malformed) -> ValueExpr {
        guard depth < maximumValueDepth, let tag = Tag(rawValue: try reader.readUInt64()) else { throw ByteReader.Malformed() }
        let nested = { (reader: inout ByteReader) throws(ByteReader.Malformed) -> ValueExpr in
            try decodeValue(&reader, depth: depth + 1)
        }
        switch tag {
        case .name: return .name(try reader.readString())
        case .selfValue: return .selfValue
        case .member:
            let base = try nested(&reader)
            return .member(base, try reader.readString())
        case .implicitMember: return .implicitMember(try reader.readString())
        case .call:
            let base = try reader.readBool() ? try nested(&reader) : nil
            return .call(base: base, name: try reader.readString())
        case .implicitCall: return .implicitCall(try reader.readString())
        case .typed: return .typed(try reader.readString())
        case .binding:
            let declared = try reader.readOptionalString()
            return .binding(declared: declared, values: try reader.readArray(nested))
        case .oneOf: return .oneOf(try reader.readArray(nested))
        case .unknown: return .unknown
        }
    }
}
