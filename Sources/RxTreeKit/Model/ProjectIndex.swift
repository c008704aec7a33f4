/// Every type of the project with its extensions merged in, and name lookup as Swift scopes it.
final class ProjectIndex {
    /// A type and all its extensions. A class, so that lookups do not copy it.
    final class TypeInfo {
        let name: String
        /// `.extension` when only extensions of it were found (a framework type).
        var kind: TypeFacts.Kind
        var declarations: [SourceLocation] = []
        /// The declaration's generic parameters, and the generic arguments it gives its superclass.
        var genericParameters: [String] = []
        var superclassArguments: [String] = []
        /// The declaration's inheritance first (a class's superclass leads), then the extensions'.
        var inheritance: [String] = []
        /// An enum's cases.
        var cases: [EnumCaseFacts] = []
        /// The declarations and extensions merged in, in order. Member tables are built from them on
        /// first use: most types are never consulted.
        fileprivate private(set) var blocks: TypeBlocks
        private var tables: MemberTables?
        /// Whether a build read its member tables: a log for `UnseenTypes`, like `missedNames`.
        private(set) var membersRead = false
        /// Where the member names looked for in this type (found or not) go, and marks for all its functions
        /// read or walked from, or all its properties' initialisers: what a member added to it could have
        /// answered (`UnseenTypes`). As hashes of `Type.member`, this type's name and the dot taken once.
        private let log: MemberLog
        private let memberPrefix: Fingerprint.Running

        private func note(_ member: String) {
            var running = memberPrefix
            running.add(member.utf8)
            log.hashes.insert(running.nameHash)
        }

        /// Where each member is in `blocks`, not a copy of it: a copy is about 100 bytes, every field retained.
        struct MemberTables {
            var properties: [String: [MemberRef]] = [:]
            var functions: [String: [MemberRef]] = [:]
            /// `x = value` and `self.x = value` in any method, by property name, with the method's place.
            var assignments: [String: [(value: ValueExpr, function: MemberRef)]] = [:]
        }

        var isDeclared: Bool { kind != .extension }

        // Every way to a member goes through one of these, which log it: a member nothing asked for by
        // name, in a type whose members were never all read, cannot have changed a graph.

        /// The functions called `name`, if any.
        func functions(named name: String) -> BlockMembers<FunctionFacts>? {
            note(name)
            return members.functions[name].map { BlockMembers(blocks: blocks, refs: $0) }
        }

        /// The properties called `name`, if any.
        func properties(named name: String) -> BlockMembers<PropertyFacts>? {
            note(name)
            return members.properties[name].map { BlockMembers(blocks: blocks, refs: $0) }
        }

        /// What any method assigns to the property `name` (`x = value`, `self.x = value`).
        func assignments(to name: String) -> [ValueExpr]? {
            note(name)
            return members.assignments[name]?.map(\.value)
        }

        /// The same, each with the function that assigns it: an initialiser's parameters stand for what
        /// the project's constructions pass (`TypeInference`'s callers).
        func assignmentsByFunction(to name: String) -> [(value: ValueExpr, function: MemberRef)]? {
            note(name)
            return members.assignments[name]
        }

        /// The function at `ref`, a place `assignmentsByFunction(to:)` gave.
        func function(at ref: MemberRef) -> FunctionFacts {
            blocks[ref.block].functions[ref.index]
        }

        /// The name of every function.
        var functionNames: Dictionary<String, [MemberRef]>.Keys {
            note(ProjectIndex.allFunctionsReadMark)
            return members.functions.keys
        }

        /// The name of every function, each an entry point of a walk through calls on `self` and `super`
        /// (`functionsReached(byEveryMethodOf:)`), whose readers take only the calls of what it reaches: a
        /// function that calls nothing adds nothing.
        var functionNamesToWalk: Dictionary<String, [MemberRef]>.Keys {
            note(ProjectIndex.allFunctionsWalkedMark)
            return members.functions.keys
        }

        /// What every property of the declaration and its extensions is initialised with, where written, in
        /// order, read without building the member tables (tables for every type would copy every member).
        var propertyInitializers: [ValueExpr] {
            note(ProjectIndex.initializersReadMark)
            // In place: a pass over the blocks themselves copied every declaration and property, each field retained.
            var initializers: [ValueExpr] = []
            blocks.forEachInPlace { block in
                block.properties.forEachInPlace { property in
                    if let initializer = property.initializer { initializers.append(initializer) }
                }
            }
            return initializers
        }

        /// The functions and properties whose bodies record a call for a style, in declaration order: no
        /// other member can add to what is read of them, so they are not logged.
        var functionsWithCalls: some Sequence<FunctionFacts> { blocks.lazy.flatMap(\.functions).filter { !$0.body.calls.isEmpty } }
        var propertiesWithCalls: some Sequence<PropertyFacts> { blocks.lazy.flatMap(\.properties).filter { !$0.body.calls.isEmpty } }

