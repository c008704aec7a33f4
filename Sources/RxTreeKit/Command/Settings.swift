/// One setting of rxtree, declared once: its `.rxtree.yml` key (nil when only the command line sets it),
/// how the command line spells it, its help, its default and the subcommands that take it. The
/// configuration reader, merging, `rxtree config`, the request a run gets and the help texts all come
/// from here.
package struct Setting {
    /// rxtree's subcommands; `tree` is the default one.
    package enum Subcommand: String, CaseIterable, Sendable {
        case tree, list, lint, rules, config
    }

    package let key: String?
    /// `--max-levels`, or `<roots>` for the positional argument.
    package let flag: String
    package let help: String
    /// As the help shows it; nil when there is none to show.
    package let defaultValue: String?
    package let subcommands: [Subcommand]
    /// Reading, merging and printing, for the settings a file may hold.
    let field: ConfigurationField?

    init(_ flag: String, _ help: String, default value: String? = nil, in subcommands: [Subcommand], field: ConfigurationField? = nil) {
        key = field?.key
        self.flag = flag
        self.help = help
        defaultValue = value
        self.subcommands = subcommands
        self.field = field
    }

    /// The help text: the help and its default.
    package var helpText: String {
        defaultValue.map { "\(help) (default: \($0))" } ?? help
    }
}

