import Foundation

/// What one run of rxtree was asked to do, after argument parsing.
package struct Request: Sendable {
    /// The nodes to draw trees from, one tree each, in this order; empty for every entry flow.
    package var roots: [String]
    package var directory: String
    package var maxLevels: Int
    package var format: OutputFormat
    package var text: TextRenderer.Options
    /// Text trees: true prints each subtree once (`--dedupe`), false every path (`--no-dedupe`), nil
    /// every path unless that takes more than `maxLines` lines.
    package var dedupe: Bool?
    /// The most lines full text trees may take before they are folded, when `dedupe` is nil; 0 for no limit.
    package var maxLines: Int
    /// List every flow and view controller instead of printing trees.
    package var list: Bool
    /// Write the result to this file instead of stdout.
    package var output: String?
    /// When a configuration file named `output`, the folder it must resolve inside (`--dir`); nil when
    /// the command line named it, which may name any path.
    package var outputRoot: String?
    /// Compare the result with this file instead of printing it.
    package var check: String?
    /// Fail when any warning was printed.
    package var strict: Bool
    /// Parse every file instead of only those that can matter.
    package var parseEverything: Bool
    /// Which discovered files are scanned (`--exclude`, `--include`).
    package var filter = PathFilter()
    /// How files are grouped into modules (`--module`, `--include-unbuilt`, `--no-modules`).
    package var modules = ModuleOptions()
    /// Where to keep the per-file cache; nil for none.
    package var cacheDirectory: String?
    /// Print scan statistics and timings to stderr, as one line of JSON.
    package var statistics: Bool = false
    /// Print only the navigation checks' findings, in `reporter`'s format, and exit 2 when there are any.
    package var lint: Bool = false
    package var reporter: FindingReporter = .xcode
    /// `--lint`: report only findings this baseline file does not hold.
    package var baseline: String?
    /// `--lint`: write every finding to this baseline file instead of reporting them.
    package var writeBaseline: String?
    /// Which check rules run (`disabled_rules`, `opt_in_rules`).
    package var rules = RuleSelection()
    /// Say on stderr how many cases the checks left undecided, and why.
    package var explain: Bool = false
    /// The kinds of annotation to show, by name (`--show emitters`, `--emitters`, `--events`).
    package var annotations: Set<String> = []
    /// Print the navigation checks' findings as warnings (`--no-checks` turns them off).
    package var checks: Bool = true
    /// Who writes the caches, and whose caches are trusted: the executable says which build it is.
    package var identity: ToolIdentity = .library

    /// How deep trees go unless asked otherwise.
    package static let defaultMaxLevels = 10
    /// How many lines full text trees may take unless asked otherwise.
    package static let defaultMaxLines = 10_000

    package init(
        roots: [String] = [],
        directory: String = ".",
        maxLevels: Int = Request.defaultMaxLevels,
        format: OutputFormat = .text,
        text: TextRenderer.Options = .init(),
        dedupe: Bool? = nil,
        maxLines: Int = Request.defaultMaxLines,
        list: Bool = false,
        output: String? = nil,
        check: String? = nil,
        strict: Bool = false,
        parseEverything: Bool = false,
        cacheDirectory: String? = nil
    ) {
        self.roots = roots
        self.directory = directory
        self.maxLevels = maxLevels
        self.format = format
        self.text = text
        self.dedupe = dedupe
        self.maxLines = maxLines
        self.list = list
        self.output = output
        self.check = check
        self.strict = strict
        self.parseEverything = parseEverything
        self.cacheDirectory = cacheDirectory
    }
}

