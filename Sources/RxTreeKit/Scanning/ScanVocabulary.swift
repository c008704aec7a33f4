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
    package let callNames: Set<String>
    /// Initialisers whose arguments are kept whole in values (`OneStepper(withSingleStep: X)`).
    package let valueCalls: Set<String>
    /// Argument labels whose values are kept in values whatever the call (`rootViewController:` of any
    /// navigation controller, the project's subclasses included).
    package let valueLabels: Set<String>
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
    /// Bit n set when some call name is n bytes long: most calls are ruled out without hashing their name.
    private let lengths: UInt64
    /// The call names' `Fingerprint.nameHash`es: most calls of a length some call name has are ruled out by
    /// this cheap hash, not by the set's (which cost 550 instructions a call, 2.7% of the collector's walk).
    private let callNameHashes: HashSet32

    package init(
        keywords: [String], callNames: Set<String>, valueCalls: Set<String> = [], valueLabels: Set<String> = [], matchingFunctions: Set<String> = [],
        receiverNames: [String: Set<String>] = [:], localArgumentCalls: Set<String> = [], firstArgumentNames: [String: Set<String>] = [:],
        assignedMembers: Set<String> = [], wiringWords: [String] = [], modulePrefix: String = ""
    ) {
        self.modulePrefix = modulePrefix
        self.assignedMembers = assignedMembers
        self.wiringWords = wiringWords
        wiringWordBytes = wiringWords.map { Array($0.utf8) }
        self.receiverNames = receiverNames
        self.localArgumentCalls = localArgumentCalls
        self.firstArgumentNames = firstArgumentNames
        self.keywords = keywords
        keywordSearch = KeywordSearch(keywords, exceptAfter: modulePrefix)
        self.callNames = callNames
        self.valueCalls = valueCalls
        self.valueLabels = valueLabels
        self.matchingFunctions = matchingFunctions
        lengths = callNames.reduce(0) { mask, name in mask | (name.utf8.count < 64 ? 1 << UInt64(name.utf8.count) : 0) }
        var hashes = HashSet32(minimumCapacity: callNames.count)
        for name in callNames { hashes.insert(Fingerprint.nameHash(name.utf8)) }
        callNameHashes = hashes
    }

    func recordsCall(_ name: String) -> Bool {
        let length = name.utf8.count
        if length < 64, lengths & (1 << UInt64(length)) == 0 { return false }
        return callNameHashes.contains(Fingerprint.nameHash(name.utf8)) && callNames.contains(name)
    }
}
