/// The semantic model's question: what types can this expression have here, across all files of the
/// project. Each answer comes with its `Needs`.
///
/// Results are memoised per property and function; a property or function met again while it is
/// being inferred (a cycle) contributes what is known of it so far, and a cycle is inferred again until
/// its answers settle, so that no answer depends on what was asked before it (`Memo`). Generic helpers
/// are inferred at each call, with the types the call binds to their parameters (`GenericBindings`).
final class TypeInference {
    /// What an expression denotes.
    enum Resolved: Hashable, Comparable {
        /// A value of this type; project types by qualified name, others as written.
        case instance(String)
        /// The type itself, as in `Foo.instantiate()` or `Settings.ProfileViewController(...)`.
        case metatype(String)

        static func < (lhs: Resolved, rhs: Resolved) -> Bool {
            String.utf8Order(lhs.sortKey, rhs.sortKey)
        }

        private var sortKey: String {
            switch self {
            case .instance(let name): return "i" + name
            case .metatype(let name): return "m" + name
            }
        }
    }

    /// Where an expression is written: the type whose code it is (nil at file level) and the types
    /// bound to the generic parameters of the function it is in; a parameter bound to "" is one that
    /// nothing binds, and stands for no type.
    struct Scope {
        var owner: String?
        var generics: GenericBindings = [:]
        /// What the calls of the function this code is in pass to its parameters; nil where no call is
        /// known, and a parameter has its declared type.
        var frame: ArgumentFrame?
        /// The function this code is in, where no call of it is at hand (`frame` is nil): a parameter
        /// declared with a protocol of the project then takes what the project's calls of it pass
        /// (`passedByCallers`), never a guess from the protocol's conformers.
        var enclosing: EnclosingFunction?
    }

    final class EnclosingFunction {
        let owner: String
        let function: FunctionFacts

        init(owner: String, function: FunctionFacts) {
            self.owner = owner
            self.function = function
        }
    }

    /// What the known calls of one function pass to its parameters, each argument with the scope it is
    /// written in: a function's body is read once, and its parameters stand for what each call passes
    /// (a summary applied at the call, as Infer and SIL do), never for a guess from a declared type.
    final class ArgumentFrame {
        fileprivate(set) var passed: [Int: [(value: ValueExpr, scope: Scope)]] = [:]

        /// A frame for one call of `function`, or nil when the call's labels do not fit its parameters.
        init?(_ function: FunctionFacts, arguments: [CallArgument], in scope: Scope) {
            guard let positions = ArgumentFrame.positions(of: function, for: arguments) else { return nil }
            add(arguments, at: positions, in: scope)
        }

        init() {}

        func add(_ arguments: [CallArgument], at positions: [Int], in scope: Scope) {
            for (argument, position) in zip(arguments, positions) where argument.value != .unknown {
                passed[position, default: []].append((argument.value, scope))
            }
        }

        /// The parameter position of each argument, matched by label in order as Swift does: a parameter
        /// with a default may be left out, and one after the last argument whose type is no name (a
        /// closure, passed as a trailing closure, which calls do not record).
        static func positions(of function: FunctionFacts, for arguments: [CallArgument]) -> [Int]? {
            var positions: [Int] = []
            var parameter = 0
            for argument in arguments {
                while parameter < function.parameters.count, function.parameters[parameter].label != argument.label {
                    guard function.parameters[parameter].hasDefault else { return nil }
                    parameter += 1
                }
                guard parameter < function.parameters.count else { return nil }
                positions.append(parameter)
                parameter += 1
            }
            let rest = function.parameters[parameter...]
            return rest.allSatisfy({ $0.hasDefault || $0.type == nil }) ? positions : nil
        }
    }

    /// A declaration whose values were inferred once, or a protocol's registrations (`registered`).
    struct MemberKey: Hashable {
        enum Kind { case property, function, registration }
        var kind: Kind
        /// Nil for globals.
        var owner: String?
        var name: String
        /// The labels of each overload read: a call's arguments choose among a function's overloads.
        var overloads: [[String?]] = []
    }

    let index: ProjectIndex
    let memberMemo = Memo<MemberKey, [String]>()
    let summaryMemo = Memo<SummaryKey, [Route]>()
    var open = OpenComputations()

    /// How many declarations may be inferred one inside another (a helper returning what the helper
    /// before it returns, 5,000 deep): past it the inner answer is nothing, so the walk never overflows
    /// the stack. Real apps nest a handful.
    static let maximumNesting = 256
    private var nesting = 0
    /// How many times the nesting bound cut an answer; an answer computed while it grew is incomplete
    /// and is not memoised.
    private(set) var cuts = 0
    /// How many answers came of a cycle that did not settle, or of one such answer (`Memo`): known, but
    /// not a fixpoint.
    var unsettled = 0
    /// Parameters being resolved: a function passing its parameter to itself adds nothing more.
    private var parametersInProgress: Set<ParameterKey> = []
    /// List properties and functions whose elements are being read: a list assigned from itself (`children =
    /// children.filter { ... }`) adds nothing more.
    private var elementsInProgress: Set<MemberKey> = []
    /// The same for parameters resolved from the project's calls (`passedByCallers`).
    private var callersInProgress: Set<CallersKey> = []

