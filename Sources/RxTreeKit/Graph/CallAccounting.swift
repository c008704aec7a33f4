/// What became of one navigation call (`NavigationStyle.isNavigationCall`): an edge, a warning at the
/// call, or a declared reason it draws nothing. Declared once by the graph or the style that meets it;
/// counted and stored in the graph memo by `identifier`; `text` is for people.
package struct CallOutcome: Hashable, Sendable {
    package let identifier: String
    package let text: String

    package init(_ identifier: String, _ text: String) {
        self.identifier = identifier
        self.text = text
    }

    package static func == (lhs: CallOutcome, rhs: CallOutcome) -> Bool { lhs.identifier == rhs.identifier }
    package func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension CallOutcome {
    package static let edge = CallOutcome("edge", "drew an edge")
    package static let warning = CallOutcome("warning", "a warning at the call says why it drew no edge")
    /// No node's code of the style that names the call runs it (dead code, a screen's own presentation).
    package static let unreached = CallOutcome("unreached", "in code no node of its style runs")
    /// The value's type is known and is no node: a framework view controller, an alert, a plain class.
    package static let notANode = CallOutcome("not-a-node", "what it shows or adds is of a type that is no node")
    /// An empty list (`setViewControllers([], animated: false)`).
    package static let empty = CallOutcome("empty", "shows or adds an empty list")
    /// It leads back to the node it is in: no edge of the tree.
    package static let itself = CallOutcome("itself", "leads to the node it is in")
    /// The call is in a project function another call runs (a wrapper, a helper): what it does is
    /// drawn, or warned about, at that call, with the function's parameters bound to what it passes.
    package static let atCallers = CallOutcome("at-callers", "read at each call of the function it is in")
    /// Read by a style, and nothing came of it: a bug in rxtree, which the tests fail on.
    package static let unaccounted = CallOutcome("unaccounted", "read and left without an edge, a warning or a reason")
}

/// Every navigation call in the files read, and what became of it, counted by style and outcome
/// (`rxtree lint --explain`). A call with no outcome is warned about at its location, so no call is ever
/// dropped in silence.
package struct CallAccounting: Hashable, Sendable {
    package struct Key: Hashable, Comparable, Sendable {
        /// The style that decided the outcome; for a call none read, every style that names it.
        package var style: String
        package var outcome: CallOutcome
        /// The module of the calls, when modules' graphs are merged (each counts its own files' calls).
        package var module: String?

        package init(style: String, outcome: CallOutcome, module: String? = nil) {
            self.style = style
            self.outcome = outcome
            self.module = module
        }

        package static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.style, lhs.outcome.identifier, lhs.module ?? "") < (rhs.style, rhs.outcome.identifier, rhs.module ?? "")
        }
    }

    package var counts: [Key: Int] = [:]

    package init(counts: [Key: Int] = [:]) {
        self.counts = counts
    }

    package var total: Int { counts.values.reduce(0, +) }
    package var unaccounted: Int { counts.filter { $0.key.outcome == .unaccounted }.values.reduce(0, +) }

    /// The counts of the modules `isIncluded` keeps, added to these, each under `module` when given.
    package mutating func merge(_ other: CallAccounting, module: String? = nil, modules isIncluded: (String?) -> Bool = { _ in true }) {
        for (key, count) in other.counts where isIncluded(key.module) {
            var key = key
            if let module { key.module = module }
            counts[key, default: 0] += count
        }
    }

    /// The same counts, by style and outcome only.
    package var aggregated: CallAccounting {
        var result = CallAccounting()
        for (key, count) in counts {
            result.counts[Key(style: key.style, outcome: key.outcome), default: 0] += count
        }
        return result
    }

    /// `--explain`'s lines: a line a style and outcome, then the total.
    package var explanation: [String] {
        aggregated.counts.sorted { $0.key < $1.key }.map { "explain: calls: \($0.key.style): \($0.value) \($0.key.outcome.identifier)" }
            + ["explain: calls: \(total) navigation calls, \(unaccounted) unaccounted"]
    }
}

/// One call site: where its first argument is, and its name (two calls can start at one place).
package struct CallSite: Hashable {
    var location: SourceLocation
    var name: String

    package init(_ call: CallFact) {
        location = call.location
        name = call.name
    }
}

