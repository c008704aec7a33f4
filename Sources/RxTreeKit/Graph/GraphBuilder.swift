/// All files' facts to the navigation graph: the styles (`NavigationStyle`) decide which types are
/// nodes and which calls are edges; this stage runs them over one semantic model in a fixed order.
package enum GraphBuilder {
    /// The reason `Result.undecided` counts edges left undrawn: where an unknown value leads is unknown.
    static let unresolvedEdge = UndecidedReason("unresolved-edge", "an edge whose target's type is unknown (no edge drawn)")

    /// The rules over the finished graph, whatever style drew it.
    static let checks: [any GraphCheck] = [UnreachableCheck()]

    /// Whether the wanted names so far (nodes not included) bring more files in, so that another round's graph
    /// will replace this one (`build`).
    package typealias RoundFollows = (_ wanted: Set<String>, _ nodes: [String: NavigationGraph.Node]) -> Bool

    package struct Result: Sendable {
        package var graph: NavigationGraph
        /// Project types that are not nodes, where first declared.
        package var otherTypes: [String: SourceLocation]
        /// Sorted by location.
        package var diagnostics: [Diagnostic]
        /// Names a file must mention to possibly change this graph: every node, what the model needed
        /// and found no declaration of, and what the styles ask for.
        package var wantedNames: Set<String>
        /// What the checks proved, sorted; also among `diagnostics` as warnings.
        package var findings: [Finding] = []
        /// What the checks could not decide, by reason: how many cases each left unchecked.
        package var undecided: [UndecidedReason: Int] = [:]
        /// What became of every navigation call, by style and outcome.
        package var accounting = CallAccounting()
        /// Every name the model looked up and found no declaration of (`ProjectIndex.missedNames`).
        package var missedNames: Set<String> = []
        /// Every type whose members the model looked into or for (`ProjectIndex.typesWhoseMembersWereRead`).
        package var memberReadTypes: Set<String> = []
        /// Every member name looked for across extensions (`ProjectIndex.membersAskedOfExtensions`).
        package var askedMembers: Set<String> = []
        /// Every name looked up among free functions and global variables (`ProjectIndex.globalsAsked`).
        package var askedGlobals: Set<String> = []
        /// What was read of the project types' members, as name hashes (`ProjectIndex.memberReads`).
        package var memberReads: Set<UInt32> = []
        /// A build left once its wanted names proved another round would follow (`build`'s `roundFollows`):
        /// it has its nodes and wanted names, and nothing else.
        package var isUnfinished = false

        static let empty = Result(graph: NavigationGraph(nodes: [:], edges: [:]), otherTypes: [:], diagnostics: [], wantedNames: [])
    }

    /// `files` must be in path order. The model is handed to `retire` once nothing else refers to it,
    /// so that a caller can free its many small allocations off the critical path.
    /// `accounts` says which files' navigation calls the result counts (`CallAccounting`).
    /// `roundFollows` is asked, once the edges are drawn, whether the wanted names so far (nodes not
    /// included) bring more files in: then the checks, the accounting and the sorting are skipped, as the
    /// graph of the next round replaces this one (`Result.isUnfinished`).
    static func build(
        _ files: [FileFacts], styles: [any NavigationStyle], accounts: (String) -> Bool = { _ in true },
        roundFollows: RoundFollows = { _, _ in false },
        retire: (SemanticModel) -> Void = { _ in }
    ) -> Result {
        let model = SemanticModel(
            files,
            frameworkNames: styles.reduce(into: []) { $0.formUnion($1.frameworkNames) },
            abstractTypes: styles.reduce(into: []) { $0.formUnion($1.abstractTypes) },
            sameValueMembers: styles.reduce(into: []) { $0.formUnion($1.sameValueMembers) }
        )
        let result = build(model, styles: styles, accounts: accounts, roundFollows: roundFollows)
        retire(consume model)
        return result
    }

    private static func build(
        _ model: SemanticModel, styles: [any NavigationStyle], accounts: (String) -> Bool,
        roundFollows: RoundFollows
    ) -> Result {
        let analyses = styles.map { $0.analysis(of: model) }
        var needs = model.index.declarationNeeds
        var diagnostics = Set<Diagnostic>()

        var nodes: [String: NavigationGraph.Node] = [:]
        var claims: [String: ObjectIdentifier] = [:]
        var otherTypes: [String: SourceLocation] = [:]
        for (name, info) in model.index.types where info.isDeclared {
            guard let location = info.declarations.first else { continue }
            // Only classes navigate; the first style that claims one decides its kind.
            var kind: NodeKind?
            var claimant: (any StyleAnalysis)?
            if info.kind == .class {
                for analysis in analyses {
                    kind = analysis.nodeKind(of: name, needs: &needs)
                    if kind != nil {
                        claimant = analysis
                        break
                    }
                }
            }
            guard let kind, let claimant else {
                otherTypes[name] = location
                continue
            }
            claims[name] = ObjectIdentifier(claimant)
            nodes[name] = NavigationGraph.Node(name: name, kind: kind, location: location)
            // Only a duplicated node changes the tree.
            for redeclaration in model.index.redeclarations[name] ?? [] {
                diagnostics.insert(Diagnostic(
                    at: redeclaration,
                    message: "'\(name)' is also declared at \(location.path):\(location.line); rxtree merges their edges"
                ))
            }
        }

        var bases: Set<String> = []
        for name in nodes.keys {
            if let superclass = model.index.superclass(of: name, needs: &needs), nodes[superclass] != nil { bases.insert(superclass) }
        }
        var draft = GraphDraft(model: model, nodes: nodes, diagnostics: diagnostics, needs: needs, analyses: analyses, claims: claims)
        for analysis in analyses { analysis.drawEdges(into: &draft) }
        for analysis in analyses { analysis.wantedNames(needs: &draft.needs) }
        if roundFollows(draft.needs.names, nodes) {
            var unfinished = Result(graph: NavigationGraph(nodes: nodes, edges: [:]), otherTypes: [:], diagnostics: [], wantedNames: draft.needs.names.union(nodes.keys))
            unfinished.isUnfinished = true
            return unfinished
        }
        for analysis in analyses { analysis.check(&draft) }

        var graph = NavigationGraph(nodes: nodes, edges: draft.edges.sortedEdges(nodes: nodes))
        graph.annotations = Array(Set(draft.annotations)).sorted(by: Annotation.precedes)
        graph.launchNodes = draft.launchNodes.sorted(by: String.utf8Order)
        graph.baseNodes = bases.sorted(by: String.utf8Order)
        for cycle in model.index.inheritanceCycles {
            draft.diagnostics.insert(inheritanceCycleWarning(cycle, in: model.index))
        }
        let cut = model.index.cutChains.min(by: String.utf8Order)
        if let cut, let location = model.index.types[cut]?.declarations.first {
            draft.diagnostics.insert(Diagnostic(
                at: location,
                message: "class '\(cut)' inherits through more than \(ProjectIndex.maximumClassChain) classes; the members of those above are not looked up"
            ))
            draft.undecided[GraphBuilder.unresolvedEdge, default: 0] += 1
        }
        let findings = Finding.sorted(Set(draft.findings))
        draft.diagnostics.formUnion(findings.map(\.diagnostic))
        let accounting = draft.calls.tally(model, styles: styles, accounts: accounts, diagnostics: &draft.diagnostics)
        return Result(
            graph: graph, otherTypes: otherTypes, diagnostics: Diagnostic.sorted(draft.diagnostics),
            wantedNames: draft.needs.names.union(nodes.keys), findings: findings, undecided: draft.undecided,
            accounting: accounting, missedNames: model.index.missedNames,
            memberReadTypes: model.index.typesWhoseMembersWereRead, askedMembers: model.index.membersAskedOfExtensions,
            askedGlobals: model.index.globalsAsked, memberReads: model.index.memberReads
        )
    }
}