    private struct CallersKey: Hashable {
        var owner: String
        var function: String
        var labels: [String?]
        var position: Int
    }

    private struct ParameterKey: Hashable {
        var frame: ObjectIdentifier
        var position: Int
    }

    /// Framework members that stand for their receiver (`NavigationStyle.sameValueMembers`).
    private let sameValueMembers: Set<String>

    init(index: ProjectIndex, sameValueMembers: Set<String> = []) {
        self.index = index
        self.sameValueMembers = sameValueMembers
    }

    /// The types of values `expression` can have, sorted; empty when it cannot be inferred.
    func instanceTypes(of expression: ValueExpr, in context: String?, generics: GenericBindings = [:], needs: inout Needs) -> [String] {
        instanceTypes(of: expression, in: Scope(owner: context, generics: generics), needs: &needs)
    }

    func instanceTypes(of expression: ValueExpr, in scope: Scope, needs: inout Needs) -> [String] {
        Array(Set(resolve(expression, in: scope, needs: &needs).compactMap { resolved -> String? in
            if case .instance(let name) = resolved { return name }
            return nil
        })).sorted(by: String.utf8Order)
    }

    func resolve(_ expression: ValueExpr, in scope: Scope, needs: inout Needs) -> [Resolved] {
        switch expression {
        case .selfValue:
            return scope.owner.map { [.instance($0)] } ?? []
        case .name(let name):
            return resolveName(name, in: scope, needs: &needs)
        case .member(let base, let member):
            // `pair.1`: an element of a tuple.
            if let position = Int(member) { return resolve(.tupleElement(base, position), in: scope, needs: &needs) }
            return resolve(base, in: scope, needs: &needs).flatMap { resolveMember(member, of: $0, needs: &needs) }
        case .call(nil, let name, let arguments):
            // `Screen(...)` in a generic helper makes the type bound to `Screen`.
            if let bound = scope.generics[name] { return bound.isEmpty ? [] : [.instance(bound)] }
            if isUnboundClassGeneric(name, in: scope, needs: &needs) { return [] }
            return resolveCall(name, in: scope, arguments: arguments, needs: &needs)
        case .call(let base?, let name, let arguments):
            let receivers = resolve(base, in: scope, needs: &needs)
            if receivers.isEmpty { return resolveCallByName(name, arguments: arguments, in: scope, needs: &needs) }
            return receivers.flatMap { resolveCall(name, on: $0, arguments: arguments, in: scope, needs: &needs) }
        case .typed(let name):
            return typeValue(name, in: scope, needs: &needs).map { [$0] } ?? []
        case .binding(let declared, let values):
            let assigned = values.flatMap { value in resolve(value, in: scope, needs: &needs).filter(\.isInstance) }
            let annotation = declared.flatMap { typeValue($0, in: scope, needs: &needs) }
            guard let annotation else { return assigned }
            if assigned.isEmpty { return [annotation] }
            // An annotation is a fact: a value assigned to `let vc: X` is an `X`, or a subclass of it
            // (a protocol-keyed `resolve(P.self)` says less than `X`). An abstract annotation (`Flow`,
            // a protocol, a framework class) is made concrete by what is assigned.
            guard case .instance(let annotated) = annotation, index.types[annotated]?.kind == .class else { return assigned }
            return assigned.map { value in
                index.classChain(value.typeName, needs: &needs).contains(annotated) ? value : annotation
            }
        case .parameter(let position):
            if scope.frame == nil, let enclosing = scope.enclosing {
                return passedByCallers(to: position, of: enclosing, needs: &needs)
            }
            return passed(to: position, in: scope, needs: &needs) { value, scope, needs in resolve(value, in: scope, needs: &needs) }
        case .element(let collection):
            return elements(of: collection, in: scope, needs: &needs)
        case .tupleElement(let tuple, let position):
            return elements(at: position, of: tuple, in: scope, needs: &needs)
        case .tuple:
            return []
        case .oneOf(let values):
            return values.flatMap { resolve($0, in: scope, needs: &needs) }
        case .associatedValue(let subject, let name, let position):
            return nested(else: []) { associatedValues(at: position, of: name, in: subject, scope: scope, needs: &needs) }
        case .wrapperKeyPath(let wrapper, let member):
            // Factory's `@Injected(\.home) var vc`: what its container's `home` makes.
            guard KnownSignatures.factoryWrappers.contains(wrapper) else { return [] }
            return resolveCall(member, on: .instance(KnownSignatures.factoryContainer), arguments: [], in: scope, needs: &needs)
        case .infixOperator(let name, let lhs, let rhs):
            guard let call = KnownSignatures.operatorCall(name, lhs, rhs) else { return [] }
            return resolve(call, in: scope, needs: &needs)
        case .registeredArgument(let type, let position):
            return registeredArguments(at: position, of: type, from: scope.owner, needs: &needs)
        case .implicitMember, .implicitCall, .array, .unknown:
            return []
        }
    }