        init(name: String, kind: TypeFacts.Kind, log: MemberLog, facts: ParsedFacts) {
            self.name = name
            blocks = TypeBlocks(facts: facts)
            self.kind = kind
            self.log = log
            var prefix = Fingerprint.Running()
            prefix.add(TypeFacts.memberName("", of: name).utf8)
            memberPrefix = prefix
        }

        func add(_ place: TypeBlocks.Place) {
            tables = nil
            blocks.append(place)
            // Assigned where nothing precedes, so the type shares the facts' array instead of copying it.
            let added = blocks[blocks.count - 1].cases
            cases = cases.isEmpty ? added : cases + added
        }

        /// Every body declared in the type or its extensions that records a call for a style, in path order
        /// (each block's properties, then its functions): read from the blocks when asked, not kept, as
        /// `bodiesInOrder` holds them all.
        var bodies: [CodeBody] {
            var found: [CodeBody] = []
            blocks.forEachInPlace { block in
                block.properties.forEachInPlace { property in
                    if !property.body.calls.isEmpty { found.append(property.body) }
                }
                block.functions.forEachInPlace { function in
                    if !function.body.calls.isEmpty { found.append(function.body) }
                }
            }
            return found
        }

        /// Whether `bodies` has any, without making it.
        var hasBodies: Bool {
            for block in blocks.indices {
                for property in blocks[block].properties.indices where !blocks[block].properties[property].body.calls.isEmpty { return true }
                for function in blocks[block].functions.indices where !blocks[block].functions[function].body.calls.isEmpty { return true }
            }
            return false
        }

        private var members: MemberTables {
            membersRead = true
            if let tables { return tables }
            var built = MemberTables()
            for block in blocks.indices {
                for property in blocks[block].properties.indices {
                    built.properties[blocks[block].properties[property].name, default: []].append(MemberRef(block: block, index: property))
                }
                for function in blocks[block].functions.indices {
                    built.functions[blocks[block].functions[function].name, default: []].append(MemberRef(block: block, index: function))
                    for assignment in blocks[block].functions[function].body.propertyAssignments {
                        built.assignments[assignment.name, default: []].append((assignment.value, MemberRef(block: block, index: function)))
                    }
                }
            }
            tables = built
            return built
        }
    }

    private(set) var types: [String: TypeInfo] = [:]
    /// Free functions and global variables by name. Look one up with `globalFunctions(named:)` or
    /// `globalVariables(named:)`, which log the name; the tables themselves are for passes over all of them.
    private(set) var globalFunctions: [String: [FunctionFacts]] = [:]
    private(set) var globalVariables: [String: [PropertyFacts]] = [:]
    /// Bodies outside types that record a call for a style.
    private(set) var globalBodies: [CodeBody] = []

    /// Every body that records a call for a style, with the type whose code it is (nil outside types):
    /// types in name order, then the global bodies, so what styles draw from them never varies.
    /// Computed once: five stages walk it, and the index does not change after `init`.
    private(set) lazy var bodiesInOrder: [(owner: String?, body: CodeBody)] = {
        let owners = types.compactMap { $0.value.hasBodies ? $0.key : nil }.sorted(by: String.utf8Order)
        return owners.flatMap { owner in (types[owner]?.bodies ?? []).map { (owner as String?, $0) } }
            + globalBodies.map { (nil as String?, $0) }
    }()
    private var aliases: [String: String] = [:]
    /// Later declarations of a name already declared in another file, by name.
    private(set) var redeclarations: [String: [SourceLocation]] = [:]
    /// What the declarations themselves need: extended types that no parsed file declares.
    private(set) var declarationNeeds = Needs()
    /// The types that extensions add a member of this name to: how a member of a receiver that cannot
    /// be typed is found (`authView.wrapped()`). Names only: the members are in `types`.
    private var extensionOwnersByMember: [String: [String]] = [:]
    /// The name of every function the project declares, anywhere: most calls name none, and need no lookup.
    private(set) var functionNames: Set<String> = []
    private let frameworkNames: FrameworkNames
    /// The facts the index was built from, which every type's blocks read.
    private let facts: ParsedFacts