/// One warning for a ring of classes inheriting each other, at the first declaration of the ring's
/// first class in name order (where the ring was entered depends on the order of questions).
private func inheritanceCycleWarning(_ cycle: [String], in index: ProjectIndex) -> Diagnostic {
    let start = cycle.indices.min { String.utf8Order(cycle[$0], cycle[$1]) } ?? 0
    let ring = Array(cycle[start...] + cycle[..<start])
    let shown = ring.prefix(3).map { "'\($0)'" }.joined(separator: " -> ") + (ring.count > 3 ? " -> ..." : "")
    let location = index.types[ring[0]]?.declarations.first ?? SourceLocation(path: "", line: 0, column: 0)
    return Diagnostic(
        at: location,
        message: "class '\(ring[0])' inherits from itself through \(ring.count) classes (\(shown)); their superclasses are ignored"
    )
}

/// The graph while the styles draw its edges: the nodes found, the edges and warnings so far, and the
/// needs of every answer the model gave.
struct GraphDraft {
    let model: SemanticModel
    let nodes: [String: NavigationGraph.Node]
    /// `nodes` in `NavigationGraph.nodeOrder`, sorted once for every style that walks them in order.
    let sortedNodes: [NavigationGraph.Node]
    var edges = EdgeCollector()
    var diagnostics: Set<Diagnostic>
    var needs: Needs
    var findings: [Finding] = []
    /// The styles' notes on nodes and edges (`StyleAnalysis.check`).
    var annotations: [Annotation] = []
    /// Nodes the app is known to start from (`FlowCoordinator.coordinate(flow:with:)`, the first screen an
    /// app delegate shows).
    var launchNodes: Set<String> = []
    var undecided: [UndecidedReason: Int] = [:]
    /// What became of each navigation call the styles read.
    var calls = CallLedger()

