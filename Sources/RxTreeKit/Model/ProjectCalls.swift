/// Every call the project's facts keep with arguments, by the name called: what passes a value to a
/// parameter no call at hand binds (`TypeInference`'s callers of a function). The model's closed world:
/// a call in a file not parsed is unknown, so whoever asks for a name's calls makes the name a need, and
/// files mentioning it are parsed too.
struct ProjectCall {
    /// The type whose code makes the call; nil at file level.
    var owner: String?
    /// The function the call is in; nil in a property's initialiser or accessors.
    var function: FunctionFacts?
    /// The receiver: nil for a bare call `name(...)`, `.selfValue` for one on `self`.
    var base: ValueExpr?
    var arguments: [CallArgument]

    /// The name under which a subclass's `super.init(...)` is kept: a call of its superclass's initialiser.
    static let superInitialiser = "super.init"
}

extension CodeBody {
    /// Each call kept with arguments anywhere in the body's facts: a call recorded for a style, a call on
    /// `self`, and every call in a value (returned, assigned, passed, a receiver), however nested.
    func forEachProjectCall(_ visit: (_ name: String, _ base: ValueExpr?, _ arguments: [CallArgument]) -> Void) {
        for call in calls {
            let values = [call.firstArgument] + call.laterArguments
            if call.firstArgument != .unknown || !call.laterArguments.isEmpty {
                let arguments = zip(call.labels, values).map { CallArgument(label: $0, value: $1) }
                visit(call.name, call.isMemberAccess ? call.receiver : nil, arguments)
            }
            call.receiver?.forEachProjectCall(visit)
            for value in values { value.forEachProjectCall(visit) }
        }
        for call in selfCalls where !call.arguments.isEmpty {
            visit(call.name, .selfValue, call.arguments)
            for argument in call.arguments { argument.value.forEachProjectCall(visit) }
        }
        for call in superCalls {
            if call.name == "init", !call.arguments.isEmpty { visit(ProjectCall.superInitialiser, .selfValue, call.arguments) }
            for argument in call.arguments { argument.value.forEachProjectCall(visit) }
        }
        for value in returnValues { value.forEachProjectCall(visit) }
        for assignment in propertyAssignments { assignment.value.forEachProjectCall(visit) }
    }
}

extension ValueExpr {
    /// Each call with arguments in the value, outermost first.
    func forEachProjectCall(_ visit: (_ name: String, _ base: ValueExpr?, _ arguments: [CallArgument]) -> Void) {
        if case .call(let base, let name, let arguments) = self, !arguments.isEmpty { visit(name, base, arguments) }
        for part in parts { part.forEachProjectCall(visit) }
    }
}