    // Memos of pure queries, each with the needs of its answer, which a hit hands back again.
    private var lookupMemo: [LookupKey: LookupAnswer] = [:]
    /// The last component of every nested type's and typealias's name (`Inner` of `Outer.Inner`). A name
    /// whose last component is none of these means the same in every context, so its lookups share one
    /// memo entry: keyed by context, the memo held an entry per name and type that wrote it, and at
    /// 100,000 files its growth alone cost as much as a style.
    private var nestedNames: Set<Substring> = []
    private var chainMemo: [String: (chain: [String], needs: Needs)] = [:]
    /// A walk up a chain asks each class for its superclass again and again: 34,000 times in a graph build
    /// of 20,000 files, each three lookups of names without this.
    private var superclassMemo: [String: (superclass: String?, needs: Needs)] = [:]
    private var ownersMemo: [String: (owners: [String], needs: Needs)] = [:]
    private var genericsMemo: [String: (bindings: GenericBindings, needs: Needs)] = [:]
    private var onInheritanceCycle: [String: Bool] = [:]
    /// The inheritance cycles met so far, each in chain order: reported once each, as a warning.
    private(set) var inheritanceCycles: [[String]] = []
    /// Classes whose chain was cut at `maximumClassChain`: warned about once.
    private(set) var cutChains: Set<String> = []
    /// Every name looked up in vain, probing or not, whether or not the asker kept the needs: a log of
    /// what a declaration of that name could have changed (`UnseenTypes`), not a need.
    private(set) var missedNames: Set<String> = []
    /// Every type whose members were looked for (each type `memberOwners` walked or tried, whether or not
    /// the project extends it), and every member name looked for across extensions: with the types whose
    /// member tables were read (`membersRead`), what an extension of a framework type could have changed
    /// (`UnseenTypes`). Logs, not needs.
    private var ownersTried: Set<String> = []
    private(set) var membersAskedOfExtensions: Set<String> = []
    /// Every name looked up among the free functions and global variables, found or not (`UnseenTypes`).
    private(set) var globalsAsked: Set<String> = []
    /// `callSites(named:)`'s table, made when first asked: most projects never ask.
    private var callSiteTable: [String: [ProjectCall]]?
    /// The member log every `TypeInfo` writes, names looked for in every type at once included.
    final class MemberLog {
        var hashes: Set<UInt32> = []
    }
    private let memberLog = MemberLog()

    /// How many classes of a chain are read for its members. Each class's chain is its own list, so a
    /// hierarchy n classes deep costs n times its depth; real ones are a few deep, and a generated one
    /// thousands deep stays linear past this many.
    static let maximumClassChain = 128

    private struct LookupKey: Hashable {
        var name: String
        var context: String?
    }

    /// A memoised lookup, with whether its name is a need when not found (`noteMissing`), decided once:
    /// framework names such as `UIViewController` are looked up, and missed, thousands of times.
    private struct LookupAnswer {
        var found: String?
        var needs: Needs
        var isNeedIfMissed: Bool
    }

    /// `facts` must be in path order: the first declaration of a duplicated name is the one reported.
    init(_ files: [FileFacts], frameworkNames: FrameworkNames) {
        self.frameworkNames = frameworkNames
        facts = ParsedFacts(files)
        var typeCount = 0, extensionMemberCount = 0
        for file in files.indices {
            for type in files[file].types.indices {
                if files[file].types[type].kind == .extension {
                    extensionMemberCount += files[file].types[type].functions.count + files[file].types[type].properties.count
                } else {
                    typeCount += 1
                }
            }
        }
        // Sized for the declared types: most extensions extend one of them. Sized for the extensions too, the
        // table was three times too large at 20,000 files (6,900 entries, room for 22,600).
        types.reserveCapacity(typeCount)
        // Sized once: grown by doubling, this table cost 7% of building the index. `functionNames` is not: sized
        // for every function, most names repeated, it held 0.9% of a cold run's peak heap for 0.7% of a
        // facts-changed run's instructions (perf-check's app).
        extensionOwnersByMember.reserveCapacity(extensionMemberCount)
        // The lookup memo grows as asked: reserving two entries a type held 4% of a cold run's peak heap
        // (perf-check's app) to save 0.3% of its instructions.
        // By index throughout: a loop over the facts themselves copies each type and function, every field
        // retained and then released.
        for file in files.indices {
            for alias in files[file].typealiases where aliases[alias.name] == nil {
                aliases[alias.name] = alias.target
            }
            for type in files[file].types.indices {
                for function in files[file].types[type].functions.indices {
                    functionNames.insert(files[file].types[type].functions[function].name)
                }
            }
            for function in files[file].functions.indices { functionNames.insert(files[file].functions[function].name) }
            for type in files[file].types.indices where files[file].types[type].kind != .extension {
                register(files[file].types[type], at: TypeBlocks.Place(file: file, type: type))
            }
        }
        for name in types.keys where name.utf8.contains(UInt8(ascii: ".")) { nestedNames.insert(name.lastDottedComponent) }
        for name in aliases.keys where name.utf8.contains(UInt8(ascii: ".")) { nestedNames.insert(name.lastDottedComponent) }
        // Extensions are merged once every declared name is known, so they resolve like Swift does.
        var needs = Needs()
        for (position, file) in files.enumerated() {
            for index in file.types.indices where file.types[index].kind == .extension {
                let target = lookupType(file.types[index].name, from: file.types[index].enclosing, needs: &needs) ?? file.types[index].name
                merge(file.types[index], at: TypeBlocks.Place(file: position, type: index), into: info(target, kind: .extension))
                for function in file.types[index].functions.indices {
                    noteExtensionMember(file.types[index].functions[function].name, of: target)
                }
                for property in file.types[index].properties.indices {
                    noteExtensionMember(file.types[index].properties[property].name, of: target)
                }
            }
            for function in file.functions {
                globalFunctions[function.name, default: []].append(function)
                if !function.body.calls.isEmpty { globalBodies.append(function.body) }
            }
            for variable in file.variables {
                globalVariables[variable.name, default: []].append(variable)
                if !variable.body.calls.isEmpty { globalBodies.append(variable.body) }
            }
        }
        declarationNeeds = needs
    }
    private func register(_ type: TypeFacts, at place: TypeBlocks.Place) {
        if let existing = types[type.name], existing.isDeclared {
            // The same name declared again, as in two app targets: merged. `#if`/`#else` twins in one file are not news.
            if let first = existing.declarations.first, first.path != type.location.path {
                redeclarations[type.name, default: []].append(type.location)
            }
            existing.declarations.append(type.location)
            merge(type, at: place, into: existing, includeInheritance: false)
        } else {
            let info = info(type.name, kind: type.kind)
            info.kind = type.kind
            info.declarations.append(type.location)
            // The declaration's own clause leads, so a class's superclass stays first.
            info.inheritance = info.inheritance.isEmpty ? type.inheritance : type.inheritance + info.inheritance
            info.genericParameters = type.genericParameters
            info.superclassArguments = type.superclassArguments
            merge(type, at: place, into: info, includeInheritance: false)
        }
    }