    /// Every style's reading of the project, for what one style provides and others consume.
    private let analyses: [any StyleAnalysis]
    /// Which style's reading claimed each node (`NavigationStyles.all`'s order decides between two).
    private let claims: [String: ObjectIdentifier]

    init(
        model: SemanticModel, nodes: [String: NavigationGraph.Node], diagnostics: Set<Diagnostic>, needs: Needs,
        analyses: [any StyleAnalysis] = [], claims: [String: ObjectIdentifier] = [:]
    ) {
        self.model = model
        self.nodes = nodes
        sortedNodes = NavigationGraph.sorted(nodes)
        self.diagnostics = diagnostics
        self.needs = needs
        self.analyses = analyses
        self.claims = claims
    }

    /// Whether the node `name` is `analysis`'s: the first style that took it for a node (two coordinator
    /// styles may both read a class as a coordinator; each draws only its own).
    func isClaimed(_ name: String, by analysis: any StyleAnalysis) -> Bool {
        claims[name] == ObjectIdentifier(analysis)
    }

    /// Marks as launched each node of `kind` that code outside every node (the app or scene delegate)
    /// starts with a call `launch` reads (the value it starts, or nil for another call):
    /// `AppCoordinator(window: window).start()`, XCoordinator's `router.setRoot(for: window)`. They begin
    /// the forest when no root is named, even when another node leads back to them.
    mutating func recordLaunches(of kind: NodeKind, in model: SemanticModel, launch: (CallFact) -> ValueExpr?) {
        for (owner, body) in model.index.bodiesInOrder where isOutsideEveryNode(owner) {
            for call in body.calls {
                guard let started = launch(call) else { continue }
                for type in instanceTypes(of: started, in: owner) where self.kind(of: type) == kind {
                    launchNodes.insert(type)
                }
            }
        }
    }

    /// The view model the screen `name` holds, from the style that pairs screens with view models
    /// (`StyleAnalysis.viewModel(of:)`); nil when none does.
    func viewModel(of name: String, needs: inout Needs) -> String? {
        for analysis in analyses {
            if let viewModel = analysis.viewModel(of: name, needs: &needs) { return viewModel }
        }
        return nil
    }

    func kind(of name: String) -> NodeKind? {
        nodes[name]?.kind
    }

    /// Whether code of `owner` (nil at file level) is outside every node: the app or scene delegate, where
    /// what it starts is where the app launches.
    func isOutsideEveryNode(_ owner: String?) -> Bool {
        owner.map { kind(of: $0) == nil } ?? true
    }

    /// A bound of type inference that stopped an answer short of what the code proves.
    private enum Stop {
        /// The nesting bound cut it (`TypeInference.maximumNesting`): what it found is kept, the rest unknown.
        case cut
        /// It came of a cycle of declarations that did not settle (`TypeInference.Memo`): not a fixpoint, so nothing is proven.
        case unsettled

        /// Why, as the warnings say it.
        var reason: String {
            switch self {
            case .cut: "it goes through more than \(TypeInference.maximumNesting) nested declarations"
            case .unsettled: "it goes through declarations that depend on each other and did not settle in \(TypeInference.maximumCycleRounds) rounds"
            }
        }
    }

    /// The bound that stopped the last answer, if one did.
    private var lastAnswerStop: Stop?

    /// The bound that stopped the answers given since the inference's counters read `cuts` and `unsettled`.
    private func stop(sinceCuts cuts: Int, unsettled: Int) -> Stop? {
        if model.inference.cuts != cuts { return .cut }
        if model.inference.unsettled != unsettled { return .unsettled }
        return nil
    }

    /// The types of values `value` can have in `context` (a type's name, nil at file level).
    mutating func instanceTypes(of value: ValueExpr, in context: String?, generics: GenericBindings = [:]) -> [String] {
        instanceTypes(of: value, in: TypeInference.Scope(owner: context, generics: generics))
    }