    /// What the calls in `scope.frame` pass at `position`, each read in its own scope by `read`.
    private func passed(
        to position: Int, in scope: Scope, needs: inout Needs, _ read: (ValueExpr, Scope, inout Needs) -> [Resolved]
    ) -> [Resolved] {
        guard let frame = scope.frame, let arguments = frame.passed[position] else { return [] }
        let key = ParameterKey(frame: ObjectIdentifier(frame), position: position)
        // Helpers handing a parameter on to each other thousands deep are cut like nested declarations.
        return nested(else: []) {
            guard parametersInProgress.insert(key).inserted else { return [] }
            defer { parametersInProgress.remove(key) }
            return arguments.flatMap { read($0.value, $0.scope, &needs) }
        }
    }

    /// The values of the elements of a collection: an array literal's, through locals and parameters.
    private func elements(of collection: ValueExpr, in scope: Scope, needs: inout Needs) -> [Resolved] {
        switch collection {
        case .array(let values): return values.flatMap { resolve($0, in: scope, needs: &needs) }
        case .binding(_, let values), .oneOf(let values): return values.flatMap { elements(of: $0, in: scope, needs: &needs) }
        case .parameter(let position):
            return passed(to: position, in: scope, needs: &needs) { value, scope, needs in elements(of: value, in: scope, needs: &needs) }
        case .name(let name):
            guard let owner = scope.owner else { return [] }
            return propertyElements(name, on: owner, needs: &needs)
        case .member(let base, let name):
            return resolve(base, in: scope, needs: &needs).flatMap { holder -> [Resolved] in
                guard case .instance(let owner) = holder else { return [] }
                return propertyElements(name, on: owner, needs: &needs)
            }
        case .call(let base, let name, let arguments):
            // `makeTabs()`: the elements of the lists the function returns. A function returning itself adds nothing more.
            let key = MemberKey(kind: .function, owner: scope.owner, name: name)
            guard elementsInProgress.insert(key).inserted else { return [] }
            defer { elementsInProgress.remove(key) }
            return returns(of: base, name, arguments, in: scope, needs: &needs) { value, body, needs in
                elements(of: value, in: body, needs: &needs)
            }
        default: return []
        }
    }

    /// The elements of a list property of `owner`'s (`childCoordinators = [home, search]`): those of the lists
    /// its declarations and the code of `owner`'s class chain assign, each read where it is written. A
    /// subclass's assignments are its own objects', not `owner`'s.
    private func propertyElements(_ name: String, on owner: String, needs: inout Needs) -> [Resolved] {
        guard let found = index.properties(name, on: owner, needs: &needs) else { return [] }
        let key = MemberKey(kind: .property, owner: owner, name: name)
        return nested(else: []) {
            guard elementsInProgress.insert(key).inserted else { return [] }
            defer { elementsInProgress.remove(key) }
            var result: [Resolved] = []
            let declaring = Scope(owner: found.owner)
            for property in found.properties {
                if let initializer = property.initializer { result += elements(of: initializer, in: declaring, needs: &needs) }
                for returned in property.body.returnValues { result += elements(of: returned, in: declaring, needs: &needs) }
            }
            for type in index.classChain(owner, needs: &needs) {
                guard let info = index.types[type] else { break }
                for (value, function) in info.assignmentsByFunction(to: name) ?? [] {
                    let enclosing = value.dependsOnParameter ? EnclosingFunction(owner: type, function: info.function(at: function)) : nil
                    result += elements(of: value, in: Scope(owner: type, enclosing: enclosing), needs: &needs)
                }
                if type == found.owner { break }
            }
            return result
        }
    }

    /// What `read` makes of each value a project function returns, read in the function with its parameters
    /// bound to the call (`makeTabs()`, `factory.makeFlow(for: tab)`). The callee's code is read for its
    /// receiver's type (`self`'s for a bare call, as Swift dispatches).
    private func returns(
        of base: ValueExpr?, _ name: String, _ arguments: [CallArgument], in scope: Scope, needs: inout Needs,
        _ read: (ValueExpr, Scope, inout Needs) -> [Resolved]
    ) -> [Resolved] {
        var callees: [(receiver: String?, functions: [FunctionFacts])] = []
        if let base {
            for case .instance(let type) in resolve(base, in: scope, needs: &needs) {
                if let declared = index.functions(name, on: type, needs: &needs) { callees.append((type, Array(declared.functions))) }
            }
        } else if let owner = scope.owner, let declared = index.functions(name, on: owner, needs: &needs) {
            callees.append((owner, Array(declared.functions)))
        } else if let globals = index.globalFunctions(named: name) {
            callees.append((nil, globals))
        }
        return nested(else: []) {
            callees.flatMap { callee in
                callee.functions.flatMap { function -> [Resolved] in
                    let frame = ArgumentFrame(function, arguments: arguments, in: scope)
                    // Arguments that fit one overload's labels call that one (`make()` handing on to `make(in:)`
                    // reads the other, not itself again); a call that kept none may be either.
                    if frame == nil, !arguments.isEmpty { return [] }
                    let body = Scope(owner: callee.receiver, frame: frame)
                    return function.body.returnValues.flatMap { read($0, body, &needs) }
                }
            }
        }
    }