    private func noteExtensionMember(_ member: String, of target: String) {
        if extensionOwnersByMember[member]?.last != target { extensionOwnersByMember[member, default: []].append(target) }
    }

    /// The entry for `name`, made with `kind` if there is none yet.
    private func info(_ name: String, kind: TypeFacts.Kind) -> TypeInfo {
        if let existing = types[name] { return existing }
        let info = TypeInfo(name: name, kind: kind, log: memberLog, facts: facts)
        types[name] = info
        return info
    }

    private func merge(_ type: TypeFacts, at place: TypeBlocks.Place, into info: TypeInfo, includeInheritance: Bool = true) {
        if includeInheritance { info.inheritance = info.inheritance.isEmpty ? type.inheritance : info.inheritance + type.inheritance }
        info.add(place)
    }

    /// The qualified name of the project type `name` written inside `context`, looking outwards
    /// through enclosing types as Swift does; typealiases are followed. A name not found is a need
    /// unless `probing` (a guess such as "is `Foo.bar` a nested type?") or a framework name.
    func lookupType(_ name: String, from context: String?, probing: Bool = false, needs: inout Needs) -> String? {
        let key = LookupKey(name: name, context: context == nil || !nestedNames.contains(name.lastDottedComponent) ? nil : context)
        let entry: LookupAnswer
        if let memo = lookupMemo[key] {
            entry = memo
        } else {
            let isNeedIfMissed = isNeedIfMissing(name)
            lookupMemo[key] = LookupAnswer(found: nil, needs: Needs(), isNeedIfMissed: isNeedIfMissed)  // a typealias cycle resolves to nothing
            var inner = Needs()
            entry = LookupAnswer(found: findType(name, from: context, needs: &inner), needs: inner, isNeedIfMissed: isNeedIfMissed)
            lookupMemo[key] = entry
            // Once per memo entry: a hit asks the same of the same declarations.
            if entry.found == nil { missedNames.insert(name) }
        }
        needs.formUnion(entry.needs)
        if entry.found == nil, !probing, entry.isNeedIfMissed { needs.insert(name) }
        return entry.found
    }

