/// The one encoding of `FileFacts`, compact and binary, for the facts cache. Decoding checks every
/// bound and throws on anything malformed, so a corrupted cache is rejected rather than trusted or
/// trapped on. `FactsEncodingTests` fails when a field of the facts is not written here.
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
        writer.write(facts.imports) { writer, module in writer.write(module) }
    }

    // Each value is read into constants and made by one initialiser: a value assigned field by field after
    // `try`s was copied whole on its way out (every field retained, then the original released).
    static func decodeFacts(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FileFacts {
        let path = try reader.readString()
        let types = try reader.readArray(decodeType)
        let functions = try reader.readArray(decodeFunction)
        let variables = try reader.readArray(decodeProperty)
        let typealiases = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            Typealias(name: try reader.readString(), target: try reader.readString())
        }
        let imports = try readStrings(&reader)
        return FileFacts(path: path, types: types, functions: functions, variables: variables, typealiases: typealiases, imports: imports)
    }

    private static let kinds = TypeFacts.Kind.allCases

    private static func encode(_ type: TypeFacts, into writer: inout ByteWriter) {
        writer.write(type.name)
        writer.write(type.enclosing)
        writer.write(kinds.firstIndex(of: type.kind) ?? 0)
        writer.write(type.inheritance) { writer, name in writer.write(name) }
        encode(type.location, into: &writer)
        writer.write(type.genericParameters) { writer, name in writer.write(name) }
        writer.write(type.superclassArguments) { writer, name in writer.write(name) }
        writer.write(type.properties) { writer, property in encode(property, into: &writer) }
        writer.write(type.functions) { writer, function in encode(function, into: &writer) }
        writer.write(type.cases) { writer, enumCase in
            writer.write(enumCase.name)
            encode(enumCase.location, into: &writer)
        }
    }

    private static func decodeType(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> TypeFacts {
        let name = try reader.readString()
        let enclosing = try reader.readOptionalString()
        let kindIndex = try reader.readInt()
        guard kinds.indices.contains(kindIndex) else { throw ByteReader.Malformed() }
        let inheritance = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in try reader.readString() }
        let location = try decodeLocation(&reader)
        let genericParameters = try readStrings(&reader)
        let superclassArguments = try readStrings(&reader)
        let properties = try reader.readArray(decodeProperty)
        let functions = try reader.readArray(decodeFunction)
        let cases = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            EnumCaseFacts(name: try reader.readString(), location: try decodeLocation(&reader))
        }
        return TypeFacts(
            name: name, enclosing: enclosing, kind: kinds[kindIndex], inheritance: inheritance, location: location,
            genericParameters: genericParameters, superclassArguments: superclassArguments, properties: properties,
            functions: functions, cases: cases
        )
    }

    private static func encode(_ function: FunctionFacts, into writer: inout ByteWriter) {
        writer.write(function.name)
        writer.write(function.isStatic)
        writer.write(function.returnType)
        writer.write(function.genericParameters) { writer, name in writer.write(name) }
        writer.write(function.parameters) { writer, parameter in
            writer.write(parameter.label)
            writer.write(parameter.type)
            writer.write(parameter.isMetatype)
            writer.write(parameter.hasDefault)
        }
        writer.write(function.matching != nil)
        if let matching = function.matching {
            writer.write(matching.cases) { writer, name in writer.write(name) }
            writer.write(matching.catchesOthers)
            writer.write(matching.narrowing) { writer, name in writer.write(name) }
        }
        encode(function.body, into: &writer)
    }

    private static func decodeFunction(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FunctionFacts {
        let name = try reader.readString()
        let isStatic = try reader.readBool()
        let returnType = try reader.readOptionalString()
        let genericParameters = try readStrings(&reader)
        let parameters = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            ParameterFacts(
                label: try reader.readOptionalString(), type: try reader.readOptionalString(),
                isMetatype: try reader.readBool(), hasDefault: try reader.readBool()
            )
        }
        let matching = try reader.readBool()
            ? CaseMatching(cases: try readStrings(&reader), catchesOthers: try reader.readBool(), narrowing: try readStrings(&reader))
            : nil
        let body = try decodeBody(&reader)
        return FunctionFacts(
            name: name, isStatic: isStatic, returnType: returnType, genericParameters: genericParameters, parameters: parameters,
            matching: matching, body: body
        )
    }

    private static func encode(_ property: PropertyFacts, into writer: inout ByteWriter) {
        writer.write(property.name)
        writer.write(property.isStatic)
        writer.write(property.declaredType)
        writer.write(property.madeWhenCalled)
        writer.write(property.initializer != nil)
        if let initializer = property.initializer { encode(initializer, into: &writer) }
        encode(property.body, into: &writer)
    }

    private static func decodeProperty(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> PropertyFacts {
        let name = try reader.readString()
        let isStatic = try reader.readBool()
        let declaredType = try reader.readOptionalString()
        let madeWhenCalled = try reader.readOptionalString()
        let initializer = try reader.readBool() ? try decodeValue(&reader, depth: 0) : nil
        let body = try decodeBody(&reader)
        return PropertyFacts(
            name: name, isStatic: isStatic, declaredType: declaredType, madeWhenCalled: madeWhenCalled,
            initializer: initializer, body: body
        )
    }

    private static func encode(_ body: CodeBody, into writer: inout ByteWriter) {
        for calls in [body.selfCalls, body.superCalls] {
            writer.write(calls) { writer, call in
                writer.write(call.name)
                writer.write(call.cases) { writer, pattern in writer.write(pattern) }
                encode(call.arguments, into: &writer, depth: 0)
            }
        }
        writer.write(body.calls) { writer, call in
            writer.write(call.name)
            writer.write(call.receiver != nil)
            if let receiver = call.receiver { encode(receiver, into: &writer) }
            writer.write(call.isMemberAccess)
            writer.write(call.isAssignment)
            writer.write(call.labels) { writer, label in writer.write(label) }
            encode(call.firstArgument, into: &writer)
            writer.write(call.laterArguments) { writer, value in encode(value, into: &writer) }
            writer.write(call.text)
            encode(call.location, into: &writer)
            writer.write(call.cases) { writer, pattern in writer.write(pattern) }
        }
        writer.write(body.returnValues) { writer, value in encode(value, into: &writer) }
        writer.write(body.propertyAssignments) { writer, assignment in
            writer.write(assignment.name)
            encode(assignment.value, into: &writer)
        }
    }

    private static func decodeBody(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> CodeBody {
        let methodCall = { (reader: inout ByteReader) throws(ByteReader.Malformed) -> MethodCall in
            var call = MethodCall(name: try reader.readString(), cases: try readStrings(&reader))
            call.arguments = try decodeArguments(&reader, depth: 0)
            return call
        }
        let selfCalls = try reader.readArray(methodCall)
        let superCalls = try reader.readArray(methodCall)
        let calls = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            let name = try reader.readString()
            let receiver = try reader.readBool() ? try decodeValue(&reader, depth: 0) : nil
            let isMemberAccess = try reader.readBool()
            let isAssignment = try reader.readBool()
            let labels = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in try reader.readOptionalString() }
            let firstArgument = try decodeValue(&reader, depth: 0)
            let laterArguments = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in try decodeValue(&reader, depth: 0) }
            let text = try reader.readString()
            let location = try decodeLocation(&reader)
            let cases = try readStrings(&reader)
            return CallFact(
                name: name, receiver: receiver, isMemberAccess: isMemberAccess, labels: labels, firstArgument: firstArgument,
                laterArguments: laterArguments, text: text, location: location, cases: cases, isAssignment: isAssignment
            )
        }
        let returnValues = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            try decodeValue(&reader, depth: 0)
        }
        let propertyAssignments = try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            PropertyAssignment(name: try reader.readString(), value: try decodeValue(&reader, depth: 0))
        }
        return CodeBody(
            selfCalls: selfCalls, superCalls: superCalls, calls: calls, returnValues: returnValues,
            propertyAssignments: propertyAssignments
        )
    }

    static func readStrings(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> [String] {
        try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in try reader.readString() }
    }

    static func encode(_ location: SourceLocation, into writer: inout ByteWriter) {
        writer.write(location.path)
        if writer.lines != nil {
            writer.lines?.append(location.line)
        } else {
            writer.write(location.line)
        }
        writer.write(location.column)
    }

    static func decodeLocation(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> SourceLocation {
        SourceLocation(path: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
    }

    private enum Tag: UInt64 {
        case name, selfValue, member, implicitMember, call, implicitCall, typed, binding, oneOf, unknown, wrapperKeyPath, array, parameter, element, tuple, tupleElement, associatedValue, infixOperator, registeredArgument
    }

    /// A value whole, or, when the writer keeps a `ValueTable`, its index in the table.
    static func encode(_ value: ValueExpr, into writer: inout ByteWriter, depth: Int = 0) {
        if let table = writer.table as? ValueTable {
            writer.write(table.index(of: value, writer: &writer, depth: depth))
            return
        }
        guard depth < maximumValueDepth else {
            writer.write(Tag.unknown.rawValue)
            return
        }
        write(value, into: &writer) { writer, part in encode(part, into: &writer, depth: depth + 1) }
    }

    /// `value`'s tag and fields, each of its parts (`ValueExpr.parts`, in their order) written by `part`.
    fileprivate static func write(_ value: ValueExpr, into writer: inout ByteWriter, _ part: (inout ByteWriter, ValueExpr) -> Void) {
        switch value {
        case .name(let name):
            writer.write(Tag.name.rawValue)
            writer.write(name)
        case .selfValue:
            writer.write(Tag.selfValue.rawValue)
        case .member(let base, let name):
            writer.write(Tag.member.rawValue)
            part(&writer, base)
            writer.write(name)
        case .implicitMember(let name):
            writer.write(Tag.implicitMember.rawValue)
            writer.write(name)
        case .call(let base, let name, let arguments):
            writer.write(Tag.call.rawValue)
            writer.write(base != nil)
            if let base { part(&writer, base) }
            writer.write(name)
            encode(arguments, into: &writer, part)
        case .implicitCall(let name, let arguments):
            writer.write(Tag.implicitCall.rawValue)
            writer.write(name)
            encode(arguments, into: &writer, part)
        case .associatedValue(let subject, let name, let position):
            writer.write(Tag.associatedValue.rawValue)
            part(&writer, subject)
            writer.write(name)
            writer.write(position)
        case .typed(let name):
            writer.write(Tag.typed.rawValue)
            writer.write(name)
        case .binding(let declared, let values):
            writer.write(Tag.binding.rawValue)
            writer.write(declared)
            writer.write(values, part)
        case .oneOf(let values):
            writer.write(Tag.oneOf.rawValue)
            writer.write(values, part)
        case .array(let values):
            writer.write(Tag.array.rawValue)
            writer.write(values, part)
        case .unknown:
            writer.write(Tag.unknown.rawValue)
        case .wrapperKeyPath(let wrapper, let member):
            writer.write(Tag.wrapperKeyPath.rawValue)
            writer.write(wrapper)
            writer.write(member)
        case .registeredArgument(let type, let position):
            writer.write(Tag.registeredArgument.rawValue)
            writer.write(type)
            writer.write(position)
        case .infixOperator(let name, let lhs, let rhs):
            writer.write(Tag.infixOperator.rawValue)
            writer.write(name)
            part(&writer, lhs)
            part(&writer, rhs)
        case .parameter(let position):
            writer.write(Tag.parameter.rawValue)
            writer.write(position)
        case .element(let collection):
            writer.write(Tag.element.rawValue)
            part(&writer, collection)
        case .tuple(let values):
            writer.write(Tag.tuple.rawValue)
            writer.write(values, part)
        case .tupleElement(let tuple, let position):
            writer.write(Tag.tupleElement.rawValue)
            part(&writer, tuple)
            writer.write(position)
        }
    }

    private static func encode(_ arguments: [CallArgument], into writer: inout ByteWriter, depth: Int) {
        encode(arguments, into: &writer) { writer, value in encode(value, into: &writer, depth: depth) }
    }

    private static func encode(_ arguments: [CallArgument], into writer: inout ByteWriter, _ part: (inout ByteWriter, ValueExpr) -> Void) {
        writer.write(arguments) { writer, argument in
            writer.write(argument.label)
            part(&writer, argument.value)
        }
    }

    private static func decodeArguments(_ reader: inout ByteReader, depth: Int) throws(ByteReader.Malformed) -> [CallArgument] {
        try decodeArguments(&reader) { (reader: inout ByteReader) throws(ByteReader.Malformed) in try decodeValue(&reader, depth: depth) }
    }

    private static func decodeArguments(
        _ reader: inout ByteReader, _ part: (inout ByteReader) throws(ByteReader.Malformed) -> ValueExpr
    ) throws(ByteReader.Malformed) -> [CallArgument] {
        try reader.readArray { (reader: inout ByteReader) throws(ByteReader.Malformed) in
            CallArgument(label: try reader.readOptionalString(), value: try part(&reader))
        }
    }

    /// A value whole, or, after a value table (`readValueTable`), the table's value at the index read.
    static func decodeValue(_ reader: inout ByteReader, depth: Int) throws(ByteReader.Malformed) -> ValueExpr {
        if let table = reader.table as? ReadValues {
            let index = try reader.readUInt64()
            guard index < UInt64(table.values.count) else { throw ByteReader.Malformed() }
            return table.values[Int(index)]
        }
        guard depth < maximumValueDepth else { throw ByteReader.Malformed() }
        return try readValue(&reader) { (reader: inout ByteReader) throws(ByteReader.Malformed) in try decodeValue(&reader, depth: depth + 1) }
    }

    /// What `write(_:into:_:)` wrote, each part read by `nested`.
    private static func readValue(
        _ reader: inout ByteReader, _ nested: (inout ByteReader) throws(ByteReader.Malformed) -> ValueExpr
    ) throws(ByteReader.Malformed) -> ValueExpr {
        guard let tag = Tag(rawValue: try reader.readUInt64()) else { throw ByteReader.Malformed() }
        switch tag {
        case .name: return .name(try reader.readString())
        case .selfValue: return .selfValue
        case .member:
            let base = try nested(&reader)
            return .member(base, try reader.readString())
        case .implicitMember: return .implicitMember(try reader.readString())
        case .call:
            let base = try reader.readBool() ? try nested(&reader) : nil
            let name = try reader.readString()
            return .call(base: base, name: name, arguments: try decodeArguments(&reader, nested))
        case .implicitCall:
            let name = try reader.readString()
            return .implicitCall(name, arguments: try decodeArguments(&reader, nested))
        case .associatedValue:
            let subject = try nested(&reader)
            let name = try reader.readString()
            return .associatedValue(subject: subject, name: name, position: try reader.readInt())
        case .typed: return .typed(try reader.readString())
        case .binding:
            let declared = try reader.readOptionalString()
            return .binding(declared: declared, values: try reader.readArray(nested))
        case .oneOf: return .oneOf(try reader.readArray(nested))
        case .array: return .array(try reader.readArray(nested))
        case .unknown: return .unknown
        case .wrapperKeyPath:
            let wrapper = try reader.readString()
            return .wrapperKeyPath(wrapper: wrapper, member: try reader.readString())
        case .infixOperator:
            let name = try reader.readString()
            let lhs = try nested(&reader)
            return .infixOperator(name, lhs, try nested(&reader))
        case .parameter: return .parameter(try reader.readInt())
        case .registeredArgument:
            let type = try reader.readString()
            return .registeredArgument(type: type, position: try reader.readInt())
        case .element: return .element(try nested(&reader))
        case .tuple: return .tuple(try reader.readArray(nested))
        case .tupleElement:
            let tuple = try nested(&reader)
            return .tupleElement(tuple, try reader.readInt())
        }
    }
}

extension FactsCodec {
    /// Each distinct value of a block of the facts cache, written once ahead of the block (`ByteWriter.table`):
    /// the facts give a value's index, and an entry gives its parts' indexes, which come before it. Read back
    /// (`readValueTable`), every use of a value in the block is one value, its boxes shared, as the scanner
    /// shares them (`FactsCompaction`): each is decoded once, and held once.
    final class ValueTable {
        private var indexes: [ValueExpr: UInt64] = [:]
        /// The entries, in index order, their strings in the block's string table.
        private(set) var entries: [UInt8] = []
        private(set) var count: UInt64 = 0

        /// The index of `value`, entered with its parts if new. Past `maximumValueDepth` a part is unknown,
        /// as written whole, and that cut is not remembered for the value.
        fileprivate func index(of value: ValueExpr, writer: inout ByteWriter, depth: Int) -> UInt64 {
            if let known = indexes[value] { return known }
            guard depth < maximumValueDepth else { return index(of: .unknown, writer: &writer, depth: 0) }
            var parts = value.parts.map { index(of: $0, writer: &writer, depth: depth + 1) }[...]
            writer.writing(into: &entries) { writer in
                FactsCodec.write(value, into: &writer) { writer, _ in writer.write(parts.removeFirst()) }
            }
            let entry = count
            count += 1
            indexes[value] = entry
            return entry
        }

        func removeAll() {
            indexes.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
            count = 0
        }
    }

    /// The values of a table read back, by index.
    final class ReadValues: Sendable {
        let values: [ValueExpr]

        init(_ values: [ValueExpr]) {
            self.values = values
        }
    }

    /// Writes the table's entries (after the block's string table, and before the block).
    static func write(_ table: ValueTable, into writer: inout ByteWriter) {
        writer.write(table.count)
        writer.append(raw: table.entries)
    }

    /// Reads a value table here, and the values after it from it.
    static func readValueTable(_ reader: inout ByteReader) throws(ByteReader.Malformed) {
        reader.table = nil
        let count = try reader.readCount()
        var values: [ValueExpr] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            let value = try readValue(&reader) { (reader: inout ByteReader) throws(ByteReader.Malformed) in
                let index = try reader.readUInt64()
                guard index < UInt64(values.count) else { throw ByteReader.Malformed() }
                return values[Int(index)]
            }
            values.append(value)
        }
        reader.table = ReadValues(values)
    }
}