extension Request {
    /// What makes the request unusable, as one line; nil when it is fine. The command line reports it
    /// as a usage error before anything runs.
    package var usageProblem: String? {
        if maxLevels <= 0 { return "--maxLevels must be a whole number greater than 0, not \(maxLevels)" }
        if maxLines < 0 { return "--max-lines must be a whole number, 0 for no limit, not \(maxLines)" }
        if output != nil, check != nil { return "--output and --check cannot be used together" }
        if list, !roots.isEmpty { return "--list lists the whole project and takes no root" }
        if list, format != .text, format != .json { return Self.listFormatProblem(format) }
        if lint, output != nil || check != nil || list { return "--lint prints its report on stdout: --output, --check and --list do not apply" }
        if !lint, baseline != nil || writeBaseline != nil { return "--baseline and --write-baseline go with 'rxtree lint'" }
        if !checks, lint || unreachable { return "the checks are off (--no-checks, or checks: false), and 'rxtree lint' and --unreachable need them" }
        if baseline != nil, writeBaseline != nil { return "--baseline and --write-baseline cannot be used together" }
        if let problem = rules.problem { return problem }
        let kinds = NavigationStyles.kinds.annotationKinds
        if let unknown = annotations.sorted().first(where: { kinds[$0] == nil }) {
            return "--show takes \(RxTree.alternatives(kinds.keys.sorted())), not '\(unknown)'"
        }
        return nil
    }

    /// `--unreachable`: whether the opt-in rule `unreachable` is turned on. Turned off (`--no-unreachable`), it is
    /// disabled, so that lint, which runs it unless disabled, leaves it out too.
    package var unreachable: Bool {
        get { rules.optIn.contains(UnreachableCheck.identifier.rawValue) }
        set {
            if newValue {
                rules.optIn.insert(UnreachableCheck.identifier.rawValue)
                rules.disabled.remove(UnreachableCheck.identifier.rawValue)
            } else {
                rules.optIn.remove(UnreachableCheck.identifier.rawValue)
                rules.disabled.insert(UnreachableCheck.identifier.rawValue)
            }
        }
    }

    static func listFormatProblem(_ format: OutputFormat) -> String {
        "list prints text or json, not \(format.rawValue)"
    }
}

/// What a run prints and how it exits.
package struct Response: Equatable, Sendable {
    package var stdout: String
    /// Lines for stderr, without newlines.
    package var stderr: [String]
    package var status: ExitStatus
}

