/// The semantic model's question: what types can this expression have here, across all files of the
/// project. Each answer comes with its `Needs`.
///
/// Results are memoised per property and function; a property or function met again while it is
/// being inferred (a cycle) contributes nothing.
final class TypeInference {
    /// What an expression denotes.
    enum Resolved: Hashable, Comparable {
        /// A value of this type; project types by qualified name, others as written.
        case instance(String)
        /// The type itself, as in `Foo.instantiate()` or `Settings.ProfileViewController(...)`.
        case metatype(String)

        static func < (lhs: Resolved, rhs: Resolved) -> Bool {
            lhs.sortKey.utf8.lexicographicallyPrecedes(rhs.sortKey.utf8)
        }

        private var sortKey: String {
            switch self {
            case .instance(let name): return "i" + name
            case .metatype(let name): return "m" + name
            }
        }
    }

    /// A declaration whose values were inferred once.
    private struct MemberKey: Hashable {
        enum Kind { case property, function }
        var kind: Kind
        /// Nil for globals.
        var owner: String?
        var name: String
    }

    let index: ProjectIndex
    private var memberMemo: [MemberKey: (types: [String], needs: Needs)] = [:]
    private var inProgress: Set<MemberKey> = []

    init(index: ProjectIndex) {
        self.index = index
    }