    private func findType(_ name: String, from context: String?, needs: inout Needs) -> String? {
        var scope = context
        while true {
            let candidate = scope.map { "\($0).\(name)" } ?? name
            if let info = types[candidate], info.isDeclared { return candidate }
            if let target = aliases[candidate] { return lookupType(target, from: scope, needs: &needs) }
            guard let current = scope else { break }
            scope = current.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(current[..<$0]) }
        }
        // `MyApp.Foo` or `RxFlow.Flow`: a module-qualified name. Not when a type has the first name, which
        // shadows a module of it as in Swift: `Catalog.welcome` is then a member, never a type `welcome`.
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
            guard lookupType(String(name[..<dot]), from: context, probing: true, needs: &needs) == nil else { return nil }
            return lookupType(String(name[name.index(after: dot)...]), from: nil, probing: true, needs: &needs)
        }
        return nil
    }

    /// The types that extensions add a member called `member` to, in the order met.
    func extensionOwners(of member: String) -> [String] {
        membersAskedOfExtensions.insert(member)
        return extensionOwnersByMember[member] ?? []
    }

    /// The free functions called `name`, if any.
    func globalFunctions(named name: String) -> [FunctionFacts]? {
        globalsAsked.insert(name)
        return globalFunctions[name]
    }

    /// The global variables called `name`, if any.
    func globalVariables(named name: String) -> [PropertyFacts]? {
        globalsAsked.insert(name)
        return globalVariables[name]
    }

    /// The calls named `name` anywhere in the parsed facts (`ProjectCall`), types in name order, then file-level
    /// code in path order; not those of test files (`KnownSignatures.testFrameworks`). A file not parsed may make
    /// more: the name is a need. Logged as read of every member that makes
    /// such a call (`UnseenTypes`), as the table is built from all of them.
    /// `wanting` names the need instead, when every call that matters names it too (`resolve(X.self, ...)`).
    func callSites(named name: String, wanting wanted: String? = nil, needs: inout Needs) -> [ProjectCall] {
        memberLog.hashes.insert(Fingerprint.nameHash(Self.callSitesReadMark.utf8))
        memberLog.hashes.insert(Fingerprint.nameHash(Self.callSitesRead(name).utf8))
        needs.insert(wanted ?? name)
        if callSiteTable == nil { callSiteTable = allCallSites() }
        return callSiteTable?[name] ?? []
    }

    private func allCallSites() -> [String: [ProjectCall]] {
        var table: [String: [ProjectCall]] = [:]
        func add(_ body: CodeBody, _ initializer: ValueExpr? = nil, owner: String?, function: FunctionFacts?) {
            let record = { (name: String, base: ValueExpr?, arguments: [CallArgument]) in
                table[name, default: []].append(ProjectCall(owner: owner, function: function, base: base, arguments: arguments))
            }
            initializer?.forEachProjectCall(record)
            body.forEachProjectCall(record)
        }
        func add(_ property: PropertyFacts, owner: String?) {
            add(property.body, property.initializer, owner: owner, function: nil)
        }
        // A test passes its stand-ins (a mock router, a stub factory): what it constructs proves nothing of the app.
        let isTest = facts.files.map { file in file.imports.contains(where: KnownSignatures.testFrameworks.contains) }
        for owner in types.keys.sorted(by: String.utf8Order) {
            types[owner]?.blocks.forEachInPlace { file, block in
                guard !isTest[file] else { return }
                block.properties.forEachInPlace { add($0, owner: owner) }
                block.functions.forEachInPlace { add($0.body, owner: owner, function: $0) }
            }
        }
        for file in facts.files.indices where !isTest[file] {
            facts.files[file].functions.forEachInPlace { add($0.body, owner: nil, function: $0) }
            facts.files[file].variables.forEachInPlace { add($0, owner: nil) }
        }
        return table
    }

    /// The properties called `name` of every type, by owner, unsorted; one entry of the member log for all.
    func propertiesOfEveryType(named name: String) -> [(owner: String, property: PropertyFacts)] {
        memberLog.hashes.insert(Fingerprint.nameHash(Self.askedOfEveryType(name).utf8))
        var found: [(owner: String, property: PropertyFacts)] = []
        for (owner, info) in types {
            for block in info.blocks {
                for property in block.properties where property.name == name { found.append((owner, property)) }
            }
        }
        return found
    }

    /// What was read of the project types' members, as the name hashes (`Fingerprint.nameHash`) of
    /// `Type.member` for each member name looked for in a type, found or not; `Type.(functions)` where all
    /// functions were read, `Type.(walked)` where every function was walked from
    /// (`TypeInfo.functionNamesToWalk`), `Type.(initializers)` where every property's initialiser was read;
    /// `*.member` for a name looked for in every type. Read once a build is done (`UnseenTypes`).
    var memberReads: Set<UInt32> { memberLog.hashes }

    static let allFunctionsReadMark = "(functions)"
    /// Logged when any call site was asked for (`callSites(named:)`), and `(calls).name` for each name.
    static let callSitesReadMark = "(calls)"
    static func callSitesRead(_ name: String) -> String { "(calls).\(name)" }
    static let allFunctionsWalkedMark = "(walked)"
    static let initializersReadMark = "(initializers)"
    static func askedOfEveryType(_ member: String) -> String { "*.\(member)" }

    /// The types whose members this index was asked about, by any path: `ownersTried` and the types
    /// whose member tables were read. Read once a build is done.
    var typesWhoseMembersWereRead: Set<String> {
        var read = ownersTried
        for (name, info) in types where info.membersRead { read.insert(name) }
        return read
    }

    /// A name the model needed and found no declaration of: a need, unless a framework declares it.
    func noteMissing(_ name: String, in needs: inout Needs) {
        if isNeedIfMissing(name) { needs.insert(name) }
    }

    /// A name looked up in vain where the project's own declaration of it would make a rule apply: a need
    /// even when a navigation framework also declares it (XCoordinator's `Router` as an app's own protocol),
    /// though not when the standard library or Apple's SDKs do.
    func noteMissingEvenIfFramework(_ name: String, in needs: inout Needs) {
        if types[name]?.isDeclared != true, !FrameworkNames.standard.contains(name) { needs.insert(name) }
    }

    private func isNeedIfMissing(_ name: String) -> Bool {
        types[name]?.isDeclared != true && !frameworkNames.contains(name)
    }

    /// A type that lacks a member the model needed: an extension in a file not parsed yet may add it.
    func noteMemberNotFound(on type: String, in needs: inout Needs) {
        noteConsulted([type], in: &needs)
    }

    /// The project class that `name` inherits from, if it is one. A class on an inheritance cycle
    /// (invalid Swift, as in the middle of an edit) has none, so every walk up a chain ends.
    func superclass(of name: String, needs: inout Needs) -> String? {
        guard let superclass = declaredSuperclass(of: name, needs: &needs) else { return nil }
        return isOnInheritanceCycle(name, needs: &needs) ? nil : superclass
    }

    private func declaredSuperclass(of name: String, needs: inout Needs) -> String? {
        if let known = superclassMemo[name] {
            needs.formUnion(known.needs)
            return known.superclass
        }
        var inner = Needs()
        var superclass: String?
        if let info = types[name], info.kind == .class, let first = info.inheritance.first,
           let found = lookupType(first, from: name, needs: &inner), types[found]?.kind == .class, found != name {
            superclass = found
        }
        superclassMemo[name] = (superclass, inner)
        needs.formUnion(inner)
        return superclass
    }

    /// Whether the superclasses of `name` lead back to it. Each class is walked once: a walk stops at
    /// a class already decided, so a ring of n classes costs n steps, not n per class.
    private func isOnInheritanceCycle(_ name: String, needs: inout Needs) -> Bool {
        if let known = onInheritanceCycle[name] { return known }
        var path: [String] = []
        var position: [String: Int] = [:]
        var current: String? = name
        while let type = current, onInheritanceCycle[type] == nil, position[type] == nil {
            position[type] = path.count
            path.append(type)
            current = declaredSuperclass(of: type, needs: &needs)
        }
        if let type = current, let start = position[type] {
            let cycle = Array(path[start...])
            for member in cycle { onInheritanceCycle[member] = true }
            inheritanceCycles.append(cycle)
            path.removeSubrange(start...)
        }
        for type in path { onInheritanceCycle[type] = false }
        return onInheritanceCycle[name] ?? false
    }

    /// `name` and its project superclasses, nearest first.
    func classChain(_ name: String, needs: inout Needs) -> [String] {
        if let known = chainMemo[name] {
            needs.formUnion(known.needs)
            return known.chain
        }
        var inner = Needs()
        // Ends: `superclass(of:)` gives none on a cycle.
        var chain = [name]
        while let next = superclass(of: chain[chain.count - 1], needs: &inner) {
            guard chain.count < Self.maximumClassChain else {
                cutChains.insert(name)
                break
            }
            chain.append(next)
        }
        chainMemo[name] = (chain, inner)
        needs.formUnion(inner)
        return chain
    }

    /// The types a class's chain binds to its superclasses' generic parameters: `OrdersFlow:
    /// TabFlow<OrdersViewController>` binds `TabFlow`'s `RootScreen`, in code `OrdersFlow` inherits.
    func inheritedGenerics(of type: String, needs: inout Needs) -> GenericBindings {
        if let known = genericsMemo[type] {
            needs.formUnion(known.needs)
            return known.bindings
        }
        var inner = Needs()
        let chain = classChain(type, needs: &inner)
        var bindings: GenericBindings = [:]
        for (subclass, superclass) in zip(chain, chain.dropFirst()) {
            guard let arguments = types[subclass]?.superclassArguments, let parameters = types[superclass]?.genericParameters else { continue }
            for (parameter, argument) in zip(parameters, arguments) where bindings[parameter] == nil {
                // An argument may be the subclass's own generic parameter, bound further down the chain.
                bindings[parameter] = bindings[argument] ?? lookupType(argument, from: subclass, needs: &inner) ?? argument
            }
        }
        genericsMemo[type] = (bindings, inner)
        needs.formUnion(inner)
        return bindings
    }

    /// Whether `name`, written in code of `type`, is a generic parameter of its class chain: a type only
    /// a subclass or a use binds, never a type of its own.
    func isGenericParameter(_ name: String, of type: String, needs: inout Needs) -> Bool {
        classChain(type, needs: &needs).contains { types[$0]?.genericParameters.contains(name) == true }
    }

    /// The functions called `name` in the nearest type of the chain that declares any, then in the
    /// extensions of the protocols they adopt (`extension Navigating { func push(...) }`).
    func functions(_ name: String, on type: String, needs: inout Needs) -> (owner: String, functions: BlockMembers<FunctionFacts>)? {
        for owner in memberOwners(of: type, needs: &needs) {
            if let functions = types[owner]?.functions(named: name) { return (owner, functions) }
        }
        return nil
    }

    /// The functions called `name` that `fits` accepts, of the first owner in `memberOwners` order that declares
    /// one: an overload a protocol extension adds beside the class's own (`extension Router { func push(_ m: M) {
    /// push(m, animated: true) } }`) is found where the class's own overloads do not fit the call.
    func functions(
        _ name: String, on type: String, fitting fits: (FunctionFacts) -> Bool, needs: inout Needs
    ) -> (owner: String, functions: [FunctionFacts])? {
        for owner in memberOwners(of: type, needs: &needs) {
            guard let functions = types[owner]?.functions(named: name) else { continue }
            let fitting = functions.filter(fits)
            if !fitting.isEmpty { return (owner, fitting) }
        }
        return nil
    }

    func properties(_ name: String, on type: String, needs: inout Needs) -> (owner: String, properties: BlockMembers<PropertyFacts>)? {
        for owner in memberOwners(of: type, needs: &needs) {
            if let properties = types[owner]?.properties(named: name) { return (owner, properties) }
        }
        return nil
    }

    /// Where the members of `type` are declared, in the order Swift finds them: the class chain, then
    /// the protocols adopted along it, with their extensions (also of framework protocols such as `View`).
    func memberOwners(of type: String, needs: inout Needs) -> [String] {
        if let known = ownersMemo[type] {
            needs.formUnion(known.needs)
            return known.owners
        }
        var inner = Needs()
        let chain = classChain(type, needs: &inner)
        noteConsulted(chain, in: &inner)
        var owners = chain
        var seen = Set(chain)
        ownersTried.formUnion(chain)
        var index = 0
        // Bounded by the number of types: each is visited once.
        while index < owners.count {
            let owner = owners[index]
            index += 1
            for inherited in types[owner]?.inheritance ?? [] {
                let adopted = lookupType(inherited, from: owner, probing: true, needs: &inner) ?? inherited
                // Tried whether or not the project extends it: an extension added later would answer.
                ownersTried.insert(adopted)
                if let info = types[adopted], info.kind == .protocol || !info.isDeclared, seen.insert(adopted).inserted {
                    owners.append(adopted)
                }
                // UIKit's view controllers (`UITableViewController`) inherit UIViewController and its extensions.
                let base = KnownSignatures.viewControllerBase
                guard types[adopted]?.isDeclared != true, adopted != base,
                      KnownSignatures.isFrameworkViewController(String(adopted.lastDottedComponent)) else { continue }
                ownersTried.insert(base)
                if let info = types[base], !info.isDeclared, seen.insert(base).inserted { owners.append(base) }
            }
        }
        noteConsulted(Array(owners.dropFirst(chain.count)), in: &inner)
        ownersMemo[type] = (owners, inner)
        needs.formUnion(inner)
        return owners
    }

    /// Whether `name`, or a type it inherits from through project types, names an inherited type
    /// `matches` accepts (given as written, and the project type it is, if any). Depth first without
    /// recursion, so a hierarchy or a ring (mid-edit) thousands of types long needs no deep stack; each
    /// type is walked once, its answer kept in `memo`. The types of a ring (invalid Swift, each reaching
    /// every other) get one answer, whichever was asked first: they are decided together, as Tarjan's
    /// strongly connected components are, and a type met again while its ring is walked adds no answer
    /// of its own.
    func inherits(
        _ name: String, memo: inout [String: Bool], needs: inout Needs, matches: (_ written: String, _ type: String?) -> Bool
    ) -> Bool {
        if let known = memo[name] { return known }
        // The walk: each type with the inherited names it has left and the earliest type on `undecided`
        // it reaches. `undecided` holds the types entered and not yet decided, in the order entered.
        var path: [(name: String, inherited: [String], next: Int, reaches: Int)] = []
        var undecided: [String] = []
        var entered: [String: Int] = [:]
        func enter(_ type: String) {
            entered[type] = undecided.count
            path.append((type, types[type]?.inheritance ?? [], 0, undecided.count))
            undecided.append(type)
        }
        enter(name)
        while let top = path.last {
            guard top.next < top.inherited.count else {
                path.removeLast()
                if top.reaches == entered[top.name] {
                    // Everything entered since reaches nothing accepted (a match ends the walk): all of it is no.
                    for type in undecided[top.reaches...] { memo[type] = false }
                    undecided.removeSubrange(top.reaches...)
                } else {
                    path[path.count - 1].reaches = min(path[path.count - 1].reaches, top.reaches)
                }
                continue
            }
            let written = top.inherited[top.next]
            path[path.count - 1].next += 1
            // What a name as written says is asked first: `Flow` needs no lookup (and is no need).
            var accepted = matches(written, nil)
            if !accepted, let type = lookupType(written, from: top.name, needs: &needs), type != top.name {
                if matches(written, type) {
                    accepted = true
                } else if let known = memo[type] {
                    accepted = known
                } else if let position = entered[type] {
                    // On the ring being walked: it is decided with it.
                    path[path.count - 1].reaches = min(path[path.count - 1].reaches, position)
                } else {
                    enter(type)
                }
            }
            if accepted {
                // Every undecided type reaches this one: it is on the walk, or on a ring with a type that is.
                for type in undecided { memo[type] = true }
                return true
            }
        }
        return memo[name] ?? false
    }

    /// Types whose members were looked up: another declaration or an extension of one of them, in a file
    /// not parsed yet, could add or change a member, so they are needs like missing names.
    private func noteConsulted(_ chain: [String], in needs: inout Needs) {
        for type in chain where !frameworkNames.contains(type) {
            needs.insert(type)
        }
    }
}