    /// The associated value at `position` of the case `name` that `subject` holds: the argument each
    /// `.name(...)` written for it passes there, through locals and parameters (`trigger(.home(router))`
    /// reaching `case let .home(router)` of `prepareTransition(for route:)`).
    private func associatedValues(at position: Int, of name: String, in subject: ValueExpr, scope: Scope, needs: inout Needs) -> [Resolved] {
        switch subject {
        case .implicitCall(name, let arguments), .call(_?, name, let arguments):
            return position < arguments.count ? resolve(arguments[position].value, in: scope, needs: &needs) : []
        case .binding(_, let values), .oneOf(let values):
            return values.flatMap { associatedValues(at: position, of: name, in: $0, scope: scope, needs: &needs) }
        case .parameter(let parameter):
            return passed(to: parameter, in: scope, needs: &needs) { value, scope, needs in
                associatedValues(at: position, of: name, in: value, scope: scope, needs: &needs)
            }
        default:
            return []
        }
    }

    /// The values at `position` of a tuple: a literal's element, through locals, parameters, and the
    /// `return`s of a called project function (`let (flow, step) = makeFlow(for: tab)`), its parameters
    /// bound to the call.
    private func elements(at position: Int, of tuple: ValueExpr, in scope: Scope, needs: inout Needs) -> [Resolved] {
        switch tuple {
        case .tuple(let values):
            return position < values.count ? resolve(values[position], in: scope, needs: &needs) : []
        case .binding(_, let values), .oneOf(let values):
            return values.flatMap { elements(at: position, of: $0, in: scope, needs: &needs) }
        case .parameter(let parameter):
            return passed(to: parameter, in: scope, needs: &needs) { value, scope, needs in
                elements(at: position, of: value, in: scope, needs: &needs)
            }
        case .call(let base, let name, let arguments):
            return returns(of: base, name, arguments, in: scope, needs: &needs) { value, body, needs in
                elements(at: position, of: value, in: body, needs: &needs)
            }
        default:
            return []
        }
    }

    /// A value of the type written `name`; `T.Type` (a parameter taking a type) is the type itself.
    /// Nil for a generic parameter that nothing binds.
    private func typeValue(_ name: String, in scope: Scope, needs: inout Needs) -> Resolved? {
        let isMetatype = name.hasSuffix(".Type")
        let written = isMetatype ? String(name.dropLast(5)) : name
        if scope.generics[written]?.isEmpty == true { return nil }
        let type = typeName(written, in: scope, needs: &needs)
        return isMetatype ? .metatype(type) : .instance(type)
    }

    /// A type name written in `scope`: a bound generic parameter, the project type's qualified name,
    /// or the name as written.
    private func typeName(_ name: String, in scope: Scope, needs: inout Needs) -> String {
        if let bound = scope.generics[name] { return bound }
        return index.lookupType(name, from: scope.owner, needs: &needs) ?? name
    }

    /// A property a generic superclass declares with its generic parameter's type (`var builder: Builder` in
    /// `class Component<Builder>`), read on a subclass that binds it (`class HomeComponent: Component<HomeBuilder>`):
    /// the bound type, as the subclass declares it. Nil for any other property.
    private func boundGeneric(_ properties: some Collection<PropertyFacts>, owner: String, on type: String, needs: inout Needs) -> [Resolved]? {
        guard owner != type, let parameters = index.types[owner]?.genericParameters, !parameters.isEmpty,
              let declared = properties.first?.declaredType, parameters.contains(declared),
              properties.allSatisfy({ $0.declaredType == declared }),
              let bound = index.inheritedGenerics(of: type, needs: &needs)[declared], bound != declared else { return nil }
        return [.instance(bound)]
    }

    /// A generic parameter of the class whose code this is, that nothing here binds: no type at all.
    private func isUnboundClassGeneric(_ name: String, in scope: Scope, needs: inout Needs) -> Bool {
        guard let owner = scope.owner, name.first?.isUppercase == true else { return false }
        return index.isGenericParameter(name, of: owner, needs: &needs)
    }

    /// What the project's calls of `enclosing` pass at `position`, read where each call is made, when the
    /// parameter is declared with a protocol of the project (`init(router: Router, factory: ScreenFactory)`):
    /// a closed world over the calls the parsed files make, each of which proves what it passes. Other
    /// parameters keep their declared type, as a call could pass any subclass.
    private func passedByCallers(to position: Int, of enclosing: EnclosingFunction, needs: inout Needs) -> [Resolved] {
        let function = enclosing.function
        guard position < function.parameters.count, !function.parameters[position].isMetatype,
              let declared = function.parameters[position].type else { return [] }
        guard let type = index.lookupType(declared, from: enclosing.owner, needs: &needs) else {
            index.noteMissingEvenIfFramework(declared, in: &needs)
            return []
        }
        guard index.types[type]?.kind == .protocol else { return [] }
        let key = CallersKey(owner: enclosing.owner, function: function.name, labels: function.parameters.map(\.label), position: position)
        return nested(else: []) {
            guard callersInProgress.insert(key).inserted else { return [] }
            defer { callersInProgress.remove(key) }
            let isInitialiser = function.name == "init"
            let calledName = isInitialiser ? String(enclosing.owner.lastDottedComponent) : function.name
            var sites = index.callSites(named: calledName, needs: &needs).map { (site: $0, name: calledName) }
            if isInitialiser {
                sites += index.callSites(named: ProjectCall.superInitialiser, wanting: calledName, needs: &needs).map { ($0, ProjectCall.superInitialiser) }
            }
            var found: [Resolved] = []
            for (site, name) in sites {
                guard let positions = ArgumentFrame.positions(of: function, for: site.arguments),
                      let argument = positions.firstIndex(of: position) else { continue }
                let scope = callerScope(of: site)
                guard calls(site, named: name, of: enclosing.owner, initialiser: isInitialiser, in: scope, needs: &needs) else { continue }
                found += resolve(site.arguments[argument].value, in: scope, needs: &needs)
            }
            return found
        }
    }