extension Collection where Element == TypeInference.Reached {
    /// The calls `isRead` picks in the functions reached, each with the function it is read in. A call site
    /// reached with what the calls on the way pass (a helper's `display(screen)`, `embed(child)`) is read only
    /// with that: read on its own as well, its parameters would have their declared types.
    func calls(where isRead: (CallFact) -> Bool) -> [(call: CallFact, reached: TypeInference.Reached)] {
        var readAtCallers = Set<CallSite>()
        for reached in self where !reached.frame.passed.isEmpty {
            for call in reached.function.body.calls where isRead(call) { readAtCallers.insert(CallSite(call)) }
        }
        var reads: [(call: CallFact, reached: TypeInference.Reached)] = []
        for reached in self {
            let isBound = !reached.frame.passed.isEmpty
            for call in reached.function.body.calls where isRead(call) && (isBound || !readAtCallers.contains(CallSite(call))) {
                reads.append((call, reached))
            }
        }
        return reads
    }
}

/// What the styles said of the navigation calls they read, while they draw.
package struct CallLedger {
    /// The style that first read each call, and the best outcome said of it so far with its style (`rank`).
    private var entries: [CallSite: (reader: String, outcome: (style: String, outcome: CallOutcome)?)] = [:]

    package init() {}

    package mutating func read(_ call: CallFact, by style: String) {
        let site = CallSite(call)
        if entries[site] == nil { entries[site] = (style, nil) }
    }

    /// Notes an outcome of a call; an edge outranks a warning, which outranks any reason.
    package mutating func record(_ outcome: CallOutcome, of call: CallFact, by style: String) {
        let site = CallSite(call)
        let entry = entries[site]
        if let known = entry?.outcome, Self.rank(known.outcome) >= Self.rank(outcome) { return }
        entries[site] = (entry?.reader ?? style, (style, outcome))
    }

    private static func rank(_ outcome: CallOutcome) -> Int {
        switch outcome {
        case .edge: return 3
        case .warning: return 2
        default: return 1
        }
    }

    /// Every navigation call of `model`'s bodies (`styles` name them) with its outcome; a warning at each
    /// call read with no outcome.
    /// Only the calls in files `accounts` takes are counted (a module's own, when each module has a graph).
    func tally(
        _ model: SemanticModel, styles: [any NavigationStyle], accounts: (String) -> Bool, diagnostics: inout Set<Diagnostic>
    ) -> CallAccounting {
        // In place: a copy of every call, or a list of the navigation calls, cost more than the counting.
        var accounting = CallAccounting()
        var seen: Set<CallSite> = []
        model.index.bodiesInOrder.forEachInPlace { entry in
            entry.body.calls.forEachInPlace { call in
                guard accounts(call.location.path) else { return }
                let namers = styles.filter { $0.isNavigationCall(call) }.map(\.name)
                if !namers.isEmpty { count(call, namers: namers, into: &accounting, seen: &seen, diagnostics: &diagnostics) }
            }
        }
        return accounting
    }

    /// `calls`, each with the styles that name it, counted by outcome; a call none read is `unreached`
    /// by all of them.
    package func tally(_ calls: some Sequence<(call: CallFact, namers: [String])>, diagnostics: inout Set<Diagnostic>) -> CallAccounting {
        var accounting = CallAccounting()
        var seen: Set<CallSite> = []
        for (call, namers) in calls {
            count(call, namers: namers, into: &accounting, seen: &seen, diagnostics: &diagnostics)
        }
        return accounting
    }

    private func count(
        _ call: CallFact, namers: [String], into accounting: inout CallAccounting, seen: inout Set<CallSite>, diagnostics: inout Set<Diagnostic>
    ) {
        let site = CallSite(call)
        guard seen.insert(site).inserted else { return }
        let key: CallAccounting.Key
        if let outcome = entries[site]?.outcome {
            key = .init(style: outcome.style, outcome: outcome.outcome)
        } else if let reader = entries[site]?.reader {
            key = .init(style: reader, outcome: .unaccounted)
            diagnostics.insert(Diagnostic(
                at: call.location,
                message: "rxtree read '\(call.text)' and drew no edge, gave no warning and recorded no reason (no outcome); please report it"
            ))
        } else {
            key = .init(style: namers.joined(separator: "/"), outcome: .unreached)
        }
        accounting.counts[key, default: 0] += 1
    }
}
