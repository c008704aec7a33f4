/// A file's facts copied into storage of their exact size, with each name stored once.
///
/// The collector appends as it walks, so its arrays keep up to half their capacity unused, and it makes
/// a new string for every occurrence of a name. The facts of every parsed file stay in memory until the
/// graph is built, and were most of a cold run's peak heap: each array here is rebuilt by `map`, which
/// allocates exactly its count, and each string too long to be stored inline (more than 15 bytes) is
/// replaced by the first equal one seen, so a name repeated across a file is one allocation.
/// Values (`ValueExpr`) are kept as they are: a local's value is shared by every use of the local, and a
/// copy would store it once per use. (Sharing names across files as well saved less than the table cost.)
struct FactsCompaction {
    private var names: Set<String> = []

    /// `facts`, equal to it, in compact storage.
    static func compacted(_ facts: FileFacts) -> FileFacts {
        var compaction = FactsCompaction()
        return compaction.file(facts)
    }

    private mutating func name(_ text: String) -> String {
        // Strings of up to 15 UTF-8 bytes are stored inline: there is nothing to share.
        guard text.utf8.count > 15 else { return text }
        return names.insert(text).memberAfterInsert
    }

    private mutating func name(_ text: String?) -> String? {
        text.map { name($0) }
    }

    private mutating func names(_ list: [String]) -> [String] {
        list.isEmpty ? list : list.map { name($0) }
    }

    private mutating func location(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(path: name(location.path), line: location.line, column: location.column)
    }

    private mutating func file(_ facts: FileFacts) -> FileFacts {
        var copy = FileFacts(path: name(facts.path))
        copy.types = facts.types.map { type($0) }
        copy.functions = facts.functions.map { function($0) }
        copy.variables = facts.variables.map { property($0) }
        copy.typealiases = facts.typealiases.map { Typealias(name: name($0.name), target: name($0.target)) }
        copy.imports = names(facts.imports)
        return copy
    }

    private mutating func type(_ type: TypeFacts) -> TypeFacts {
        var copy = TypeFacts(
            name: name(type.name), enclosing: name(type.enclosing), kind: type.kind, inheritance: names(type.inheritance),
            location: location(type.location)
        )
        copy.genericParameters = names(type.genericParameters)
        copy.superclassArguments = names(type.superclassArguments)
        copy.properties = type.properties.map { property($0) }
        copy.functions = type.functions.map { function($0) }
        copy.cases = type.cases.map { EnumCaseFacts(name: name($0.name), location: location($0.location)) }
        return copy
    }

    private mutating func function(_ function: FunctionFacts) -> FunctionFacts {
        var copy = FunctionFacts(name: name(function.name), isStatic: function.isStatic, returnType: name(function.returnType), body: body(function.body))
        copy.genericParameters = names(function.genericParameters)
        copy.parameters = function.parameters.map {
            ParameterFacts(label: name($0.label), type: name($0.type), isMetatype: $0.isMetatype, hasDefault: $0.hasDefault)
        }
        copy.matching = function.matching.map {
            CaseMatching(cases: names($0.cases), catchesOthers: $0.catchesOthers, narrowing: names($0.narrowing))
        }
        return copy
    }

    private mutating func property(_ property: PropertyFacts) -> PropertyFacts {
        var copy = PropertyFacts(
            name: name(property.name), isStatic: property.isStatic, declaredType: name(property.declaredType),
            initializer: property.initializer, body: body(property.body)
        )
        copy.declaredTypeArguments = names(property.declaredTypeArguments)
        return copy
    }

    private mutating func body(_ body: CodeBody) -> CodeBody {
        var copy = CodeBody()
        copy.selfCalls = body.selfCalls.map { methodCall($0) }
        copy.superCalls = body.superCalls.map { methodCall($0) }
        copy.calls = body.calls.map { call($0) }
        copy.returnValues = body.returnValues.isEmpty ? [] : body.returnValues.map { $0 }
        copy.propertyAssignments = body.propertyAssignments.map { PropertyAssignment(name: name($0.name), value: $0.value) }
        return copy
    }

    private mutating func methodCall(_ call: MethodCall) -> MethodCall {
        var copy = MethodCall(name: name(call.name), cases: names(call.cases))
        copy.arguments = arguments(call.arguments)
        return copy
    }

    private mutating func call(_ call: CallFact) -> CallFact {
        var copy = CallFact(
            name: name(call.name), receiver: call.receiver, isMemberAccess: call.isMemberAccess,
            labels: call.labels.isEmpty ? [] : call.labels.map { name($0) }, firstArgument: call.firstArgument,
            text: name(call.text), location: location(call.location), cases: names(call.cases)
        )
        copy.laterArguments = call.laterArguments.map { $0 }
        copy.isAssignment = call.isAssignment
        return copy
    }

    private mutating func arguments(_ arguments: [CallArgument]) -> [CallArgument] {
        arguments.map { CallArgument(label: name($0.label), value: $0.value) }
    }
}