    /// The same, where a function's parameters are bound to what its calls pass.
    mutating func instanceTypes(of value: ValueExpr, in scope: TypeInference.Scope) -> [String] {
        let cutsBefore = model.inference.cuts
        let unsettledBefore = model.inference.unsettled
        let types = model.inference.instanceTypes(of: value, in: scope, needs: &needs)
        lastAnswerStop = stop(sinceCuts: cutsBefore, unsettled: unsettledBefore)
        // Not a fixpoint, so not proven, even when also cut: no edge comes of it, and `warnIfUnresolved` says why.
        return model.inference.unsettled != unsettledBefore ? [] : types
    }

    /// The calls of `purpose` that `call` makes, itself or through the project's wrappers
    /// (`TypeInference.expand`); a warning at the call when the nesting bound cut the walk through
    /// wrappers short, as what lies beyond is unknown; no call and a warning when the wrappers call each
    /// other in a cycle that did not settle.
    mutating func expand(
        _ call: CallFact, in scope: TypeInference.Scope, for purpose: TypeInference.CallPurpose, subject: String, style: String
    ) -> [(call: CallFact, scope: TypeInference.Scope)] {
        let cutsBefore = model.inference.cuts
        let unsettledBefore = model.inference.unsettled
        let found = model.inference.expand(call, in: scope, for: purpose, needs: &needs)
        guard let stop = stop(sinceCuts: cutsBefore, unsettled: unsettledBefore) else { return found }
        warn(at: call, "cannot tell what \(subject) leads to: \(stop.reason); no edge drawn", style: style)
        return stop == .unsettled ? [] : found
    }

    /// Adds the edge `call` draws, at the call.
    mutating func addEdge(from: String, to: String, kind: EdgeKind, steps: Set<String>, drawnBy call: CallFact, style: String) {
        edges.add(from: from, to: to, kind: kind, steps: steps, at: call.location)
        calls.record(.edge, of: call, by: style)
    }

    /// Warns at `call` when `types`, inferred for `subject`, gave no node because they are unknown or
    /// abstract; when they are simply not nodes (a `UINavigationController`), says so in the accounting.
    mutating func warnIfUnresolved(_ types: [String], subject: String, at call: CallFact, style: String) {
        let message: String
        if let stop = lastAnswerStop {
            message = "cannot resolve the type of \(subject): \(stop.reason); no edge drawn"
        } else if types.isEmpty {
            message = "cannot resolve the type of \(subject); no edge drawn"
        } else if let abstract = types.first(where: model.isAbstract) {
            message = "\(subject) has the abstract type '\(abstract)'; no edge drawn"
        } else {
            calls.record(.notANode, of: call, by: style)
            return
        }
        warn(at: call, message, style: style)
    }

    /// A warning at `call` that it draws no edge: counted in the accounting and as an unresolved edge.
    mutating func warn(at call: CallFact, _ message: String, style: String) {
        diagnostics.insert(Diagnostic(at: call.location, message: message))
        calls.record(.warning, of: call, by: style)
        undecided[GraphBuilder.unresolvedEdge, default: 0] += 1
    }
}

/// Collects edges, merging repeated ones and their call sites.
struct EdgeCollector {
    struct Key: Hashable {
        var from: String
        var to: String
        var kind: EdgeKind
    }

    private var edges: [Key: NavigationGraph.Edge] = [:]

    /// The edges so far, in no particular order.
    var all: Dictionary<Key, NavigationGraph.Edge>.Values { edges.values }

    mutating func add(from: String, to: String, kind: EdgeKind, steps: Set<String>, at location: SourceLocation) {
        let key = Key(from: from, to: to, kind: kind)
        var edge = edges[key] ?? NavigationGraph.Edge(from: from, to: to, kind: kind, steps: [], locations: [])
        edge.steps = Array(Set(edge.steps).union(steps)).sorted()
        if !edge.locations.contains(location) {
            edge.locations.append(location)
            edge.locations.sort()
        }
        edges[key] = edge
    }

    func sortedEdges(nodes: [String: NavigationGraph.Node]) -> [String: [NavigationGraph.Edge]] {
        var grouped: [String: [NavigationGraph.Edge]] = [:]
        grouped.reserveCapacity(nodes.count)
        for edge in edges.values {
            grouped[edge.from, default: []].append(edge)
        }
        let order = NavigationGraph.edgeOrder(nodes: nodes)
        return grouped.mapValues { $0.sorted(by: order) }
    }
}
