/// Everything one way of navigating means to rxtree (RxFlow's flows, UIKit's child view controllers):
/// which files may matter, which calls to record, which classes are its nodes, which calls its edges,
/// and how they are drawn. Each style lives in a folder of its own under `Styles/`; the stages before
/// and after know styles only through this protocol.
protocol NavigationStyle: Sendable {
    /// How `rxtree rules` and `--explain` name it.
    var name: String { get }
    /// Words whose presence in a file's bytes makes the file worth parsing (see `Relevance`).
    var keywords: [String] { get }
    /// Calls whose receiver and arguments the scanner records (`CallFact`).
    var callNames: Set<String> { get }
    /// Initialisers whose arguments matter inside other values (`OneStepper(withSingleStep:)`).
    var valueCalls: Set<String> { get }
    /// Argument labels whose values matter inside other values, whatever the call (`rootViewController:`).
    var valueLabels: Set<String> { get }
    /// Functions whose case matching over their first parameter matters (`navigate(to:)`).
    var matchingFunctions: Set<String> { get }
    /// Of `callNames`, those worth recording only with a receiver of one of these last names.
    var receiverNames: [String: Set<String>] { get }
    /// Of those, the calls worth recording on any receiver when their first argument is a local or parameter.
    var localArgumentCalls: Set<String> { get }
    /// Of `callNames`, those worth recording only with a first argument of one of these last names.
    var firstArgumentNames: [String: Set<String>] { get }
    /// Members whose assignment `x.member = value` the scanner records as a call (`CallFact.isAssignment`).
    var assignedMembers: Set<String> { get }
    /// Words marking code that wires objects together, whose every call the scanner records
    /// (`ScanVocabulary.wiringWords`).
    var wiringWords: [String] { get }
    /// Words marking types that hand screens to project objects, whose calls passing one the scanner
    /// records whatever their name (`ScanVocabulary.handingWords`).
    var handingWords: [String] { get }
    /// Words that begin the methods starting another object (`start`: `child.startFlow()`), whose calls on
    /// a value other than `self` the scanner records in a handing type and its extensions
    /// (`ScanVocabulary.startingWords`).
    var startingWords: [String] { get }
    /// Calls, by `Receiver.method`, whose closure is called with a member of each argument without a label, in
    /// order (`Flows.use(flow, when: .created) { root in ... }`: `root` is `flow.root`); the scanner binds them
    /// (`ScanVocabulary.closureParameterMembers`).
    var closureParameterMembers: [String: String] { get }
    /// The prefix its frameworks' module names start with (`Rx` of `RxFlow`): a keyword right after it
    /// does not count, as `import RxFlow` alone says nothing of a file. The styles that declare one
    /// declare the same (the byte filter checks one prefix).
    var modulePrefix: String? { get }
    /// Type names its frameworks declare, never the project: looking them up in vain parses nothing more.
    var frameworkNames: Set<String> { get }
    /// Framework types that say only "some presentable": a value of one draws no edge, with a warning.
    var abstractTypes: Set<String> { get }
    /// Members its frameworks declare that stand for their receiver as far as navigation goes
    /// (XCoordinator's `coordinator.strongRouter` routes to the coordinator).
    var sameValueMembers: Set<String> { get }
    var nodeKinds: [NodeKind] { get }
    var edgeKinds: [EdgeKind] { get }
    /// The kinds of note it attaches to nodes and edges (`Annotation`), with their looks.
    var annotationKinds: [AnnotationKind] { get }
    /// The check rules it declares, each one type in its folder; they run from `StyleAnalysis.check`.
    var checks: [any NavigationCheck] { get }
    /// Whether `call` is one of its navigation calls (a contribution, `addChild`, a push): each one in the
    /// files read must end as an edge, a warning at the call, or a declared `CallOutcome` (`CallAccounting`).
    func isNavigationCall(_ call: CallFact) -> Bool

    /// This style's work on one project; it may memoise what it learns of the model.
    func analysis(of model: SemanticModel) -> any StyleAnalysis
}

extension NavigationStyle {
    var valueCalls: Set<String> { [] }
    var valueLabels: Set<String> { [] }
    var matchingFunctions: Set<String> { [] }
    var receiverNames: [String: Set<String>] { [:] }
    var localArgumentCalls: Set<String> { [] }
    var firstArgumentNames: [String: Set<String>] { [:] }
    var assignedMembers: Set<String> { [] }
    var sameValueMembers: Set<String> { [] }
    var wiringWords: [String] { [] }
    var handingWords: [String] { [] }
    var startingWords: [String] { [] }
    var closureParameterMembers: [String: String] { [:] }
    var annotationKinds: [AnnotationKind] { [] }
    var modulePrefix: String? { nil }
    var checks: [any NavigationCheck] { [] }
    func isNavigationCall(_ call: CallFact) -> Bool { false }
}

/// One style's reading of one project.
protocol StyleAnalysis: AnyObject {
    /// The kind of node the declared class `type` is in this style, or nil.
    func nodeKind(of type: String, needs: inout Needs) -> NodeKind?
    /// Adds the edges this style's calls draw, and warnings for values it cannot type.
    func drawEdges(into draft: inout GraphDraft)
    /// After every style drew its edges: what this style's checks share, found once, the annotations it
    /// notes on nodes and edges (`Annotation`), and its check rules run over them (`GraphDraft.run`).
    func check(_ draft: inout GraphDraft)
    /// Names beyond the nodes and the model's needs whose declaration in a filtered file could change the graph.
    func wantedNames(needs: inout Needs)
    /// The view model the screen `type` holds, when this style pairs screens with view models
    /// (RxController's `RxViewController<ViewModel>`): a product other styles' checks consume through
    /// `GraphDraft.viewModel(of:)`, never by calling this style.
    func viewModel(of type: String, needs: inout Needs) -> String?
}

extension StyleAnalysis {
    func check(_ draft: inout GraphDraft) {}
    func wantedNames(needs: inout Needs) {}
    func viewModel(of type: String, needs: inout Needs) -> String? { nil }
}