    /// What the project's resolves of `type` (`resolve(X.self, argument: router)`) pass at `position` of its
    /// registered closure's arguments: a closed world over the parsed files' resolves, as for initialisers.
    /// Every file resolving `X` names it, so `X` is the need, not the common `resolve`.
    private func registeredArguments(at position: Int, of type: String, from owner: String?, needs: inout Needs) -> [Resolved] {
        guard let registered = index.lookupType(type, from: owner, needs: &needs) else { return [] }
        return registrationCalls(KnownSignatures.resolvingWithArguments, of: registered, written: type, key: position, needs: &needs) { site, scope, needs in
            let passed = site.arguments.dropFirst().filter { $0.label != KnownSignatures.registrationNameLabel }
            guard position < passed.count else { return [] }
            return resolve(passed[passed.startIndex + position].value, in: scope, needs: &needs)
        }
    }

    /// What `read` makes of each call named one of `names` whose first argument is `type` itself (`X.self`), read
    /// where it is made. The need is `written`, the name those calls spell. A registration leading back to itself
    /// (`key` tells its questions apart) adds nothing more.
    private func registrationCalls(
        _ names: Set<String>, of type: String, written: String, key position: Int, needs: inout Needs,
        _ read: (ProjectCall, Scope, inout Needs) -> [Resolved]
    ) -> [Resolved] {
        let key = CallersKey(owner: type, function: Self.registrationMark, labels: [], position: position)
        return nested(else: []) {
            guard callersInProgress.insert(key).inserted else { return [] }
            defer { callersInProgress.remove(key) }
            var found: [Resolved] = []
            for name in names.sorted() {
                for site in index.callSites(named: name, wanting: written, needs: &needs) {
                    guard let first = site.arguments.first, first.label == nil else { continue }
                    let scope = callerScope(of: site)
                    guard resolve(first.value, in: scope, needs: &needs).contains(.metatype(type)) else { continue }
                    found += read(site, scope, &needs)
                }
            }
            return found
        }
    }

    private static let registrationMark = "(registered)"

    /// Where a project call is made: its type and function.
    private func callerScope(of site: ProjectCall) -> Scope {
        Scope(owner: site.owner, enclosing: site.owner.flatMap { owner in site.function.map { EnclosingFunction(owner: owner, function: $0) } })
    }

    /// Whether `site` calls `owner`'s function: a construction `Owner(...)`, or a method of that name that
    /// `owner` declares, called on `self`, bare, or on a receiver of a type that takes it from `owner`. A direct
    /// subclass's `super.init(router: router)` calls `owner`'s initialiser, passing what the subclass is made with.
    private func calls(_ site: ProjectCall, named name: String, of owner: String, initialiser: Bool, in scope: Scope, needs: inout Needs) -> Bool {
        if initialiser, name == ProjectCall.superInitialiser {
            return site.owner.flatMap { index.superclass(of: $0, needs: &needs) } == owner
        }
        if initialiser {
            return site.base == nil && index.lookupType(name, from: site.owner, needs: &needs) == owner
        }
        let receivers: [String]
        switch site.base {
        case nil, .selfValue?:
            guard let caller = site.owner else { return false }
            receivers = [caller]
        case let base?:
            receivers = resolve(base, in: scope, needs: &needs).compactMap { resolved in
                if case .instance(let type) = resolved { return type }
                return nil
            }
        }
        return receivers.contains { index.functions(name, on: $0, needs: &needs)?.owner == owner }
    }

    // MARK: Names and members

    private func resolveName(_ name: String, in scope: Scope, needs: inout Needs) -> [Resolved] {
        if let bound = scope.generics[name] { return bound.isEmpty ? [] : [.metatype(bound)] }
        if isUnboundClassGeneric(name, in: scope, needs: &needs) { return [] }
        if let context = scope.owner, let found = index.properties(name, on: context, needs: &needs) {
            if let bound = boundGeneric(found.properties, owner: found.owner, on: context, needs: &needs) { return bound }
            return propertyTypes(found.properties, named: name, owner: found.owner, needs: &needs)
        }
        if let globals = index.globalVariables(named: name) {
            return propertyTypes(globals, named: name, owner: nil, needs: &needs)
        }
        if let type = index.lookupType(name, from: scope.owner, needs: &needs) { return [.metatype(type)] }
        index.noteMissing(name, in: &needs)
        if name.first?.isUppercase == true { return [.metatype(name)] }
        return []
    }

