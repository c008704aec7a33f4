/// The types, framework types' extensions, free functions, global variables and members of its own types a
/// changed file declares that the last graph cannot have read: a model or a helper added to a screen's file. Adding, editing or removing them leaves the graph as it was, so `MemoRevalidation`
/// compares the rest of the file's facts with what the graph was built from, and keeps the memo.
///
/// A type is unseen when, like a file the selective scan leaves unparsed, its own text mentions no
/// keyword and no name the last graph wanted (`FileScanner`'s quiet types), and besides:
/// - the last build declared no type or typealias of its name, no framework has it, and the build looked
///   up none of its names (its own, its nested types' and typealiases') in vain (`ProjectIndex.missedNames`,
///   which also logs probing lookups and those whose needs were dropped). Every name a fact writes is
///   looked up before its declaration is read, so nothing read it;
/// - it and its nested types record no call (the passes over every body would read it), and the build
///   recorded no call of any function they declare (a call is looked up only when some function has its
///   name, so a new one would send such a call to lookups); nothing nested in it is an extension (which
///   would add members elsewhere);
/// - they inherit only the standard library's and Apple's names (not a style's framework, such as
///   RxFlow's `Presentable`, which a class can adopt without a keyword), and none the build declared, so
///   no style can claim them and no lookup of what they inherit can need anything.
///
/// A top-level extension of a standard or Apple type (`extension String { func trimmed() ... }`) is unseen
/// on the same terms, and besides: the project declares no type of that name; the last build looked for
/// no member of it (`ProjectIndex.typesWhoseMembersWereRead`: the types whose members it looked into,
/// and every type it tried as a member owner, extended or not), so no member of the extension could have
/// answered; none of its members is named like a member the build looked for across extensions
/// (`membersAskedOfExtensions`: how an untyped receiver's call is answered) or like a call it recorded;
/// and it nests no type or typealias (which would declare one).
///
/// A free function or a global variable at the top of the file (`private func makeLabel() -> UILabel`,
/// `private let cellHeight = 44.0`) is unseen when it is quiet, its body records no call, its name is no
/// name the build looked up among functions and variables (`ProjectIndex.globalsAsked`, found or not: how
/// a bare call or name is answered when no member has it), declared as a type, or recorded as a call, and
/// nothing else at the top of the file has its name.
/// A method or a property of a project type, in its body or in an extension at the top of any file, is unseen
/// on the terms of `isUnseenMember`, whatever its text: no lookup of its name in that type,
/// nor a read of all of that type's members of its kind. Unlike a type's name, which styles match by its
/// text (a `...Coordinator` with a `start`), a member is read only through the index's logged accessors.
/// The build itself splits each parsed file's members on these terms, under its own logs (`SelectiveScan`), so a
/// member that was there when the graph was built and that it did not read may be edited or removed too.
/// A name also declared inside `#if` at the top of the file is never quiet (`FileScanner`): the facts hold
/// every branch. The files' facts are the only input of the graph, so a memo built without these declarations
/// answers with them.
package enum UnseenTypes {
    package struct Context {
        /// `GraphInputs.declaredNames`, `calledNames` and `missedNames` of the build the memo comes from.
        var declared: GraphInputs.NameSet
        var called: GraphInputs.NameSet
        var missed: GraphInputs.NameSet
        /// `GraphInputs.memberReadTypes` and `askedMembers`: what an extension's members could have answered.
        var memberReadTypes: GraphInputs.NameSet
        var askedMembers: GraphInputs.NameSet
        /// `GraphInputs.askedGlobals`: what a free function or a global variable could have answered.
        var askedGlobals: GraphInputs.NameSet
        /// `GraphInputs.memberReads`: what a member added to a project type could have answered.
        var memberReads: GraphInputs.NameSet
        /// `GraphInputs.typealiasNames`: the declared names that are not types.
        var typealiases: GraphInputs.NameSet
        /// The frameworks of every style, as the pipeline uses them, and the standard and Apple names alone.
        var frameworkNames = SelectiveScan.frameworkNames
        var standardNames = FrameworkNames.standard

        package init(
            declared: GraphInputs.NameSet, called: GraphInputs.NameSet, missed: GraphInputs.NameSet,
            memberReadTypes: GraphInputs.NameSet, askedMembers: GraphInputs.NameSet, askedGlobals: GraphInputs.NameSet,
            memberReads: GraphInputs.NameSet = GraphInputs.NameSet(hashes: []),
            typealiases: GraphInputs.NameSet = GraphInputs.NameSet(hashes: [])
        ) {
            self.declared = declared
            self.called = called
            self.missed = missed
            self.memberReadTypes = memberReadTypes
            self.askedMembers = askedMembers
            self.askedGlobals = askedGlobals
            self.memberReads = memberReads
            self.typealiases = typealiases
        }

        /// The logs of a build of `facts`, as `GraphInputs` keeps them.
        init(built: GraphBuilder.Result, facts: [FileFacts]) {
            self.init(
                declared: .declared(in: facts), called: .called(in: facts), missed: GraphInputs.NameSet(built.missedNames),
                memberReadTypes: GraphInputs.NameSet(built.memberReadTypes), askedMembers: GraphInputs.NameSet(built.askedMembers),
                askedGlobals: GraphInputs.NameSet(built.askedGlobals), memberReads: GraphInputs.NameSet(unsorted: built.memberReads),
                typealiases: .typealiases(in: facts)
            )
        }
    }

    /// A parsed file's facts without its unseen types and extensions, and those (each type with its nested ones).
    package struct Split {
        package var seen: FileFacts
        package var unseen: [TypeFacts]
        package var unseenFunctions: [FunctionFacts] = []
        package var unseenVariables: [PropertyFacts] = []
        /// Unseen members of the types the file declares, by type.
        var unseenMembersByType: [String: Set<String>] = [:]
        /// The same as `Type.member`, sorted; made when asked, as a build splits every parsed file and most of
        /// their members are unseen.
        package var unseenMembers: [String] {
            unseenMembersByType.flatMap { type, names in names.map { TypeFacts.memberName($0, of: type) } }.sorted(by: String.utf8Order)
        }
        /// The log entries that would have made an unseen member seen had the build written them (`Type.member`,
        /// `*.member`, the member's name as a call, the properties it assigns, the type's marks), and the
        /// types themselves, which must stay declared: a later build whose logs gained none of these, and
        /// which still declares those types, cannot have read them either (`GraphInputs.Parsed.dependencies`).
        package var memberDependencies: Set<UInt32> = []
        /// The names of the unseen types, functions and variables, each once (a type may be extended in
        /// several blocks, a function overloaded), sorted.
        package var unseenNames: [String] {
            Set(unseen.map(\.name) + unseenFunctions.map(\.name) + unseenVariables.map(\.name)).sorted(by: String.utf8Order)
        }
    }

    /// `quiet` are the names of the top-level types, extended types, functions and variables whose text
    /// (every declaration of that name at the top) mentions no keyword and no wanted name. `seenBefore` are
    /// the names the file extended or declared as functions and variables when the graph was built
    /// (`GraphInputs.Parsed.topLevel`): read with the rest, they stay seen however quiet.
    package static func split(_ facts: FileFacts, quiet: Set<String>, seenBefore: GraphInputs.NameSet, context: Context) -> Split {
        var unseenRoots: Set<String> = []
        for root in quiet where mayBeUnseen(root, seenBefore: seenBefore, context: context) && isUnseen(root, in: facts, context: context) {
            unseenRoots.insert(root)
        }
        var split = Split(seen: facts, unseen: [])
        splitMembers(&split, unseenRoots: unseenRoots, seenBefore: seenBefore, context: context)
        guard !unseenRoots.isEmpty else { return split }
        let facts = split.seen
        split.seen.types = []
        for type in facts.types {
            if unseenRoots.contains(root(of: type.name, enclosing: type.enclosing)) {
                split.unseen.append(type)
            } else {
                split.seen.types.append(type)
            }
        }
        split.seen.typealiases = facts.typealiases.filter { alias in !(root(ofAlias: alias.name).map(unseenRoots.contains) ?? false) }
        (split.unseenFunctions, split.seen.functions) = partition(facts.functions) { unseenRoots.contains($0.name) }
        (split.unseenVariables, split.seen.variables) = partition(facts.variables) { unseenRoots.contains($0.name) }
        return split
    }

    /// Takes the unseen members out of the seen facts' top-level blocks, and an extension left with nothing
    /// out with them. The members the file had when the graph was built stay seen (`seenBefore`), as they are
    /// in the facts the memo's shape was taken of.
    private static func splitMembers(_ split: inout Split, unseenRoots: Set<String>, seenBefore: GraphInputs.NameSet, context: Context) {
        var unseen: [String: Set<String>] = [:]
        let blocks = split.seen.types.indices.filter { split.seen.types[$0].enclosing == nil && !unseenRoots.contains(split.seen.types[$0].name) }
        // Every member's name hashed in its type, as the logs hash `Type.member`, without making the text;
        // and how many declarations each has (overloads, extensions): most have one, which alone is looked at.
        let prefixes = blocks.map { NameHash(TypeFacts.memberName("", of: split.seen.types[$0].name)) }
        // Each block's members' hashes, functions then properties, taken once: a file's every member is hashed.
        let memberHashes = zip(blocks, prefixes).map { block, inType in
            let type = split.seen.types[block]
            return type.functions.indices.map { inType.appending(type.functions[$0].name) }
                + type.properties.indices.map { inType.appending(type.properties[$0].name) }
        }
        var declarations: [UInt32: Int] = [:]
        for hashes in memberHashes {
            for member in hashes { declarations[member, default: 0] += 1 }
        }
        var asked: Set<UInt32> = []
        for (position, (block, inType)) in zip(blocks, prefixes).enumerated() {
            let type = split.seen.types[block]
            // Asked once a type, and only of what may be unseen: most members of a file are.
            var typeIsProject: Bool?
            for (offset, member) in memberHashes[position].enumerated() {
                guard asked.insert(member).inserted, !seenBefore.contains(hash: member), !context.declared.contains(hash: member) else { continue }
                if typeIsProject == nil {
                    typeIsProject = context.declared.contains(type.name) && !context.typealiases.contains(type.name)
                        && !context.frameworkNames.contains(type.name)
                }
                guard typeIsProject == true else { break }
                // Made only here: most members are passed over above, and a declaration copies every field.
                let declaration = offset < type.functions.count
                    ? Declaration.function(type.functions[offset]) : Declaration.property(type.properties[offset - type.functions.count])
                let all = declarations[member] == 1 ? [declaration] : Declaration.all(named: declaration.name, of: type.name, in: split.seen)
                if isUnseenMember(all, hash: member, of: type.name, inType: inType, context: context, dependencies: &split.memberDependencies) {
                    unseen[type.name, default: []].insert(declaration.name)
                }
            }
        }
        guard !unseen.isEmpty else { return }
        split.unseenMembersByType = unseen
        var types: [TypeFacts] = []
        types.reserveCapacity(split.seen.types.count)
        for var block in split.seen.types {
            if block.enclosing == nil, let names = unseen[block.name] {
                let before = block.functions.count + block.properties.count
                block.functions.removeAll { names.contains($0.name) }
                block.properties.removeAll { names.contains($0.name) }
                // An extension that now adds nothing (no member, case, conformance or generics) gives the
                // index only its block, which nothing reads.
                let emptied = block.functions.count + block.properties.count < before && block.functions.isEmpty && block.properties.isEmpty
                if emptied, block.kind == .extension, block.cases.isEmpty, block.inheritance.isEmpty,
                   block.genericParameters.isEmpty, block.superclassArguments.isEmpty { continue }
            }
            types.append(block)
        }
        split.seen.types = types
    }

    /// A function or a property of the project type `type` (`declarations`: every one of its name in the
    /// file's top-level blocks of it, `member` its hash in the type) that nothing in the last build can have read. The build declared `type`, as a type and not a
    /// typealias (so `extension type` at the top of a file means that type: a lookup from no context finds a
    /// declared name first); the build never looked for a member
    /// `name` in `type` (found or not), nor in every type, nor read all of `type`'s members of that kind
    /// (`ProjectIndex.memberReads`: every way to a member is logged); nor looked for it across extensions or
    /// recorded a call of that name (a call is looked up only when some function has its name). Its
    /// declarations record no call (the passes over every body would read them) and assign no property of
    /// `type` the build looked for (what a property holds is read with the assignments of every method), nor
    /// make a call of a name whose calls the build read across the project (what a parameter takes from its
    /// callers, `ProjectIndex.callSites(named:)`). Where every function of
    /// `type` was walked from (a coordinator's), a function calls nothing on `self` or `super` either; where
    /// every property's initialiser was read, a property has none the scan knows anything of. Anything
    /// else in them (their types, values, calls on `self`) is read only through a lookup of the member.
    /// Every name it asks the logs about goes into `dependencies` when the member is unseen: a later build
    /// whose logs gained none of them, and which still declares `type`, cannot have read it either.
    private static func isUnseenMember(
        _ declarations: [Declaration], hash member: UInt32, of type: String, inType: NameHash, context: Context,
        dependencies: inout Set<UInt32>
    ) -> Bool {
        guard let name = declarations.first?.name else { return false }
        var asked: [UInt32] = [NameHash(type).value]
        // Whether `key` is not in `log`, noted as asked.
        func absent(_ key: UInt32, from log: GraphInputs.NameSet) -> Bool {
            asked.append(key)
            return !log.contains(hash: key)
        }
        // What a method assigns (`x = value`) is read only by `assignments(to: x)` of the type, which logs
        // `type.x`: an assignment to a property the build never looked for there or in every type was not read.
        func assignsOnlyUnread(_ body: CodeBody) -> Bool {
            body.propertyAssignments.allSatisfy { assignment in
                absent(inType.appending(assignment.name), from: context.memberReads)
                    && absent(NameHash.everyType.appending(assignment.name), from: context.memberReads)
            }
        }
        // Where the build read the project's calls of some name (`ProjectIndex.callSites(named:)`: what an
        // initialiser's or a method's callers pass), a member making a call of that name passes a value to it.
        func makesOnlyUnreadCalls(_ body: CodeBody, _ initializer: ValueExpr? = nil) -> Bool {
            if absent(NameHash.callSitesRead.value, from: context.memberReads) { return true }
            var unread = true
            let visit = { (name: String, _: ValueExpr?, _: [CallArgument]) in
                if unread, !absent(NameHash.callSitesRead.appending(name), from: context.memberReads) { unread = false }
            }
            body.forEachProjectCall(visit)
            initializer?.forEachProjectCall(visit)
            return unread
        }
        let plain = NameHash(name).value
        // Not `contains(".")`: that goes through Foundation's search, which cost more than these lookups.
        guard !name.utf8.contains(UInt8(ascii: ".")), let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              absent(member, from: context.memberReads),
              absent(NameHash.everyType.appending(name), from: context.memberReads),
              absent(plain, from: context.called), absent(plain, from: context.askedMembers) else { return false }
        var isFunction = false
        var isProperty = false
        for declaration in declarations {
            switch declaration {
            case .function(let function):
                guard function.body.calls.isEmpty, assignsOnlyUnread(function.body), makesOnlyUnreadCalls(function.body) else { return false }
                // Walked from, it reaches what it calls on `self` and `super`.
                if !function.body.selfCalls.isEmpty || !function.body.superCalls.isEmpty,
                   !absent(inType.appending(ProjectIndex.allFunctionsWalkedMark), from: context.memberReads) { return false }
                isFunction = true
            case .property(let property):
                guard property.body.calls.isEmpty, assignsOnlyUnread(property.body), makesOnlyUnreadCalls(property.body, property.initializer) else {
                    return false
                }
                // Every initialiser read (a screen's, for the flow controllers it makes): one the scan knows
                // nothing of (`44.0`) says nothing.
                if let initializer = property.initializer, initializer != .unknown,
                   !absent(inType.appending(ProjectIndex.initializersReadMark), from: context.memberReads) { return false }
                isProperty = true
            }
        }
        if isFunction, !absent(inType.appending(ProjectIndex.allFunctionsReadMark), from: context.memberReads) { return false }
        guard isFunction || isProperty else { return false }
        dependencies.formUnion(asked)
        return true
    }

    /// A method or a property, as a member of its type.
    private enum Declaration {
        case function(FunctionFacts)
        case property(PropertyFacts)

        var name: String {
            switch self {
            case .function(let function): function.name
            case .property(let property): property.name
            }
        }

        /// Every declaration of a member `name` in the top-level blocks of `type`.
        static func all(named name: String, of type: String, in facts: FileFacts) -> [Declaration] {
            var found: [Declaration] = []
            for block in facts.types where block.name == type && block.enclosing == nil {
                found += block.functions.filter { $0.name == name }.map { .function($0) }
                found += block.properties.filter { $0.name == name }.map { .property($0) }
            }
            return found
        }
    }

    /// A name's hash as the logs keep it (`GraphInputs.NameSet`), taken in pieces: `Type.member` is the
    /// type's prefix `Type.` with each member's name appended, and no text is made.
    struct NameHash {
        private var running = Fingerprint.Running()

        init(_ text: String) {
            running.add(text.utf8)
        }

        /// `*.`: a member looked for in every type (`ProjectIndex.askedOfEveryType`).
        static let everyType = NameHash(ProjectIndex.askedOfEveryType(""))
        /// `(calls)`, and `(calls).` before a name: the project's calls read (`ProjectIndex.callSites(named:)`).
        static let callSitesRead = CallSitesMark()

        struct CallSitesMark {
            private let mark = NameHash(ProjectIndex.callSitesReadMark)
            private let prefix = NameHash(ProjectIndex.callSitesRead(""))
            var value: UInt32 { mark.value }
            func appending(_ name: String) -> UInt32 { prefix.appending(name) }
        }

        var value: UInt32 { running.nameHash }

        func appending(_ text: String) -> UInt32 {
            var whole = running
            whole.add(text.utf8)
            return whole.nameHash
        }
    }

    /// What a build's logs (`logs`) have that the ones of `before` did not, and the types `before` declared
    /// and it does not, as name hashes: an unseen member none of whose dependencies is among them is unseen
    /// under `logs` too.
    static func changes(from before: GraphInputs, to logs: Context) -> Set<UInt32> {
        var changes = Set(logs.memberReads.subtracting(before.memberReads))
        changes.formUnion(logs.called.subtracting(before.calledNames))
        changes.formUnion(logs.askedMembers.subtracting(before.askedMembers))
        changes.formUnion(logs.typealiases.subtracting(before.typealiasNames))
        changes.formUnion(before.declaredNames.subtracting(logs.declared))
        return changes
    }

    /// Whether the build looked for a member of this name in every type (`initialStep`), framework types' too.
    private static func askedOfEveryType(_ name: String, _ context: Context) -> Bool {
        context.memberReads.contains(ProjectIndex.askedOfEveryType(name))
    }

    /// What a top-level name must be before anything else is asked: neither one the build declared nor one
    /// the file had at its top then. The scan asks it first, so such a declaration's text needs no look.
    package static func mayBeUnseen(_ name: String, seenBefore: GraphInputs.NameSet, context: Context) -> Bool {
        !seenBefore.contains(name) && !context.declared.contains(name)
    }

    private static func partition<Element>(_ elements: [Element], _ isUnseen: (Element) -> Bool) -> (unseen: [Element], seen: [Element]) {
        var unseen: [Element] = []
        var seen: [Element] = []
        for element in elements {
            if isUnseen(element) { unseen.append(element) } else { seen.append(element) }
        }
        return (unseen, seen)
    }

    /// The top-level type a block belongs to: its own name at the top, else its outermost enclosing type.
    private static func root(of name: String, enclosing: String?) -> String {
        guard let enclosing else { return name }
        return String(enclosing.prefix { $0 != "." })
    }

    /// The type a nested typealias goes with; nil for a top-level one, a declaration of its own.
    private static func root(ofAlias name: String) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    private static func isUnseen(_ root: String, in facts: FileFacts, context: Context) -> Bool {
        let blocks = facts.types.filter { self.root(of: $0.name, enclosing: $0.enclosing) == root }
        let functions = facts.functions.filter { $0.name == root }
        let variables = facts.variables.filter { $0.name == root }
        // One kind of declaration a name: a function beside a type of its name would answer its calls.
        guard [!blocks.isEmpty, !functions.isEmpty, !variables.isEmpty].filter({ $0 }).count == 1 else { return false }
        if !functions.isEmpty || !variables.isEmpty {
            return isUnseenGlobal(root, functions: functions, variables: variables, in: facts, context: context)
        }
        if blocks.contains(where: { $0.enclosing == nil && $0.kind == .extension }) {
            return isUnseenExtension(of: root, blocks, in: facts, context: context)
        }
        var declarations = 0
        for type in blocks {
            if type.enclosing == nil { declarations += 1 }
            guard type.kind != .extension, recordsNoCall(type, context: context),
                  !context.declared.contains(type.name), !context.missed.contains(type.name),
                  !context.frameworkNames.contains(type.name), inheritsOnlyStandardNames(type, context: context) else { return false }
        }
        // A nested typealias is looked up by its qualified name from outside the type.
        for alias in facts.typealiases where self.root(ofAlias: alias.name) == root && context.missed.contains(alias.name) { return false }
        return declarations == 1
    }

    /// Free functions (overloads) or global variables called `name`, and no typealias of that name.
    private static func isUnseenGlobal(
        _ name: String, functions: [FunctionFacts], variables: [PropertyFacts], in facts: FileFacts, context: Context
    ) -> Bool {
        // Named with letters: an operator (`~>`) is applied by the model's reading of operators, not looked up.
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              !context.askedGlobals.contains(name), !context.declared.contains(name), !context.called.contains(name),
              !context.missed.contains(name), !facts.typealiases.contains(where: { $0.name == name }) else { return false }
        return functions.allSatisfy(\.body.calls.isEmpty) && variables.allSatisfy(\.body.calls.isEmpty)
    }

    /// Top-level extensions of `name` alone (none nested, no declaration of it, no type or typealias inside).
    private static func isUnseenExtension(of name: String, _ blocks: [TypeFacts], in facts: FileFacts, context: Context) -> Bool {
        guard !name.utf8.contains(UInt8(ascii: ".")), context.standardNames.contains(name), !context.declared.contains(name),
              !context.memberReadTypes.contains(name),
              !facts.typealiases.contains(where: { self.root(ofAlias: $0.name) == name }) else { return false }
        for block in blocks {
            guard block.enclosing == nil, block.kind == .extension, recordsNoCall(block, context: context),
                  inheritsOnlyStandardNames(block, context: context),
                  block.functions.allSatisfy({ !context.askedMembers.contains($0.name) && !askedOfEveryType($0.name, context) }),
                  block.properties.allSatisfy({ !context.askedMembers.contains($0.name) && !askedOfEveryType($0.name, context) })
            else { return false }
        }
        return true
    }

    /// No body records a call (the passes over every body would read it), and no function is named like a
    /// call the build recorded (a call is looked up only when some function has its name).
    private static func recordsNoCall(_ type: TypeFacts, context: Context) -> Bool {
        type.properties.allSatisfy(\.body.calls.isEmpty)
            && type.functions.allSatisfy { $0.body.calls.isEmpty && !context.called.contains($0.name) }
    }

    private static func inheritsOnlyStandardNames(_ type: TypeFacts, context: Context) -> Bool {
        type.inheritance.allSatisfy { context.standardNames.contains($0) && !context.declared.contains($0) }
    }
}