/// A member's place among a type's declaration and extension blocks (`ProjectIndex.TypeInfo`).
struct MemberRef {
    private let packedBlock: UInt32
    private let packedIndex: UInt32
    var block: Int { Int(packedBlock) }
    var index: Int { Int(packedIndex) }

    init(block: Int, index: Int) {
        packedBlock = UInt32(truncatingIfNeeded: block)
        packedIndex = UInt32(truncatingIfNeeded: index)
    }
}

/// A type's functions or properties of one name, in declaration order, read from its blocks as asked.
struct BlockMembers<Member: BlockMember>: RandomAccessCollection {
    private let blocks: TypeBlocks
    private let refs: [MemberRef]

    fileprivate init(blocks: TypeBlocks, refs: [MemberRef]) {
        self.blocks = blocks
        self.refs = refs
    }

    static var empty: BlockMembers { BlockMembers(blocks: TypeBlocks(facts: .none), refs: []) }

    var startIndex: Int { 0 }
    var endIndex: Int { refs.count }
    subscript(position: Int) -> Member { Member.member(refs[position], of: blocks) }
}

/// What `BlockMembers` lists: a kind of member a type's block declares.
protocol BlockMember {
    static func member(_ ref: MemberRef, of blocks: TypeBlocks) -> Self
}