    private func resolveMember(_ member: String, of base: Resolved, needs: inout Needs) -> [Resolved] {
        // `X.self` is the type `X` as a value.
        if member == "self" { return [base] }
        index.noteMissing(base.typeName, in: &needs)
        switch base {
        case .metatype(let type):
            if let nested = index.lookupType("\(type).\(member)", from: nil, probing: true, needs: &needs) { return [.metatype(nested)] }
            if let found = index.properties(member, on: type, needs: &needs) {
                return propertyTypes(found.properties, named: member, owner: found.owner, needs: &needs)
            }
        case .instance(let type):
            if let found = index.properties(member, on: type, needs: &needs) {
                if let bound = boundGeneric(found.properties, owner: found.owner, on: type, needs: &needs) { return bound }
                return propertyTypes(found.properties, named: member, owner: found.owner, needs: &needs)
            }
            if sameValueMembers.contains(member) { return [base] }
        }
        index.noteMemberNotFound(on: base.typeName, in: &needs)
        return []
    }

    private func resolveCall(_ name: String, in scope: Scope, arguments: [CallArgument], needs: inout Needs) -> [Resolved] {
        if let context = scope.owner, let found = index.functions(name, on: context, needs: &needs) {
            return returnTypes(found.functions, named: name, owner: found.owner, receiver: context, arguments: arguments, in: scope, needs: &needs)
        }
        // `makeHome()`: a property holding a function.
        if let context = scope.owner, name.first?.isUppercase != true, let found = index.properties(name, on: context, needs: &needs) {
            let made = calledProperty(found.properties, owner: found.owner, needs: &needs)
            if !made.isEmpty { return made }
        }
        if let globals = index.globalFunctions(named: name) {
            return returnTypes(globals, named: name, owner: nil, receiver: nil, arguments: arguments, in: scope, needs: &needs)
        }
        if let type = index.lookupType(name, from: scope.owner, needs: &needs) { return [.instance(type)] }
        index.noteMissing(name, in: &needs)
        // A framework type's initializer, such as `UINavigationController(rootViewController:)`.
        if name.first?.isUppercase == true { return [.instance(name)] }
        return resolveKnown(name, arguments: arguments, in: scope, needs: &needs)
    }

    private func resolveCall(_ name: String, on base: Resolved, arguments: [CallArgument], in scope: Scope, needs: inout Needs) -> [Resolved] {
        index.noteMissing(base.typeName, in: &needs)
        switch base {
        case .metatype(let type):
            if name == "init" { return [.instance(type)] }
            if let nested = index.lookupType("\(type).\(name)", from: nil, probing: true, needs: &needs) { return [.instance(nested)] }
            if let found = index.functions(name, on: type, needs: &needs) {
                return returnTypes(found.functions, named: name, owner: found.owner, receiver: type, arguments: arguments, in: scope, needs: &needs)
            }
            index.noteMemberNotFound(on: type, in: &needs)
            // A static factory the project does not declare, such as Reusable's `instantiate()`.
            if index.types[type]?.kind == .class { return [.instance(type)] }
            return resolveKnown(name, arguments: arguments, in: scope, needs: &needs)
        case .instance(let type):
            if let found = index.functions(name, on: type, needs: &needs) {
                return returnTypes(found.functions, named: name, owner: found.owner, receiver: type, arguments: arguments, in: scope, needs: &needs)
            }
            if let found = index.properties(name, on: type, needs: &needs) {
                return calledProperty(found.properties, owner: found.owner, needs: &needs)
            }
            index.noteMemberNotFound(on: type, in: &needs)
            // A project class's method may come from an extension of the framework class it inherits
            // (`extension UIViewController { func toPresent() ... }`) in a file not parsed yet: its name is a need.
            if index.types[type]?.isDeclared == true { index.noteMissing(name, in: &needs) }
            if KnownSignatures.returningReceiver.contains(name), arguments.isEmpty, isObject(type) { return [base] }
            return resolveKnown(name, arguments: arguments, in: scope, needs: &needs)
        }
    }

    /// A class of the project, or a view controller of UIKit's: an object, as Then's `then` needs.
    private func isObject(_ type: String) -> Bool {
        if let info = index.types[type], info.isDeclared { return info.kind == .class }
        return KnownSignatures.isFrameworkViewController(type)
    }