/// The settings table. A new setting is an entry here, its `Configuration` property when a file may
/// set it, its `Request` field, and its option in the subcommands that take it.
package enum Settings {
    /// Every subcommand that runs on a project.
    private static let everyRun: [Setting.Subcommand] = [.tree, .list, .lint, .config]
    private static let treeAndConfig: [Setting.Subcommand] = [.tree, .config]
    private static let checking: [Setting.Subcommand] = [.tree, .lint, .config]

    package static var roots: Setting {
        Setting(
            "<roots>", "The flows, view controllers or coordinators to start from, one tree each",
            default: "the configuration's roots, else where the app starts", in: checking,
            field: .names("roots", \.roots, what: "a list of flow, view controller or coordinator names") { $0.roots = $1 }
        )
    }

    package static var exclude: Setting {
        Setting(
            "--exclude", "Skip the files whose path below --dir, or one of its folders, matches this pattern (* ? **); repeatable.",
            in: everyRun, field: .names("exclude", \.exclude, what: "a list of path patterns") { request, patterns in
                // Empty patterns are refused when read, so every one here makes a glob.
                request.filter = PathFilter(excludes: patterns.compactMap(PathGlob.init), includes: request.filter.includes)
            }
        )
    }

    package static var include: Setting {
        Setting(
            "--include", "Scan only the files whose path below --dir, or one of its folders, matches one of these patterns; repeatable.",
            in: everyRun, field: .names("include", \.include, what: "a list of path patterns") { request, patterns in
                request.filter = PathFilter(excludes: request.filter.excludes, includes: patterns.compactMap(PathGlob.init))
            }
        )
    }

    package static var maxLevels: Setting {
        Setting(
            "--max-levels", "Levels to print below the root, a whole number greater than 0.", default: String(Request.defaultMaxLevels),
            in: treeAndConfig,
            field: .number("max_levels", \.maxLevels, minimum: 1, default: Request.defaultMaxLevels) { $0.maxLevels = $1 }
        )
    }

    package static var maxLines: Setting {
        Setting(
            "--max-lines", "Fold a text tree (see --dedupe) when printing every path would take more than this many lines; 0 for no limit.",
            default: String(Request.defaultMaxLines), in: treeAndConfig,
            field: .number("max_lines", \.maxLines, minimum: 0, default: Request.defaultMaxLines) { $0.maxLines = $1 }
        )
    }

    package static var format: Setting {
        Setting(
            "--format", "Output format: text, json (stable, versioned), dot (Graphviz) or mermaid; list prints text or json.",
            default: "text", in: [.tree, .list, .config], field: .choice("format", \.format, default: .text) { $0.format = $1 }
        )
    }

    package static var output: Setting {
        Setting(
            "--output", "Write the result to this regular file (links followed), atomically, keeping its mode, leaving it untouched when unchanged.",
            in: [.tree, .list, .config], field: .path("output", \.output) { $0.output = $1 }
        )
    }

    package static var charset: Setting {
        Setting(
            "--charset", "Tree lines for text: unicode (├── └── │) or ascii (|-- `-- |).", default: "unicode", in: treeAndConfig,
            field: .choice("charset", \.charset, default: .unicode) { $0.text.charset = $1 }
        )
    }

    package static var style: Setting {
        Setting(
            "--style", "Tree drawing for text: standard (like tree) or classic (like the original rxtree: every child ├──).",
            default: "standard", in: treeAndConfig, field: .choice("style", \.style, default: .standard) { $0.text.style = $1 }
        )
    }

    package static var steps: Setting {
        Setting(
            "--steps", "Append the step cases that lead to each node, e.g. FriendsFlow  (.friends).", default: "no", in: treeAndConfig,
            field: .flag("steps", \.steps, default: false) { $0.text.showSteps = $1 }
        )
    }

    package static var locations: Setting {
        Setting(
            "--locations", "Append the path:line where each node is declared.", default: "no", in: treeAndConfig,
            field: .flag("locations", \.locations, default: false) { $0.text.showLocations = $1 }
        )
    }

    package static var dedupe: Setting {
        Setting(
            "--dedupe", "Print each subtree of a text tree once, marking later occurrences (*); --no-dedupe prints every path.",
            default: "every path, unless that takes more than --max-lines lines", in: treeAndConfig,
            field: .optionalFlag("dedupe", \.dedupe, default: nil) { $0.dedupe = $1 }
        )
    }

    package static var strict: Setting {
        Setting(
            "--strict", "Exit 1 when any warning was printed.", default: "no", in: [.tree, .list, .lint, .config],
            field: .flag("strict", \.strict, default: false) { $0.strict = $1 }
        )
    }

    package static var checks: Setting {
        Setting(
            "--checks", "Warn about the navigation bugs the check rules prove (see 'rxtree rules').",
            default: "yes", in: treeAndConfig, field: .flag("checks", \.checks, default: true) { $0.checks = $1 }
        )
    }

    package static var unreachable: Setting {
        Setting(
            "--unreachable", "Also warn about the flows and coordinators the roots (or where the app starts) do not lead to.",
            default: "no", in: checking,
            // Only when given: it turns the opt-in rule on or off over `opt_in_rules`, applied before it.
            field: .optionalFlag("unreachable", \.unreachable, default: false) { request, flag in
                if let flag { request.unreachable = flag }
            }
        )
    }

    package static var disabledRules: Setting {
        Setting(
            "--disable-rule", "Turn this check rule off (see 'rxtree rules'); repeatable.", in: checking,
            field: .rules("disabled_rules", \.disabledRules) { $0.rules.disabled = Set($1) }
        )
    }

    package static var optInRules: Setting {
        Setting(
            "--enable-rule", "Turn this opt-in check rule on (see 'rxtree rules'); repeatable.", in: checking,
            field: .rules("opt_in_rules", \.optInRules) { $0.rules.optIn = Set($1) }
        )
    }

    package static var reporter: Setting {
        Setting(
            "--reporter", "How lint reports: xcode, json, github-actions or checkstyle.", default: "xcode", in: [.lint, .config],
            field: .choice("reporter", \.reporter, default: .xcode) { $0.reporter = $1 }
        )
    }

    package static var baseline: Setting {
        Setting(
            "--baseline", "Report only the findings this baseline file does not hold.", in: [.lint, .config],
            field: .path("baseline", \.baseline) { $0.baseline = $1 }
        )
    }

    package static var modules: Setting {
        Setting(
            "--no-modules", "Ignore Package.swift and Xcode projects: every file in one module, names merged across targets.",
            in: everyRun, field: .flag("modules", \.modules, default: true) { $0.modules.enabled = $1 }
        )
    }

    package static var includeUnbuilt: Setting {
        Setting(
            "--include-unbuilt", "Also read Swift files inside an Xcode project's folders that none of its targets builds.",
            in: everyRun, field: .flag("include_unbuilt", \.includeUnbuilt, default: false) { $0.modules.includeUnbuilt = $1 }
        )
    }

    // Only the command line sets these.

    package static var directory: Setting {
        Setting("--dir", "The project directory to scan.", default: ".", in: everyRun)
    }

    package static var config: Setting {
        Setting("--config", "Read the settings from this YAML file.", default: "<dir>/.rxtree.yml when there is one", in: everyRun)
    }

    package static var module: Setting {
        Setting("--module", "Only the nodes of this module (a Package.swift or Xcode target) and those they lead to.", in: everyRun)
    }

    package static var cacheDirectory: Setting {
        Setting("--cache-dir", "Where to cache per-file facts between runs.", default: "<dir>/.build/rxtree-cache", in: everyRun)
    }

    package static var noCache: Setting {
        Setting("--no-cache", "Neither read nor write the cache.", in: everyRun)
    }

    package static var noSkip: Setting {
        Setting("--no-skip", "Parse every Swift file instead of only those that can matter (same result, slower; for checking).", in: everyRun)
    }

    package static var color: Setting {
        Setting("--color", "Colour: auto (only on a terminal, unless NO_COLOR is set or TERM is dumb), always or never.", default: "auto", in: everyRun)
    }

    package static var check: Setting {
        Setting("--check", "Compare the result with this file: silent when equal, else a unified diff and exit 1.", in: [.tree, .list])
    }

    package static var show: Setting {
        Setting(
            "--show", "Show the notes of this kind on the tree: \(NavigationStyles.kinds.annotationKinds.keys.sorted().joined(separator: ", ")); repeatable.",
            in: [.tree]
        )
    }

    package static var emitters: Setting {
        Setting("--emitters", "Show the steps each node (or its stepper) emits and where each leads, e.g. ↳ AppStep.friends → FriendsFlow (--show emitters).", in: [.tree])
    }

    package static var events: Setting {
        Setting(
            "--events",
            "Show the RxController events between each child view controller's view model and its parent's, e.g. NameViewController  ↓ InfoEvent.name  ↑ InfoEvent.number (--show events).",
            in: [.tree]
        )
    }

    package static var explain: Setting {
        Setting("--explain", "Say on stderr how many cases the checks left undecided, and why, and what became of every navigation call.", in: [.tree, .lint])
    }

    package static var writeBaseline: Setting {
        Setting("--write-baseline", "Write every finding to this baseline file instead of reporting them.", in: [.lint])
    }

    /// The table, in the order `rxtree config` documents the file's keys and docs/configuration.md lists them.
    package static var all: [Setting] {
        [
            roots, exclude, include, maxLevels, maxLines, format, output, charset, style, steps, locations, dedupe, strict, checks,
            disabledRules, optInRules, unreachable, reporter, baseline, modules, includeUnbuilt,
            directory, config, module, cacheDirectory, noCache, noSkip, color, check, show, emitters, events, explain, writeBaseline,
        ]
    }
}
