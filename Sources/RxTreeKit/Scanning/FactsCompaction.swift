/// A file's facts copied into storage of their exact size, with each name stored once.
///
/// The collector appends as it walks, so its arrays keep up to half their capacity unused, and it makes
/// a new string for every occurrence of a name. The facts of every parsed file stay in memory until the
/// graph is built, and were most of a cold run's peak heap: each array here is rebuilt by `map`, which
/// allocates exactly its count, and each string too long to be stored inline (more than 15 bytes) is
/// replaced by the first equal one seen, so a name repeated across a file is one allocation.
/// Values (`ValueExpr`) are shared the same way, whole and by parts: each value equal to one met before is that
/// one (its boxes retained, not copied), which keeps a local's value shared by every use of the local and makes
/// `self.view`, `.name("UIViewController")` and the like one allocation: 8% of a cold run's peak heap within a
/// file, for 2% of its instructions, and 9% more across the files one scanning thread reads.
struct FactsCompaction {
    private var names: Set<String> = []
    private var values: Set<ValueExpr> = []
    private var lists: Set<[String]> = []
    private var labelLists: Set<[String?]> = []


    private mutating func name(_ text: String) -> String {
        // Strings of up to 15 UTF-8 bytes are stored inline: there is nothing to share.
        guard text.utf8.count > 15 else { return text }
        return names.insert(text).memberAfterInsert
    }

    private mutating func name(_ text: String?) -> String? {
        text.map { name($0) }
    }

    /// Lists of names are shared like names: a call's enclosing `case`s, a type's inheritance.
    private mutating func names(_ list: [String]) -> [String] {
        guard !list.isEmpty else { return list }
        if let known = lists.firstIndex(of: list) { return lists[known] }
        let shared = list.map { name($0) }
        lists.insert(shared)
        return shared
    }

    private mutating func labels(_ list: [String?]) -> [String?] {
        guard !list.isEmpty else { return [] }
        if let known = labelLists.firstIndex(of: list) { return labelLists[known] }
        let shared = list.map { name($0) }
        labelLists.insert(shared)
        return shared
    }

    private mutating func location(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(path: name(location.path), line: location.line, column: location.column)
    }

    /// `facts`, equal to it, in compact storage, its names and values shared with those of the files compacted
    /// before by this compaction: one a scanning thread keeps saves about a tenth of a cold run's peak memory
    /// more than one a file, and it is freed with the thread.
    mutating func compacted(_ facts: FileFacts) -> FileFacts {
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
        PropertyFacts(
            name: name(property.name), isStatic: property.isStatic, declaredType: name(property.declaredType),
            madeWhenCalled: name(property.madeWhenCalled), initializer: property.initializer.map { value($0) }, body: body(property.body)
        )
    }

    private mutating func body(_ body: CodeBody) -> CodeBody {
        var copy = CodeBody()
        copy.selfCalls = body.selfCalls.map { methodCall($0) }
        copy.superCalls = body.superCalls.map { methodCall($0) }
        copy.calls = body.calls.map { call($0) }
        copy.returnValues = body.returnValues.isEmpty ? [] : body.returnValues.map { value($0) }
        copy.propertyAssignments = body.propertyAssignments.map { PropertyAssignment(name: name($0.name), value: value($0.value)) }
        return copy
    }

    private mutating func methodCall(_ call: MethodCall) -> MethodCall {
        var copy = MethodCall(name: name(call.name), cases: names(call.cases))
        copy.arguments = arguments(call.arguments)
        return copy
    }

    private mutating func call(_ call: CallFact) -> CallFact {
        var copy = CallFact(
            name: name(call.name), receiver: call.receiver.map { value($0) }, isMemberAccess: call.isMemberAccess,
            labels: labels(call.labels), firstArgument: value(call.firstArgument),
            text: name(call.text), location: location(call.location), cases: names(call.cases)
        )
        copy.laterArguments = call.laterArguments.map { value($0) }
        copy.isAssignment = call.isAssignment
        return copy
    }

    private mutating func arguments(_ arguments: [CallArgument]) -> [CallArgument] {
        arguments.isEmpty ? arguments : arguments.map { CallArgument(label: name($0.label), value: value($0.value)) }
    }

    private mutating func values(_ list: [ValueExpr]) -> [ValueExpr] {
        list.isEmpty ? list : list.map { value($0) }
    }

    /// The first value equal to `value` this compaction met, its parts shared the same way.
    private mutating func value(_ value: ValueExpr) -> ValueExpr {
        switch value {
        case .selfValue, .unknown: return value
        default: break
        }
        // Looked up whole first: a repeated value is found without rebuilding any of it.
        if let known = values.firstIndex(of: value) { return values[known] }
        let shared: ValueExpr
        switch value {
        case .name(let text): shared = .name(name(text))
        case .member(let base, let member): shared = .member(self.value(base), name(member))
        case .implicitMember(let member): shared = .implicitMember(name(member))
        case .call(let base, let callee, let list): shared = .call(base: base.map { self.value($0) }, name: name(callee), arguments: arguments(list))
        case .implicitCall(let callee, let list): shared = .implicitCall(name(callee), arguments: arguments(list))
        case .typed(let type): shared = .typed(name(type))
        case .binding(let declared, let list): shared = .binding(declared: name(declared), values: values(list))
        case .parameter, .selfValue, .unknown: shared = value
        case .element(let base): shared = .element(self.value(base))
        case .tuple(let list): shared = .tuple(values(list))
        case .tupleElement(let base, let position): shared = .tupleElement(self.value(base), position)
        case .wrapperKeyPath(let wrapper, let member): shared = .wrapperKeyPath(wrapper: name(wrapper), member: name(member))
        case .registeredArgument(let type, let position): shared = .registeredArgument(type: name(type), position: position)
        case .infixOperator(let op, let lhs, let rhs): shared = .infixOperator(name(op), self.value(lhs), self.value(rhs))
        case .associatedValue(let subject, let caseName, let position):
            shared = .associatedValue(subject: self.value(subject), name: name(caseName), position: position)
        case .oneOf(let list): shared = .oneOf(values(list))
        case .array(let list): shared = .array(values(list))
        }
        values.insert(shared)
        return shared
    }
}