    /// A call on a receiver whose type cannot be inferred: the project's extensions that declare a
    /// member of that name answer, if they all agree; else a library's known signature. A function whose
    /// labels the call's arguments do not fit is not called (`resolve(HomeScene.self)` is not a project
    /// protocol's `resolve(type:)`).
    private func resolveCallByName(_ name: String, arguments: [CallArgument], in scope: Scope, needs: inout Needs) -> [Resolved] {
        // An extension declaring `name` in a file not parsed yet would change the answer.
        index.noteMissing(name, in: &needs)
        var candidates: Set<[Resolved]> = []
        for owner in index.extensionOwners(of: name) {
            guard let info = index.types[owner] else { continue }
            for function in info.functions(named: name) ?? .empty {
                if !arguments.isEmpty, ArgumentFrame.positions(of: function, for: arguments) == nil { continue }
                candidates.insert(returnTypes([function], named: name, owner: owner, receiver: nil, arguments: arguments, in: scope, needs: &needs))
            }
            for property in info.properties(named: name) ?? .empty {
                candidates.insert(calledProperty([property], owner: owner, needs: &needs))
            }
        }
        if candidates.count == 1, let agreed = candidates.first, !agreed.isEmpty { return agreed }
        if !candidates.isEmpty { return [] }
        return resolveKnown(name, arguments: arguments, in: scope, needs: &needs)
    }

    /// `resolve(X.self, ...)` and friends (`KnownSignatures`), on any receiver that does not declare them.
    private func resolveKnown(_ name: String, arguments: [CallArgument], in scope: Scope, needs: inout Needs) -> [Resolved] {
        guard KnownSignatures.resolvingFirstArgument.contains(name), let first = arguments.first else { return [] }
        return resolve(first.value, in: scope, needs: &needs).flatMap { resolved -> [Resolved] in
            guard case .metatype(let type) = resolved else { return [] }
            // A protocol says less than what its registrations make (`register(HomeScene.self) { _ in HomeViewController() }`).
            if index.types[type]?.kind == .protocol {
                let made = registered(type, needs: &needs)
                if !made.isEmpty { return made }
            }
            return [.instance(type)]
        }
    }

    /// What the project's registrations of `type` make: the instances `register(X.self) { ... }`'s closures
    /// return and `autoregister(X.self, initializer: Y.init)`'s `Y`s, a closed world over the parsed files as
    /// for a registration's arguments.
    /// Asked once per protocol, however many resolves name it.
    private func registered(_ type: String, needs: inout Needs) -> [Resolved] {
        memoised(MemberKey(kind: .registration, owner: nil, name: type), needs: &needs) { needs in
            let closures = registrationCalls(KnownSignatures.registering, of: type, written: type, key: Self.madeKey, needs: &needs) { site, scope, needs in
                guard site.arguments.count == 2, let factory = site.arguments.last else { return [] }
                return resolve(factory.value, in: scope, needs: &needs).filter(\.isInstance)
            }
            let initializers = registrationCalls(KnownSignatures.autoregistering, of: type, written: type, key: Self.madeKey, needs: &needs) { site, scope, needs in
                guard let initializer = site.arguments.last(where: { $0.label == KnownSignatures.initializerLabel }),
                      case .member(let made, "init") = initializer.value else { return [] }
                return resolve(made, in: scope, needs: &needs).compactMap { resolved in
                    if case .metatype(let made) = resolved { return .instance(made) }
                    return nil
                }
            }
            return (closures + initializers).compactMap { resolved in
                if case .instance(let made) = resolved { return made }
                return nil
            }
        }
    }

    /// The key of `registered`'s question, apart from those of the arguments' positions.
    private static let madeKey = -1

    /// Calling a property's value makes what its declaration says: `let makeHome: () -> HomeViewController`
    /// and Factory's `var home: Factory<HomeViewController>` make a `HomeViewController`.
    private func calledProperty(_ properties: some Collection<PropertyFacts>, owner: String?, needs: inout Needs) -> [Resolved] {
        properties.compactMap { property in
            guard let made = property.madeWhenCalled,
                  property.declaredType.map(KnownSignatures.callableFactories.contains) ?? true else { return nil }
            return .instance(index.lookupType(made, from: owner, needs: &needs) ?? made)
        }
    }

    // MARK: Declarations

    /// Values assigned anywhere win over the declared type, which may be a superclass or protocol.
    private func propertyTypes(_ properties: some Collection<PropertyFacts>, named name: String, owner: String?, needs: inout Needs) -> [Resolved] {
        memoised(MemberKey(kind: .property, owner: owner, name: name), needs: &needs) { needs in
            var candidates: [ValueExpr] = []
            for property in properties {
                if let initializer = property.initializer { candidates.append(initializer) }
                candidates += property.body.returnValues
            }
            let scope = Scope(owner: owner)
            var assigned = Set<String>()
            if let owner, let info = index.types[owner] {
                for (value, function) in info.assignmentsByFunction(to: name) ?? [] {
                    // `self.router = router` in `init(router: Router)`: what the project's constructions pass.
                    guard value.dependsOnParameter else {
                        candidates.append(value)
                        continue
                    }
                    let enclosing = EnclosingFunction(owner: owner, function: info.function(at: function))
                    assigned.formUnion(instanceTypes(of: value, in: Scope(owner: owner, enclosing: enclosing), needs: &needs))
                }
            }
            assigned.formUnion(instanceTypes(of: .oneOf(candidates), in: scope, needs: &needs))
            if !assigned.isEmpty { return assigned.sorted(by: String.utf8Order) }
            return properties.compactMap(\.declaredType).map { typeName($0, in: scope, needs: &needs) }
        }
    }

