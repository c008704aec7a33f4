/// Names resolved per module, as Swift resolves them: each module's graph is built from its own files,
/// the files of the modules it imports or depends on, and the files no manifest claims; each node's own
/// edges come from the graph of the module that declares it. A name two modules declare is two nodes,
/// written `Module.Name`; every other name stays bare, so a one-module project prints as before.
package enum ModuleGraphs {
    /// The graph of `files` (in path order) for the modules of `map`: one build when at most one module
    /// has parsed files, else one build per module, merged. One build may be left unfinished when
    /// `roundFollows` (`GraphBuilder.build`) says so; a merged one never is, as a module's wanted name may be
    /// another's node.
    static func build(
        _ files: [FileFacts], modules map: ModuleMap?, styles: [any NavigationStyle],
        roundFollows: GraphBuilder.RoundFollows = { _, _ in false },
        retire: (SemanticModel) -> Void = { _ in }
    ) -> GraphBuilder.Result {
        guard let map, !map.modules.isEmpty else {
            return GraphBuilder.build(files, styles: styles, roundFollows: roundFollows, retire: retire)
        }
        var filesByModule: [String?: [FileFacts]] = [:]
        for file in files { filesByModule[map.module(of: file.path), default: []].append(file) }
        let declared = filesByModule.keys.compactMap { $0 }.sorted()
        guard declared.count > 1 else {
            var result = GraphBuilder.build(files, styles: styles, roundFollows: roundFollows, retire: retire)
            result.graph = result.graph.withModules(map)
            return result
        }
        let shared = filesByModule[nil] ?? []
        let parts = declared.map { module -> Part in
            let seen = visibleModules(of: module, files: filesByModule[module] ?? [], map: map)
            // A file two targets compile (an app and its extension) is in both; its nodes belong to the first.
            let group = files.filter { file in
                let owners = map.modules(of: file.path)
                return owners.isEmpty || owners.contains(where: seen.contains)
            }
            let own = { (path: String) in map.module(of: path) == module }
            return Part(module: module, seen: seen, result: GraphBuilder.build(group, styles: styles, accounts: own, retire: retire))
        }
        // The files no manifest claims see every module, as they did before modules were known.
        let unclaimed = shared.isEmpty ? [] : [Part(
            module: nil, seen: nil, result: GraphBuilder.build(files, styles: styles, accounts: { map.module(of: $0) == nil }, retire: retire)
        )]
        let wholeProjectRules = Set(styles.flatMap(\.checks).filter(\.isAboutTheWholeProject).map(\.identifier))
        return merge(parts + unclaimed, map: map, wholeProjectRules: wholeProjectRules)
    }

    /// The module itself, the modules its manifest says it depends on and those its files import.
    static func visibleModules(of module: String, files: [FileFacts], map: ModuleMap) -> Set<String> {
        var seen: Set<String> = [module]
        for dependency in map.module(named: module)?.dependencies ?? [] { seen.insert(dependency) }
        for file in files { seen.formUnion(file.imports) }
        return seen
    }

    private struct Part {
        var module: String?
        /// The modules its graph was built from; nil for every module.
        var seen: Set<String>?
        var result: GraphBuilder.Result

        func sees(_ module: String?) -> Bool {
            guard let seen else { return true }
            return module.map(seen.contains) ?? true
        }
    }

    /// A finding that nothing in the project does something, kept when every part that sees its file
    /// found it too: a module that imports the declaring one may do it (a flow handling an imported
    /// step). Of those, the finding of the part that sees the most modules, as it names the most.
    /// `byLocation`: each part's findings of those rules, by location.
    private static func wholeProjectFinding(
        _ finding: Finding, module: String?, parts: [Part], byLocation: [[SourceLocation: Finding]]
    ) -> Finding? {
        var kept = finding
        var keptBreadth = -1
        for (part, found) in zip(parts, byLocation) where part.sees(module) {
            guard let found = found[finding.location] else { return nil }
            let breadth = part.seen?.count ?? Int.max
            if breadth > keptBreadth {
                kept = found
                keptBreadth = breadth
            }
        }
        return kept
    }

    /// Each part keeps what its own module's files say: their nodes with their edges, annotations and
    /// events, and the warnings and findings located in those files.
    private static func merge(_ parts: [Part], map: ModuleMap, wholeProjectRules: Set<Finding.Rule>) -> GraphBuilder.Result {
        // A bare name declared as a node by two modules is qualified everywhere.
        var declaringModules: [String: Set<String?>] = [:]
        for part in parts {
            for node in part.result.graph.nodes.values where map.module(of: node.location.path) == part.module {
                declaringModules[node.name, default: []].insert(part.module)
            }
        }
        func qualified(_ name: String, module: String?) -> String {
            guard let module, (declaringModules[name]?.count ?? 0) > 1 else { return name }
            return "\(module).\(name)"
        }

        var nodes: [String: NavigationGraph.Node] = [:]
        var edges: [String: [NavigationGraph.Edge]] = [:]
        var annotations: [Annotation] = []
        var launchNodes: Set<String> = []
        var baseNodes: Set<String> = []
        var otherTypes: [String: SourceLocation] = [:]
        var diagnostics = Set<Diagnostic>()
        var findings = Set<Finding>()
        var undecided: [UndecidedReason: Int] = [:]
        var accounting = CallAccounting()
        var wantedNames: Set<String> = []
        var missedNames: Set<String> = []
        var memberReadTypes: Set<String> = []
        var askedMembers: Set<String> = []
        var askedGlobals: Set<String> = []
        var memberReads: Set<UInt32> = []
        let wholeProjectFindings = parts.map { part in
            Dictionary(
                part.result.findings.filter { wholeProjectRules.contains($0.rule) }.map { ($0.location, $0) }, uniquingKeysWith: min
            )
        }
        for part in parts {
            let graph = part.result.graph
            let isOwn = { (path: String) in map.module(of: path) == part.module }
            // Every node of this part's graph, by the name the merged graph gives it.
            let rename = { (name: String) -> String in
                guard let node = graph.nodes[name] else { return name }
                return qualified(name, module: map.module(of: node.location.path))
            }
            let owns = { (name: String) in graph.nodes[name].map { isOwn($0.location.path) } ?? false }
            for node in graph.nodes.values where isOwn(node.location.path) {
                var renamed = node
                renamed.name = rename(node.name)
                renamed.module = part.module
                nodes[renamed.name] = renamed
                edges[renamed.name] = graph.outgoing(node.name).map { edge in
                    var edge = edge
                    edge.from = renamed.name
                    edge.to = rename(edge.to)
                    return edge
                }
            }
            annotations += graph.annotations.filter { owns($0.node) }.map { $0.renamed(rename) }
            launchNodes.formUnion(graph.launchNodes.filter(owns).map(rename))
            // A base class is one in any part that sees a subclass of it: another module's subclasses make it one.
            baseNodes.formUnion(graph.baseNodes.map(rename))
            for (name, location) in part.result.otherTypes where isOwn(location.path) && otherTypes[name] == nil {
                otherTypes[name] = location
            }
            // A build's warnings hold its findings: a whole-project one is replaced or left out.
            var ownDiagnostics = Set(part.result.diagnostics.filter { isOwn($0.path) })
            for finding in part.result.findings where isOwn(finding.location.path) {
                guard wholeProjectRules.contains(finding.rule) else {
                    findings.insert(finding)
                    continue
                }
                ownDiagnostics.remove(finding.diagnostic)
                if let kept = wholeProjectFinding(finding, module: part.module, parts: parts, byLocation: wholeProjectFindings) {
                    findings.insert(kept)
                    ownDiagnostics.insert(kept.diagnostic)
                }
            }
            diagnostics.formUnion(ownDiagnostics)
            for (reason, count) in part.result.undecided { undecided[reason, default: 0] += count }
            accounting.merge(part.result.accounting, module: part.module)
            wantedNames.formUnion(part.result.wantedNames)
            missedNames.formUnion(part.result.missedNames)
            memberReadTypes.formUnion(part.result.memberReadTypes)
            askedMembers.formUnion(part.result.askedMembers)
            askedGlobals.formUnion(part.result.askedGlobals)
            memberReads.formUnion(part.result.memberReads)
        }
        // Sorted again: qualified names can change the order.
        let order = NavigationGraph.edgeOrder(nodes: nodes)
        edges = edges.mapValues { $0.sorted(by: order) }
        var graph = NavigationGraph(
            nodes: nodes, edges: edges, annotations: annotations.sorted(by: Annotation.precedes), launchNodes: launchNodes.sorted()
        )
        graph.baseNodes = baseNodes.sorted()
        var result = GraphBuilder.Result(
            graph: graph, otherTypes: otherTypes, diagnostics: Diagnostic.sorted(diagnostics), wantedNames: wantedNames
        )
        result.findings = Finding.sorted(findings)
        result.undecided = undecided
        result.accounting = accounting
        result.missedNames = missedNames
        result.memberReadTypes = memberReadTypes
        result.askedMembers = askedMembers
        result.askedGlobals = askedGlobals
        result.memberReads = memberReads
        return result
    }
}