extension FunctionFacts: BlockMember {
    static func member(_ ref: MemberRef, of blocks: TypeBlocks) -> FunctionFacts { blocks[ref.block].functions[ref.index] }
}

extension PropertyFacts: BlockMember {
    static func member(_ ref: MemberRef, of blocks: TypeBlocks) -> PropertyFacts { blocks[ref.block].properties[ref.index] }
}

/// The parsed files' facts an index was built from, held once for every type's blocks.
final class ParsedFacts: Sendable {
    let files: [FileFacts]
    /// No facts: what an empty `BlockMembers` reads, made once rather than at every lookup that finds nothing.
    static let none = ParsedFacts([])

    init(_ files: [FileFacts]) {
        self.files = files
    }
}

/// A type's declaration and extension blocks, in order, each read where its file's facts hold it: a copy
/// of every block, kept per type, was 3.6 of a cold run's 65 MB peak heap at 20,000 files.
struct TypeBlocks: RandomAccessCollection {
    /// A block's file among the parsed facts and its position among that file's types.
    struct Place {
        private let packedFile: UInt32
        private let packedType: UInt32
        var file: Int { Int(packedFile) }
        var type: Int { Int(packedType) }

        init(file: Int, type: Int) {
            packedFile = UInt32(truncatingIfNeeded: file)
            packedType = UInt32(truncatingIfNeeded: type)
        }
    }

    private let facts: ParsedFacts
    private var places: [Place] = []

    init(facts: ParsedFacts) {
        self.facts = facts
    }

    mutating func append(_ place: Place) {
        places.append(place)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { places.count }

    subscript(position: Int) -> TypeFacts {
        _read {
            let place = places[position]
            yield facts.files[place.file].types[place.type]
        }
    }

    /// Calls `body` with each block in order, read in place (`Array.forEachInPlace`).
    func forEachInPlace(_ body: (TypeFacts) throws -> Void) rethrows {
        for position in places.indices { try body(self[position]) }
    }

    /// The same, with the position of each block's file among the parsed facts.
    func forEachInPlace(_ body: (_ file: Int, TypeFacts) throws -> Void) rethrows {
        for position in places.indices { try body(places[position].file, self[position]) }
    }
}
