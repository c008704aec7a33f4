/// The types a changed file declares that the last graph cannot have read: a model or a helper added to a
/// screen's file. Adding, editing or removing them leaves the graph as it was, so `MemoRevalidation`
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
/// The files' facts are the only input of the graph, so a memo built without these types answers with them.
package enum UnseenTypes {
    package struct Context {
        /// `GraphInputs.declaredNames`, `calledNames` and `missedNames` of the build the memo comes from.
        var declared: GraphInputs.NameSet
        var called: GraphInputs.NameSet
        var missed: GraphInputs.NameSet
        /// The frameworks of every style, as the pipeline uses them, and the standard and Apple names alone.
        var frameworkNames = SelectiveScan.frameworkNames
        var standardNames = FrameworkNames(frameworks: [])

        package init(declared: GraphInputs.NameSet, called: GraphInputs.NameSet, missed: GraphInputs.NameSet) {
            self.declared = declared
            self.called = called
            self.missed = missed
        }
    }

    /// A parsed file's facts without its unseen types, and those types (each with its nested ones).
    package struct Split {
        package var seen: FileFacts
        package var unseen: [TypeFacts]
        /// The declared names of `unseen`, sorted.
        package var unseenNames: [String] { unseen.map(\.name).sorted(by: String.utf8Order) }
    }

    /// `quiet` are the top-level types whose text mentions no keyword and no wanted name.
    package static func split(_ facts: FileFacts, quiet: Set<String>, context: Context) -> Split {
        guard !quiet.isEmpty else { return Split(seen: facts, unseen: []) }
        var unseenRoots: Set<String> = []
        for root in quiet where isUnseen(root, in: facts, context: context) { unseenRoots.insert(root) }
        guard !unseenRoots.isEmpty else { return Split(seen: facts, unseen: []) }
        var seen = facts
        var unseen: [TypeFacts] = []
        seen.types = []
        for type in facts.types {
            if unseenRoots.contains(root(of: type.name, enclosing: type.enclosing)) {
                unseen.append(type)
            } else {
                seen.types.append(type)
            }
        }
        seen.typealiases = facts.typealiases.filter { alias in !(root(ofAlias: alias.name).map(unseenRoots.contains) ?? false) }
        return Split(seen: seen, unseen: unseen)
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
        var declarations = 0
        for type in facts.types where self.root(of: type.name, enclosing: type.enclosing) == root {
            if type.enclosing == nil {
                // An extension of it in the same file is code of its own, which the graph may read.
                guard type.kind != .extension else { return false }
                declarations += 1
            }
            guard type.kind != .extension, type.properties.allSatisfy(\.body.calls.isEmpty),
                  type.functions.allSatisfy({ $0.body.calls.isEmpty && !context.called.contains($0.name) }),
                  !context.declared.contains(type.name), !context.missed.contains(type.name),
                  !context.frameworkNames.contains(type.name) else { return false }
            for inherited in type.inheritance {
                guard context.standardNames.contains(inherited), !context.declared.contains(inherited) else { return false }
            }
        }
        // A nested typealias is looked up by its qualified name from outside the type.
        for alias in facts.typealiases where self.root(ofAlias: alias.name) == root && context.missed.contains(alias.name) { return false }
        return declarations == 1
    }
}