extension ModuleGraphs {
    /// `--module`: the nodes `module` declares and every node they lead to, with the warnings and findings
    /// of the modules those are in.
    static func restrict(_ result: GraphBuilder.Result, to module: String, map: ModuleMap) -> GraphBuilder.Result {
        let graph = result.graph
        var kept = Set(graph.nodes.values.filter { $0.module == module }.map(\.name))
        var pending = Array(kept)
        while let name = pending.popLast() {
            for edge in graph.outgoing(name) where kept.insert(edge.to).inserted { pending.append(edge.to) }
        }
        let modules = Set(kept.compactMap { graph.nodes[$0] }.map(\.module)).union([module])
        let inKept = { (path: String) in modules.contains(map.module(of: path)) }
        var restricted = result
        restricted.graph.nodes = graph.nodes.filter { kept.contains($0.key) }
        restricted.graph.edges = graph.edges.filter { kept.contains($0.key) }
        restricted.graph.annotations = graph.annotations.filter { kept.contains($0.node) }
        restricted.graph.launchNodes = graph.launchNodes.filter(kept.contains)
        restricted.graph.baseNodes = graph.baseNodes.filter(kept.contains)
        restricted.otherTypes = result.otherTypes.filter { inKept($0.value.path) }
        restricted.diagnostics = result.diagnostics.filter { inKept($0.path) }
        restricted.findings = result.findings.filter { inKept($0.location.path) }
        restricted.accounting = CallAccounting()
        restricted.accounting.merge(result.accounting, modules: modules.contains)
        return restricted
    }
}

extension NavigationGraph {
    /// The graph with each node's module, from the file that declares it.
    func withModules(_ map: ModuleMap) -> NavigationGraph {
        var graph = self
        for (name, node) in nodes {
            graph.nodes[name]?.module = map.module(of: node.location.path)
        }
        return graph
    }
}
