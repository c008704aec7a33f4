/// The navigation styles rxtree knows: a new style is a new folder beside these and one line here.
///
/// The order matters in one place only: a class two styles would claim becomes the node of the first
/// that does (`GraphBuilder` asks each in turn), so a `UIViewController` subclass that is also a `Flow`
/// is a flow. Every style draws its edges before any checks run (`StyleAnalysis.check`), and what one
/// style provides another (child edges, launch nodes, a screen's view model) goes through the draft, so
/// nothing else depends on the order.
package enum NavigationStyles {
    static let all: [any NavigationStyle] = [
        RxFlowStyle(),
        ContainmentStyle(),
        RxControllerEventStyle(),
        XCoordinatorStyle(),
        CoordinatorStyle(),
        FlowControllerStyle(),
    ]

    /// What every style asks the scanner to look for.
    package static let vocabulary = ScanVocabulary(
        keywords: all.flatMap(\.keywords),
        callNames: all.reduce(into: KnownSignatures.autoregistering) { $0.formUnion($1.callNames) },
        valueCalls: all.reduce(into: KnownSignatures.resolvingWithArguments) { $0.formUnion($1.valueCalls) },
        valueLabels: all.reduce(into: []) { $0.formUnion($1.valueLabels) },
        matchingFunctions: all.reduce(into: []) { $0.formUnion($1.matchingFunctions) },
        receiverNames: filters(\.receiverNames),
        localArgumentCalls: all.reduce(into: []) { $0.formUnion($1.localArgumentCalls) },
        firstArgumentNames: filters(\.firstArgumentNames),
        assignedMembers: all.reduce(into: []) { $0.formUnion($1.assignedMembers) },
        wiringWords: all.flatMap(\.wiringWords),
        handingWords: all.flatMap(\.handingWords),
        startingWords: all.flatMap(\.startingWords),
        closureParameterMembers: all.reduce(into: [:]) { $0.merge($1.closureParameterMembers) { first, _ in first } },
        registeringCalls: KnownSignatures.registering,
        modulePrefix: all.lazy.compactMap(\.modulePrefix).first ?? ""
    )

    /// A call's filter holds only if every style that records the call filters it: then any style's names pass.
    private static func filters(_ filter: KeyPath<any NavigationStyle, [String: Set<String>]>) -> [String: Set<String>] {
        var merged: [String: Set<String>] = [:]
        for name in all.reduce(into: Set<String>(), { $0.formUnion($1.callNames) }) {
            let styles = all.filter { $0.callNames.contains(name) }
            guard styles.allSatisfy({ $0[keyPath: filter][name] != nil }) else { continue }
            merged[name] = styles.reduce(into: []) { $0.formUnion($1[keyPath: filter][name] ?? []) }
        }
        return merged
    }

    /// Every check rule: the graph's own and each style's, like SwiftLint's rule registry.
    package static let rules = RuleCatalog(
        checks: GraphBuilder.checks.map { $0 as any NavigationCheck } + all.flatMap(\.checks), graphReasons: [GraphBuilder.unresolvedEdge]
    )

    /// Every node, edge and annotation kind and every rule, for reading them back from the graph memo.
    package static let kinds = KindCatalog(
        nodeKinds: all.flatMap(\.nodeKinds), edgeKinds: all.flatMap(\.edgeKinds), annotationKinds: all.flatMap(\.annotationKinds),
        rules: rules
    )

    /// The navigation graph of these facts (in path order), by every style; unfinished when `roundFollows`
    /// says the wanted names bring more files in (`GraphBuilder.build`).
    package static func graph(
        of files: [FileFacts], roundFollows: GraphBuilder.RoundFollows = { _, _ in false }
    ) -> GraphBuilder.Result {
        GraphBuilder.build(files, styles: all, roundFollows: roundFollows)
    }
}
