/// What the navigation styles ask of scanning: the words that make a file worth parsing, and the
/// calls whose arguments are worth recording. Scanning knows no framework; the styles (`Styles/`) do.
package struct ScanVocabulary: Sendable {
    /// A file that mentions none of these (nor a name the graph wants) is not parsed; see `Relevance`.
    package let keywords: [String]
    /// The keywords, for `Relevance.mentionsKeyword`.
    let keywordSearch: KeywordSearch
    /// A keyword right after this does not count: with `Rx`, `import RxFlow` and `import RxController`
    /// alone say nothing, and half of an app's files have one.
    package let modulePrefix: String
    package let callNames: Names
    /// Calls whose arguments are kept whole in values: initialisers (`OneStepper(withSingleStep: X)`), and
    /// resolving calls that pass a registration its arguments (`resolve(X.self, argument: router)`).
    package let valueCalls: Names
    /// Argument labels whose values are kept in values whatever the call (`rootViewController:` of any
    /// navigation controller, the project's subclasses included).
    package let valueLabels: Names
    /// Functions whose case matching over their first parameter is recorded (`CaseMatching`).
    package let matchingFunctions: Set<String>
    /// Calls recorded only when their receiver's last name is one of these (`steps` for `accept`):
    /// common calls cost nothing where no style wants them.
    package let receiverNames: [String: Set<String>]
    /// Of the calls `receiverNames` filters, those also recorded on any receiver when their first argument
    /// is a local or a parameter (`coordinators.append(child)`): what a helper is given, not data made there.
    package let localArgumentCalls: Set<String>
    /// Calls recorded only when their first argument's last name is one of these (`bind(to: steps)`).
    package let firstArgumentNames: [String: Set<String>]
    /// Members whose assignment `x.member = value` (not on `self`) is recorded as a call, the value its
    /// first argument (`window.rootViewController = vc`).
    package let assignedMembers: Set<String>
    /// Words that mark code wiring objects together (a factory making a flow controller, an app delegate's
    /// launch): in a function whose own text (signature and body) mentions one, or in a type whose name or
    /// inheritance does, every call and every member assignment is recorded, with all its arguments.
    package let wiringWords: [String]
    /// The wiring words' bytes, for finding them in a function's text.
    let wiringWordBytes: [[UInt8]]
    /// Words marking types that hand screens to project objects (a coordinator's router): in a type whose
    /// name or inheritance has one, a call of a method on a value other than `self` is recorded when it is
    /// passed something that may be a screen (`router.setRootModule(login)`), whatever its name.
    package let handingWords: [String]
    /// Words that begin the methods starting another object: in a handing type and its extensions, a call on a
    /// value reached by names, other than `self`, of a method named so (`child.start()`), or so and then a capital
    /// (`child.startFlow()`), is recorded.
    package let startingWords: [String]
    /// Calls whose closure's parameters are, in order, a member of each argument without a label, by method name
    /// with the receiver's last name: `["Flows.use": "root"]` given to `init` binds `root` in `Flows.use(flow, when:
    /// .created) { root in ... }` to `flow.root`. Keyed by method, as the collector asks of every closure.
    let closureParameterMembersByMethod: [String: (receiver: String, member: String)]
    /// Calls registering a closure that makes the type of their first argument, `X.self`, from the closure's
    /// parameters after the first (Swinject's `register(X.self) { (_: Resolver, router: Routing) in ... }`):
    /// those parameters are `ValueExpr.registeredArgument`s.
    let registeringCalls: Set<String>

    package init(
        keywords: [String], callNames: Set<String>, valueCalls: Set<String> = [], valueLabels: Set<String> = [], matchingFunctions: Set<String> = [],
        receiverNames: [String: Set<String>] = [:], localArgumentCalls: Set<String> = [], firstArgumentNames: [String: Set<String>] = [:],
        assignedMembers: Set<String> = [], wiringWords: [String] = [], handingWords: [String] = [], startingWords: [String] = [],
        closureParameterMembers: [String: String] = [:], registeringCalls: Set<String> = [], modulePrefix: String = ""
    ) {
        self.registeringCalls = registeringCalls
        closureParameterMembersByMethod = Dictionary(closureParameterMembers.compactMap { call, member in
            call.lastIndex(of: ".").map { dot in (String(call[call.index(after: dot)...]), (String(call[..<dot]), member)) }
        }, uniquingKeysWith: { first, _ in first })
        self.handingWords = handingWords
        self.startingWords = startingWords
        self.modulePrefix = modulePrefix
        self.assignedMembers = assignedMembers
        self.wiringWords = wiringWords
        wiringWordBytes = wiringWords.map { Array($0.utf8) }
        self.receiverNames = receiverNames
        self.localArgumentCalls = localArgumentCalls
        self.firstArgumentNames = firstArgumentNames
        self.keywords = keywords
        keywordSearch = KeywordSearch(keywords, exceptAfter: modulePrefix)
        self.callNames = Names(callNames)
        self.valueCalls = Names(valueCalls)
        self.valueLabels = Names(valueLabels)
        self.matchingFunctions = matchingFunctions
    }

    func recordsCall(_ name: String) -> Bool {
        callNames.contains(name)
    }

    /// `start`, `startFlow`, `startWithOptions` for the starting word `start`; not `started` or `startup`.
    func isStartingName(_ name: String) -> Bool {
        startingWords.contains { Self.isNamed(name, beginningWith: $0) }
    }

    static func isNamed(_ name: String, beginningWith word: String) -> Bool {
        let bytes = name.utf8
        guard bytes.starts(with: word.utf8) else { return false }
        guard let next = bytes.dropFirst(word.utf8.count).first else { return true }
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }

    /// Names the collector asks about at every call or argument, most of which are none of them: a name's
    /// length and a cheap hash (`Fingerprint.nameHash`) rule it out before the set's own hashing, which
    /// cost 550 instructions a call (2.7% of the collector's walk for the call names alone).
    package struct Names: Sendable {
        private let set: Set<String>
        /// Bit n set when some name is n bytes long.
        private let lengths: UInt64
        private let hashes: HashSet32

        init(_ set: Set<String>) {
            self.set = set
            lengths = set.reduce(0) { mask, name in mask | (name.utf8.count < 64 ? 1 << UInt64(name.utf8.count) : 0) }
            var hashes = HashSet32(minimumCapacity: set.count)
            for name in set { hashes.insert(Fingerprint.nameHash(name.utf8)) }
            self.hashes = hashes
        }

        func contains(_ name: String) -> Bool {
            let length = name.utf8.count
            if length < 64, lengths & (1 << UInt64(length)) == 0 { return false }
            return hashes.contains(Fingerprint.nameHash(name.utf8)) && set.contains(name)
        }
    }
}