    /// A generic function returning its parameter `T` gives the type the call binds to `T`; one
    /// declared to return `Self`, or whose every `return` is `self` (`func toPresent() -> UIViewController?
    /// { self }` in an extension of UIViewController), gives the receiver's type; any other is inferred once: a declared project class
    /// is taken as is, otherwise what the body returns, then the declared type.
    private func returnTypes(
        _ functions: some Collection<FunctionFacts>, named name: String, owner: String?, receiver: String?,
        arguments: [CallArgument], in scope: Scope, needs: inout Needs
    ) -> [Resolved] {
        var result: [Resolved] = []
        var plain: [FunctionFacts] = []
        // Arguments that fit some overloads' labels call those (`make(for:)`, not `make(for:standalone:)`); a call
        // that kept no arguments, or fits none, may be any.
        let fitting = arguments.isEmpty ? [] : functions.filter { ArgumentFrame.positions(of: $0, for: arguments) != nil }
        let chosen = fitting.isEmpty || fitting.count == functions.count ? Array(functions) : fitting
        for function in chosen {
            if let returned = function.returnType, function.genericParameters.contains(returned) {
                let bindings = GenericBindings.bind(function, to: arguments) { argument in
                    resolve(argument, in: scope, needs: &needs)
                }
                if let bound = bindings[returned] { result.append(.instance(bound)) }
            } else if function.returnType == "Self" || function.returnsSelf, let receiver = receiver ?? owner {
                result.append(.instance(receiver))
            } else {
                plain.append(function)
            }
        }
        guard !plain.isEmpty else { return result }
        let overloads = plain.map { $0.parameters.map(\.label) }
        return result + memoised(MemberKey(kind: .function, owner: owner, name: name, overloads: overloads), needs: &needs) { needs in
            let scope = Scope(owner: owner)
            var declared: [String] = []
            for function in plain {
                guard let returnType = function.returnType else { continue }
                declared.append(typeName(returnType, in: scope, needs: &needs))
            }
            if !declared.isEmpty, declared.allSatisfy({ index.types[$0]?.kind == .class }) { return declared }
            let returned = instanceTypes(of: .oneOf(plain.flatMap(\.body.returnValues)), in: scope, needs: &needs)
            return returned.isEmpty ? declared : returned
        }
    }

    private func memoised(_ key: MemberKey, needs: inout Needs, _ compute: (inout Needs) -> [String]) -> [Resolved] {
        remembered(key, in: memberMemo, needs: &needs, compute).map(Resolved.instance)
    }

    /// `work` one level deeper in the inference, or, past `maximumNesting`, `cut` and the cut counted
    /// (the one bound of every recursive walk of the model).
    func nested<Result>(else cut: Result, _ work: () -> Result) -> Result {
        guard nesting < Self.maximumNesting else {
            cuts += 1
            return cut
        }
        nesting += 1
        defer { nesting -= 1 }
        return work()
    }
}

/// The types bound to a generic function's parameters at one call: `push(SettingsViewController.self)`
/// binds `Screen` of `func push<Screen>(_ type: Screen.Type)` to `SettingsViewController`.
typealias GenericBindings = [String: String]

extension GenericBindings {
    /// Binds each generic parameter to the type its argument gives: the type a `T.Type` argument
    /// denotes (`X.self`), or the type of the value a `T` argument passes. Arguments are matched to
    /// parameters by label, in order.
    static func bind(_ function: FunctionFacts, to arguments: [CallArgument], resolve: (ValueExpr) -> [TypeInference.Resolved]) -> GenericBindings {
        guard !function.genericParameters.isEmpty else { return [:] }
        var bindings: GenericBindings = [:]
        var next = 0
        for parameter in function.parameters {
            // Parameters with default values may be left out: take the next argument with this label.
            guard let offset = arguments[next...].firstIndex(where: { $0.label == parameter.label }) else { continue }
            next = offset + 1
            guard let generic = parameter.type, function.genericParameters.contains(generic), bindings[generic] == nil else { continue }
            let types = Set(resolve(arguments[offset].value).compactMap { resolved -> String? in
                switch resolved {
                case .metatype(let type): return parameter.isMetatype ? type : nil
                case .instance(let type): return parameter.isMetatype ? nil : type
                }
            })
            // Bound only when the argument says exactly one type.
            if types.count == 1, let type = types.first { bindings[generic] = type }
        }
        return bindings
    }
}

extension GenericBindings {
    /// The function's generic parameters that nothing bound stand for no type (""), never for a type of their name.
    func leavingUnboundEmpty(of function: FunctionFacts) -> GenericBindings {
        var bindings = self
        for parameter in function.genericParameters where bindings[parameter] == nil { bindings[parameter] = "" }
        return bindings
    }
}

extension FunctionFacts {
    /// Every value the body returns is `self`.
    var returnsSelf: Bool {
        !body.returnValues.isEmpty && body.returnValues.allSatisfy { $0 == .selfValue }
    }
}

extension TypeInference.Resolved {
    var typeName: String {
        switch self {
        case .instance(let name), .metatype(let name): return name
        }
    }

    var isInstance: Bool {
        if case .instance = self { return true }
        return false
    }
}
