/// The catalogue of check rules for people: `rxtree rules` (a line a rule), `rxtree rules <rule>` (one
/// rule with its examples), and the Markdown page of the docs.
struct RulesRenderer {
    let catalog: RuleCatalog

    /// One line a rule, sorted by identifier: identifier, style, `on` or `opt-in`, what it finds.
    func listing() -> String {
        let rows = catalog.checks.map { [$0.identifier.rawValue, $0.style, Self.defaultWord($0)] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return zip(rows, catalog.checks).map { row, check in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + check.summary + "\n"
        }.joined()
    }

    /// One rule: what it is, what it finds, and a wrong and a right example.
    func description(of check: any NavigationCheck) -> String {
        """
        \(check.identifier.rawValue)
        style: \(check.style)
        default: \(Self.defaultWord(check))

        \(check.summary).
        \(check.explanation)

        Wrong:
        \(Self.indented(check.wrongExample))

        Right:
        \(Self.indented(check.rightExample))

        """
    }

    /// Every rule as a Markdown page: a table, then a section a rule with its examples.
    func markdown() -> String {
        var page = """
            Generated from the rule types (`rxtree rules` prints the same); each rule is one type in its style's \
            folder. Turn a rule off with `disabled_rules` in `.rxtree.yml`, an opt-in rule on with `opt_in_rules`.

            | Rule | Style | Default | What it finds |
            | --- | --- | --- | --- |

            """
        for check in catalog.checks {
            let id = check.identifier.rawValue
            page += "| [`\(id)`](#\(id)) | \(check.style) | \(Self.defaultWord(check)) | \(check.summary) |\n"
        }
        for check in catalog.checks {
            page += """

                ### \(check.identifier.rawValue)

                \(check.style), \(check.isOptIn ? "opt-in" : "on by default"). \(check.summary).

                \(check.explanation)

                Wrong:

                ```swift
                \(check.wrongExample)
                ```

                Right:

                ```swift
                \(check.rightExample)
                ```

                """
        }
        return page
    }

    private static func defaultWord(_ check: any NavigationCheck) -> String {
        check.isOptIn ? "opt-in" : "on"
    }

    private static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }.joined(separator: "\n")
    }
}
