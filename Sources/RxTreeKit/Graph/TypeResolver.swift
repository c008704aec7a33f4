/// Finds the types an expression can have, across all files of the project.
///
/// Results are memoised per property and function; a property or function met again while it is
/// being resolved (a cycle) contributes nothing.
final class TypeResolver {
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

    let index: ProjectIndex
    private var memberMemo: [String: [String]] = [:]
    private var inProgress: Set<String> = []

    init(index: ProjectIndex) {
        self.index = index
    }

    /// The types of values `expression` can have, sorted; empty when it cannot be resolved.
    func instanceTypes(of expression: ValueExpr, in context: String?) -> [String] {
        Array(Set(resolve(expression, in: context).compactMap { resolved -> String? in
            if case .instance(let name) = resolved { return name }
            return nil
        })).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    func resolve(_ expression: ValueExpr, in context: String?) -> [Resolved] {
        switch expression {
        case .selfValue:
            return context.map { [.instance($0)] } ?? []
        case .name(let name):
            return resolveName(name, in: context)
        case .member(let base, let member):
            return resolve(base, in: context).flatMap { resolveMember(member, of: $0) }
        case .call(nil, let name):
            return resolveCall(name, in: context)
        case .call(let base?, let name):
            return resolve(base, in: context).flatMap { resolveCall(name, on: $0) }
        case .typed(let name):
            return [.instance(typeName(name, in: context))]
        case .binding(let declared, let values):
            let assigned = values.flatMap { value in resolve(value, in: context).filter(\.isInstance) }
            if !assigned.isEmpty { return assigned }
            return declared.map { [.instance(typeName($0, in: context))] } ?? []
        case .oneOf(let values):
            return values.flatMap { resolve($0, in: context) }
        case .implicitMember, .implicitCall, .unknown:
            return []
        }
    }

    /// A type name written in `context`: the project type's qualified name, or the name as written.
    func typeName(_ name: String, in context: String?) -> String {
        index.lookupType(name, from: context) ?? name
    }

    // MARK: Names and members

    private func resolveName(_ name: String, in context: String?) -> [Resolved] {
        if let context, let found = index.properties(name, on: context) {
            return propertyTypes(found.properties, named: name, owner: found.owner)
        }
        if let globals = index.globalVariables[name] {
            return propertyTypes(globals, named: name, owner: nil)
        }
        if let type = index.lookupType(name, from: context) { return [.metatype(type)] }
        index.noteMissing(name)
        if name.first?.isUppercase == true { return [.metatype(name)] }
        return []
    }

    private func resolveMember(_ member: String, of base: Resolved) -> [Resolved] {
        index.noteMissing(base.typeName)
        switch base {
        case .metatype(let type):
            if let nested = index.lookupType("\(type).\(member)", from: nil, probing: true) { return [.metatype(nested)] }
            if let found = index.properties(member, on: type) {
                return propertyTypes(found.properties, named: member, owner: found.owner)
            }
        case .instance(let type):
            if let found = index.properties(member, on: type) {
                return propertyTypes(found.properties, named: member, owner: found.owner)
            }
        }
        index.noteMemberNotFound(on: base.typeName)
        return []
    }

    private func resolveCall(_ name: String, in context: String?) -> [Resolved] {
        if let context, let found = index.functions(name, on: context) {
            return returnTypes(found.functions, named: name, owner: found.owner)
        }
        if let globals = index.globalFunctions[name] {
            return returnTypes(globals, named: name, owner: nil)
        }
        if let type = index.lookupType(name, from: context) { return [.instance(type)] }
        index.noteMissing(name)
        // A framework type's initializer, such as `UINavigationController(rootViewController:)`.
        if name.first?.isUppercase == true { return [.instance(name)] }
        return []
    }

    private func resolveCall(_ name: String, on base: Resolved) -> [Resolved] {
        index.noteMissing(base.typeName)
        switch base {
        case .metatype(let type):
            if name == "init" { return [.instance(type)] }
            if let nested = index.lookupType("\(type).\(name)", from: nil, probing: true) { return [.instance(nested)] }
            if let found = index.functions(name, on: type) {
                return returnTypes(found.functions, named: name, owner: found.owner)
            }
            index.noteMemberNotFound(on: type)
            // A static factory the project does not declare, such as Reusable's `instantiate()`.
            if index.types[type]?.kind == .class { return [.instance(type)] }
            return []
        case .instance(let type):
            if let found = index.functions(name, on: type) {
                return returnTypes(found.functions, named: name, owner: found.owner)
            }
            index.noteMemberNotFound(on: type)
            return []
        }
    }

    // MARK: Declarations

    /// Values assigned anywhere win over the declared type, which may be a superclass or protocol.
    private func propertyTypes(_ properties: [PropertyFacts], named name: String, owner: String?) -> [Resolved] {
        memoised("p:\(owner ?? "")#\(name)") {
            var candidates: [ValueExpr] = []
            for property in properties {
                if let initializer = property.initializer { candidates.append(initializer) }
                candidates += property.body.returnValues
            }
            if let owner { candidates += index.types[owner]?.assignments[name] ?? [] }
            let assigned = instanceTypes(of: .oneOf(candidates), in: owner)
            if !assigned.isEmpty { return assigned }
            return properties.compactMap(\.declaredType).map { typeName($0, in: owner) }
        }
    }

    /// A declared project class is taken as is; otherwise what the body returns, then the declared type.
    private func returnTypes(_ functions: [FunctionFacts], named name: String, owner: String?) -> [Resolved] {
        memoised("f:\(owner ?? "")#\(name)") {
            var declared: [String] = []
            for function in functions {
                guard let returnType = function.returnType else { continue }
                declared.append(returnType == "Self" ? (owner ?? returnType) : typeName(returnType, in: owner))
            }
            if !declared.isEmpty, declared.allSatisfy({ index.types[$0]?.kind == .class }) { return declared }
            let returned = instanceTypes(of: .oneOf(functions.flatMap(\.body.returnValues)), in: owner)
            return returned.isEmpty ? declared : returned
        }
    }

    private func memoised(_ key: String, _ compute: () -> [String]) -> [Resolved] {
        if let known = memberMemo[key] { return known.map(Resolved.instance) }
        guard inProgress.insert(key).inserted else { return [] }
        let result = compute()
        inProgress.remove(key)
        memberMemo[key] = result
        return result.map(Resolved.instance)
    }
}

extension TypeResolver.Resolved {
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