    /// The types of values `expression` can have, sorted; empty when it cannot be inferred.
    func instanceTypes(of expression: ValueExpr, in context: String?, needs: inout Needs) -> [String] {
        Array(Set(resolve(expression, in: context, needs: &needs).compactMap { resolved -> String? in
            if case .instance(let name) = resolved { return name }
            return nil
        })).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    func resolve(_ expression: ValueExpr, in context: String?, needs: inout Needs) -> [Resolved] {
        switch expression {
        case .selfValue:
            return context.map { [.instance($0)] } ?? []
        case .name(let name):
            return resolveName(name, in: context, needs: &needs)
        case .member(let base, let member):
            return resolve(base, in: context, needs: &needs).flatMap { resolveMember(member, of: $0, needs: &needs) }
        case .call(nil, let name):
            return resolveCall(name, in: context, needs: &needs)
        case .call(let base?, let name):
            return resolve(base, in: context, needs: &needs).flatMap { resolveCall(name, on: $0, needs: &needs) }
        case .typed(let name):
            return [.instance(typeName(name, in: context, needs: &needs))]
        case .binding(let declared, let values):
            let assigned = values.flatMap { value in resolve(value, in: context, needs: &needs).filter(\.isInstance) }
            if !assigned.isEmpty { return assigned }
            return declared.map { [.instance(typeName($0, in: context, needs: &needs))] } ?? []
        case .oneOf(let values):
            return values.flatMap { resolve($0, in: context, needs: &needs) }
        case .implicitMember, .implicitCall, .unknown:
            return []
        }
    }

    /// A type name written in `context`: the project type's qualified name, or the name as written.
    func typeName(_ name: String, in context: String?, needs: inout Needs) -> String {
        index.lookupType(name, from: context, needs: &needs) ?? name
    }

    // MARK: Names and members

    private func resolveName(_ name: String, in context: String?, needs: inout Needs) -> [Resolved] {
        if let context, let found = index.properties(name, on: context, needs: &needs) {
            return propertyTypes(found.properties, named: name, owner: found.owner, needs: &needs)
        }
        if let globals = index.globalVariables[name] {
            return propertyTypes(globals, named: name, owner: nil, needs: &needs)
        }
        if let type = index.lookupType(name, from: context, needs: &needs) { return [.metatype(type)] }
        index.noteMissing(name, in: &needs)
        if name.first?.isUppercase == true { return [.metatype(name)] }
        return []
    }

    private func resolveMember(_ member: String, of base: Resolved, needs: inout Needs) -> [Resolved] {
        index.noteMissing(base.typeName, in: &needs)
        switch base {
        case .metatype(let type):
            if let nested = index.lookupType("\(type).\(member)", from: nil, probing: true, needs: &needs) { return [.metatype(nested)] }
            if let found = index.properties(member, on: type, needs: &needs) {
                return propertyTypes(found.properties, named: member, owner: found.owner, needs: &needs)
            }
        case .instance(let type):
            if let found = index.properties(member, on: type, needs: &needs) {
                return propertyTypes(found.properties, named: member, owner: found.owner, needs: &needs)
            }
        }
        index.noteMemberNotFound(on: base.typeName, in: &needs)
        return []
    }

    private func resolveCall(_ name: String, in context: String?, needs: inout Needs) -> [Resolved] {
        if let context, let found = index.functions(name, on: context, needs: &needs) {
            return returnTypes(found.functions, named: name, owner: found.owner, needs: &needs)
        }
        if let globals = index.globalFunctions[name] {
            return returnTypes(globals, named: name, owner: nil, needs: &needs)
        }
        if let type = index.lookupType(name, from: context, needs: &needs) { return [.instance(type)] }
        index.noteMissing(name, in: &needs)
        // A framework type's initializer, such as `UINavigationController(rootViewController:)`.
        if name.first?.isUppercase == true { return [.instance(name)] }
        return []
    }

    private func resolveCall(_ name: String, on base: Resolved, needs: inout Needs) -> [Resolved] {
        index.noteMissing(base.typeName, in: &needs)
        switch base {
        case .metatype(let type):
            if name == "init" { return [.instance(type)] }
            if let nested = index.lookupType("\(type).\(name)", from: nil, probing: true, needs: &needs) { return [.instance(nested)] }
            if let found = index.functions(name, on: type, needs: &needs) {
                return returnTypes(found.functions, named: name, owner: found.owner, needs: &needs)
            }
            index.noteMemberNotFound(on: type, in: &needs)
            // A static factory the project does not declare, such as Reusable's `instantiate()`.
            if index.types[type]?.kind == .class { return [.instance(type)] }
            return []
        case .instance(let type):
            if let found = index.functions(name, on: type, needs: &needs) {
                return returnTypes(found.functions, named: name, owner: found.owner, needs: &needs)
            }
            index.noteMemberNotFound(on: type, in: &needs)
            return []
        }
    }

    // MARK: Declarations

    /// Values assigned anywhere win over the declared type, which may be a superclass or protocol.
    private func propertyTypes(_ properties: [PropertyFacts], named name: String, owner: String?, needs: inout Needs) -> [Resolved] {
        memoised(MemberKey(kind: .property, owner: owner, name: name), needs: &needs) { needs in
            var candidates: [ValueExpr] = []
            for property in properties {
                if let initializer = property.initializer { candidates.append(initializer) }
                candidates += property.body.returnValues
            }
            if let owner { candidates += index.types[owner]?.assignments[name] ?? [] }
            let assigned = instanceTypes(of: .oneOf(candidates), in: owner, needs: &needs)
            if !assigned.isEmpty { return assigned }
            return properties.compactMap(\.declaredType).map { typeName($0, in: owner, needs: &needs) }
        }
    }

    /// A declared project class is taken as is; otherwise what the body returns, then the declared type.
    private func returnTypes(_ functions: [FunctionFacts], named name: String, owner: String?, needs: inout Needs) -> [Resolved] {
        memoised(MemberKey(kind: .function, owner: owner, name: name), needs: &needs) { needs in
            var declared: [String] = []
            for function in functions {
                guard let returnType = function.returnType else { continue }
                declared.append(returnType == "Self" ? (owner ?? returnType) : typeName(returnType, in: owner, needs: &needs))
            }
            if !declared.isEmpty, declared.allSatisfy({ index.types[$0]?.kind == .class }) { return declared }
            let returned = instanceTypes(of: .oneOf(functions.flatMap(\.body.returnValues)), in: owner, needs: &needs)
            return returned.isEmpty ? declared : returned
        }
    }

    private func memoised(_ key: MemberKey, needs: inout Needs, _ compute: (inout Needs) -> [String]) -> [Resolved] {
        if let known = memberMemo[key] {
            needs.formUnion(known.needs)
            return known.types.map(Resolved.instance)
        }
        guard inProgress.insert(key).inserted else { return [] }
        var inner = Needs()
        let result = compute(&inner)
        inProgress.remove(key)
        memberMemo[key] = (result, inner)
        needs.formUnion(inner)
        return result.map(Resolved.instance)
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
