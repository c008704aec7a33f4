/// Which check rules run: every rule on by default, less `disabled`, plus the opt-in rules in `optIn`
/// (`.rxtree.yml`'s `disabled_rules` and `opt_in_rules`, SwiftLint's names).
package struct RuleSelection: Equatable, Sendable {
    package var disabled: Set<String>
    package var optIn: Set<String>

    package init(disabled: Set<String> = [], optIn: Set<String> = []) {
        self.disabled = disabled
        self.optIn = optIn
    }

    /// Whether the rule `identifier` runs.
    package func enables(_ identifier: Finding.Rule) -> Bool {
        guard !disabled.contains(identifier.rawValue) else { return false }
        return optIn.contains(identifier.rawValue) || !(NavigationStyles.rules.check(identifier.rawValue)?.isOptIn ?? false)
    }

    /// `other`'s choices over these: a rule it turns on or off is turned on or off whatever these say.
    package func overridden(by other: RuleSelection) -> RuleSelection {
        RuleSelection(
            disabled: disabled.subtracting(other.optIn).union(other.disabled),
            optIn: optIn.subtracting(other.disabled).union(other.optIn)
        )
    }

    /// What makes the selection unusable, as one line: a rule rxtree does not have, or one both
    /// disabled and enabled; nil when it is fine.
    package var problem: String? {
        let known = NavigationStyles.rules.identifiers
        for identifier in disabled.union(optIn).sorted() where !known.contains(identifier) {
            return Self.unknownRule(identifier)
        }
        if let both = disabled.intersection(optIn).sorted().first {
            return "the rule '\(both)' is both disabled and enabled"
        }
        return nil
    }

    /// `no rule named 'x'; did you mean 'y'?`, or the list of rules when none is close.
    static func unknownRule(_ identifier: String) -> String {
        let known = NavigationStyles.rules.identifiers
        var message = "no rule named '\(identifier.escapingControlCharacters)'"
        if let suggestion = NameSuggester.suggestions(for: identifier, among: known, limit: 1).first {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; the rules are " + known.joined(separator: ", ")
        }
        return message
    }

    /// The findings of the rules that run.
    func selected(_ findings: [Finding]) -> [Finding] {
        findings.filter { enables($0.rule) }
    }

    /// The reasons worth explaining: those of the graph itself, and those of a rule that runs.
    func explained(_ undecided: [UndecidedReason: Int]) -> [UndecidedReason: Int] {
        undecided.filter { reason, _ in
            let rules = NavigationStyles.rules.checks.filter { $0.reasons.contains(reason) }
            return rules.isEmpty || rules.contains { enables($0.identifier) }
        }
    }
}