/// The whole command behind the thin executable, so tests call it directly.
package enum RxTree {
    package static let version = ToolIdentity.version

    /// Runs the request and returns what it printed, stdout collected.
    package static func run(_ request: Request) -> Response {
        var stdout: [UInt8] = []
        var response = run(request) { chunk in
            stdout += chunk
            return true
        }
        response.stdout = String(decoding: stdout, as: UTF8.self)
        return response
    }

    /// Runs the request, writing stdout to `descriptor` (the executable's stdout) as it is produced. A
    /// reader that closes the pipe ends the output quietly; any other failed write ends the run with an
    /// error (`ExitStatus.outputFailed`), whatever it would have exited with.
    package static func run(_ request: Request, writingTo descriptor: Int32) -> Response {
        var failure: RxTreeError?
        var response = run(request) { chunk in
            do throws(RxTreeError) {
                return try FileDescriptorIO.writeOutput(chunk, to: descriptor)
            } catch {
                failure = error
                return false
            }
        }
        if let failure {
            response.stderr.append("error: \(failure.message)")
            response.status = failure.status
        }
        return response
    }

    /// Runs the request, handing stdout to `stdout` in pieces as it is produced, so that a tree of any
    /// size takes memory bounded by the graph; the response's `stdout` stays empty. `stdout` returns
    /// false when nobody reads any more (a closed pipe): the run then stops early and ends as usual.
    package static func run(_ request: Request, stdout: ([UInt8]) -> Bool) -> Response {
        var response = respond(request, stdout: stdout)
        // Names and paths from the repository reach a terminal or a log here: one line each, inert.
        response.stderr = response.stderr.map(\.escapingControlCharacters)
        return response
    }

    private static func respond(_ request: Request, stdout: ([UInt8]) -> Bool) -> Response {
        if let problem = request.usageProblem {
            return Response(stdout: "", stderr: ["error: \(problem)"], status: .usage)
        }
        let project: Project
        do {
            project = try Project.load(
                directory: request.directory, roots: request.roots, options: scanOptions(request), filter: request.filter,
                modules: request.modules
            )
        } catch {
            return Response(stdout: "", stderr: ["error: \(error.message)"], status: error.status)
        }
        if request.lint { return lint(request, project: project, stdout: stdout) }
        var diagnostics = project.diagnostics
        // The build ran every rule (the memo holds them all); the request's rules are printed.
        let kept = request.checks ? request.rules.selected(project.findings) : []
        if kept.count < project.findings.count {
            let hidden = Set(project.findings.map(\.diagnostic)).subtracting(kept.map(\.diagnostic))
            diagnostics.removeAll { hidden.contains($0) }
        }
        if request.checks {
            do throws(RxTreeError) {
                if let graphFindings = try graphCheckFindings(request, project: project, lint: false) {
                    diagnostics = Diagnostic.sorted(diagnostics + graphFindings.map(\.diagnostic))
                }
            } catch {
                return Response(stdout: "", stderr: diagnostics.map(\.formatted) + ["error: \(error.message)"], status: error.status)
            }
        }
        var response = Response(stdout: "", stderr: diagnostics.map(\.formatted), status: .success)
        if request.explain { response.stderr += explanation(project, rules: request.rules) }
        if request.statistics {
            response.stderr.append("stats: " + statisticsJSON(project.statistics))
        }
        var warnings = diagnostics.filter { $0.severity != .note }.count
        do throws(RxTreeError) {
            let result = try render(request, project: project)
            if let warning = result.warning {
                response.stderr.append("warning: \(warning)")
                warnings += 1
            }
            if let check = request.check {
                if let diff = try Destination.difference(result, from: check) {
                    _ = stdout(Array(diff.utf8))
                    throw RxTreeError("navigation tree differs from \(check)")
                }
            } else if let output = request.output {
                _ = try Destination.save(result, to: output, inside: request.outputRoot)
            } else {
                _ = result.write(to: stdout)
            }
        } catch {
            response.stderr.append("error: \(error.message)")
            response.status = error.status
            return response
        }
        if request.strict, warnings > 0 {
            response.stderr.append("error: \(warnings) warning\(warnings == 1 ? "" : "s") and --strict is set")
            response.status = .failure
        }
        return response
    }

    /// `--lint`: the findings alone, in the reporter's format; other warnings still go to stderr.
    static func lint(_ request: Request, project: Project, stdout: ([UInt8]) -> Bool) -> Response {
        var findings = request.rules.selected(project.findings)
        let reported = Set(project.findings.map(\.diagnostic))
        var response = Response(stdout: "", stderr: project.diagnostics.filter { !reported.contains($0) }.map(\.formatted), status: .success)
        if request.explain { response.stderr += explanation(project, rules: request.rules) }
        do throws(RxTreeError) {
            findings = Finding.sorted(findings + (try graphCheckFindings(request, project: project, lint: true) ?? []))
            if let path = request.writeBaseline {
                _ = try AtomicFile.save(bytes: Array(Baseline(findings).encoded().utf8), to: AtomicFile.Target(resolving: path))
                response.stderr.append("wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to the baseline \(path)")
                return response
            }
            if let path = request.baseline {
                let text: String
                switch FileReader.bytes(atPath: path) {
                case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
                case .failure(let error): throw RxTreeError("cannot read the baseline '\(path)': \(error.reason)")
                }
                findings = try Baseline.decode(text, path: path).newFindings(findings)
            }
        } catch {
            response.stderr.append("error: \(error.message)")
            response.status = error.status
            return response
        }
        let report = request.reporter.render(findings)
        if !report.isEmpty { _ = stdout(Array(report.utf8)) }
        if !findings.isEmpty {
            response.status = .findings
        } else if request.strict, !response.stderr.isEmpty {
            // Findings already fail the run; --strict also fails it on the other warnings.
            let warnings = project.diagnostics.filter { $0.severity != .note && !reported.contains($0) }.count
            if warnings > 0 {
                response.stderr.append("error: \(warnings) warning\(warnings == 1 ? "" : "s") and --strict is set")
                response.status = .failure
            }
        }
        return response
    }

    /// The findings of the rules over the finished graph (`GraphCheck`) that the request turns on; lint
    /// runs them unless they are disabled, as it always ran `unreachable`. Nil when none runs.
    static func graphCheckFindings(_ request: Request, project: Project, lint: Bool) throws(RxTreeError) -> [Finding]? {
        let checks = GraphBuilder.checks.filter { check in
            request.rules.enables(check.identifier) || (lint && !request.rules.disabled.contains(check.identifier.rawValue))
        }
        guard !checks.isEmpty else { return nil }
        let roots = try rootNames(request.roots, in: project)
        return checks.flatMap { $0.run(on: project.graph, roots: roots, undecided: project.undecided).findings }
    }

    /// `--explain`: what the checks left undecided, by reason, for the rules that run.
    static func explanation(_ project: Project, rules: RuleSelection) -> [String] {
        let reasons = rules.explained(project.undecided).map { (text: $0.key.text, count: $0.value) }.sorted { $0.text < $1.text }
        let checks = reasons.isEmpty ? ["explain: the checks decided every case"] : reasons.map { "explain: \($0.count) left undecided: \($0.text)" }
        return checks + project.accounting.explanation
    }

    /// `rxtree rules`: every check rule, one line each, sorted by identifier.
    package static func rulesListing() -> String {
        RulesRenderer(catalog: NavigationStyles.rules).listing()
    }

    /// `rxtree rules <rule>`: one rule's style, default, description and examples; a usage error with
    /// the closest rule's name when there is no such rule.
    package static func ruleDescription(identifier: String) throws(RxTreeError) -> String {
        guard let check = NavigationStyles.rules.check(identifier) else {
            throw RxTreeError(RuleSelection.unknownRule(identifier), status: .usage)
        }
        return RulesRenderer(catalog: NavigationStyles.rules).description(of: check)
    }

    /// docs/checks.md: every rule as Markdown.
    package static func rulesMarkdown() -> String {
        RulesRenderer(catalog: NavigationStyles.rules).markdown()
    }

    static func scanOptions(_ request: Request) -> ScanOptions {
        ScanOptions(
            skipUnrelatedFiles: !request.parseEverything,
            cacheFile: request.cacheDirectory.map { "\($0)/\(FactsCache.fileName)" },
            graphFile: request.cacheDirectory.map { "\($0)/\(GraphMemo.fileName)" },
            identity: request.identity
        )
    }

    /// `--stats`: the counts and timings as one line of JSON with sorted keys.
    static func statisticsJSON(_ statistics: SelectiveScan.Statistics) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain counts and strings cannot fail.
        guard let data = try? encoder.encode(statistics) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// What the request prints, in its format; text trees are walked only when written.
    package static func render(_ request: Request, project: Project) throws(RxTreeError) -> RenderedOutput {
        let graph = project.graph
        if request.list {
            let nodes = graph.sortedNodes
            switch request.format {
            case .json: return RenderedOutput(document: JSONRenderer().renderList(nodes))
            case .text: return RenderedOutput(document: ListRenderer().render(nodes))
            case .dot, .mermaid: throw RxTreeError(Request.listFormatProblem(request.format), status: .usage)
            }
        }
        let roots: [String]
        if !request.roots.isEmpty {
            roots = try rootNames(request.roots, in: project)
        } else {
            roots = graph.forestRoots
            guard !roots.isEmpty else {
                throw RxTreeError("no place the app starts found (no screen its delegate shows first, no flow or coordinator it starts, and no entry flow: every flow is contributed by another, or there are none); name a root")
            }
        }
        let treeGraph = TreeGraph(graph)
        let numbers = roots.compactMap(treeGraph.number(of:))
        let selection = {
            GraphSelection(graph: treeGraph, roots: numbers, maxLevels: request.maxLevels).showing(shownAnnotations(request), from: treeGraph)
        }
        switch request.format {
        case .text: return textTrees(request, graph: treeGraph, roots: numbers)
        case .json: return RenderedOutput(document: JSONRenderer().render(selection()))
        case .dot: return RenderedOutput(document: DotRenderer().render(selection()))
        case .mermaid: return RenderedOutput(document: MermaidRenderer().render(selection()))
        }
    }

    /// The text trees: full, unless asked to fold them or the full trees would take more than
    /// `maxLines` lines, which are counted up to that limit and no further.
    /// The kinds of annotation the flags given show (`--emitters`, `--events`).
    static func shownAnnotations(_ request: Request) -> Set<AnnotationKind> {
        Set(request.annotations.compactMap { NavigationStyles.kinds.annotationKinds[$0] })
    }

    static func textTrees(_ request: Request, graph: TreeGraph, roots: [Int]) -> RenderedOutput {
        func walks(_ shape: TreeShape) -> [TreeWalk] {
            roots.map { TreeWalk(graph: graph, root: $0, maxLevels: request.maxLevels, shape: shape) }
        }
        var options = request.text
        options.annotations = shownAnnotations(request)
        let renderer = TextRenderer(options: options)
        switch request.dedupe {
        case true?: return RenderedOutput(trees: walks(.folded), renderer: renderer)
        case false?: return RenderedOutput(trees: walks(.full), renderer: renderer)
        case nil: break
        }
        let full = walks(.full)
        guard request.maxLines > 0 else { return RenderedOutput(trees: full, renderer: renderer) }
        // The blank lines between the trees of a forest count too.
        var lines = full.count - 1
        for walk in full where lines <= request.maxLines {
            lines += walk.countLines(upTo: request.maxLines - lines)
        }
        guard lines > request.maxLines else { return RenderedOutput(trees: full, renderer: renderer) }
        let warning = """
            the full tree\(roots.count == 1 ? " has" : "s have") more than \(groupedThousands(request.maxLines)) lines \
            (--max-lines), so each subtree is printed once and repeats are marked\(TextRenderer.foldedMarker); \
            --no-dedupe prints every path
            """
        return RenderedOutput(trees: walks(.folded), renderer: renderer, warning: warning)
    }

    /// 10000 as 10,000, whatever the locale.
    static func groupedThousands(_ number: Int) -> String {
        var text = String(number)
        var index = text.count - 3
        while index > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: index))
            index -= 3
        }
        return text
    }

    /// The nodes the user named, in the order named.
    static func rootNames(_ roots: [String], in project: Project) throws(RxTreeError) -> [String] {
        var names: [String] = []
        for root in roots { names.append(try rootName(root, in: project)) }
        return names
    }

    /// The node the user named: exactly, or by its last component when that is unique.
    static func rootName(_ root: String, in project: Project) throws(RxTreeError) -> String {
        let graph = project.graph
        if graph.nodes[root] != nil { return root }
        let byLastComponent = graph.sortedNodes.filter { $0.name.hasSuffix(".\(root)") }
        if byLastComponent.count == 1 { return byLastComponent[0].name }
        // `Shop.HomeFlow` for a name only module Shop declares, printed bare.
        if let dot = root.firstIndex(of: "."), let node = graph.nodes[String(root[root.index(after: dot)...])],
           node.module == String(root[..<dot]) {
            return node.name
        }
        let qualified = byLastComponent.filter { node in node.module.map { "\($0).\(root)" } == node.name }
        if qualified.count > 1 {
            throw RxTreeError("'\(root.escapingControlCharacters)' names a type in several modules; did you mean \(alternatives(qualified.map { "'\($0.name)'" }))?")
        }
        if let location = project.otherTypes[root] {
            throw RxTreeError("'\(root.escapingControlCharacters)' (\(location.path):\(location.line)) is not a flow, view controller or coordinator")
        }
        let suggestions = NameSuggester.suggestions(for: root, among: graph.sortedNodes.map(\.name))
        var message = "no flow, view controller or coordinator named '\(root.escapingControlCharacters)'"
        if !suggestions.isEmpty {
            message += "; did you mean \(alternatives(suggestions.map { "'\($0)'" }))?"
        } else if let subcommand = Setting.Subcommand(rawValue: root), subcommand != .tree {
            // `rxtree --no-cache list`: options before a subcommand make it a root's name.
            message += "; to run 'rxtree \(root)', write it before the options (rxtree \(root) --help)"
        }
        throw RxTreeError(message)
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}
