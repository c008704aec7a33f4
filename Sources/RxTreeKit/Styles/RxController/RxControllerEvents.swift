/// RxController's second channel: events between a view model and its first-generation children.
/// A parent sends with `events.accept(InfoEvent.name.event(x))` or `bindToEvents(from:with:)`, a child
/// receives with `parentEvents.value(of:)`, `unwrappedValue(of:type:)` or `bindParentEvents(to:with:)`,
/// and the other way round; routers (`forward(parentEvent:toEvent:)`, `forward(toEvent:parentEvent:)`)
/// pass events on. This style draws no edge: it labels the child view controller edges with what
/// travels along them (`EdgeEvents`) and checks the wires, only where every end is known.
struct RxControllerEventStyle: NavigationStyle {
    static let name = "RxController"
    var name: String { Self.name }
    /// Its check rules, one type each in `Checks/`.
    static let eventChecks: [any ModelCheck<EventWiring>] = [
        UnsentEventCheck(), UnsentChildEventCheck(), UnusedEventCheck(), EventInInitCheck(), UnreceivedForwardCheck(),
    ]
    /// Each upcast on its own: an array converted whole casts every element at run time, and the first cast of
    /// a type searches every protocol conformance the process has (about 0.5 M instructions each).
    var checks: [any NavigationCheck] { Self.eventChecks.map { $0 as any NavigationCheck } }

    /// `Events(` is in every binder (`bindParentEvents(`), `parentEvent` in the routers and `parentEvents`.
    let keywords = ["RxControllerEvent", "parentEvent", "Events(", "events."]
    let callNames: Set<String> = [
        "accept", "value", "unwrappedValue", "bindToEvents", "bindToParentEvents", "bindEvents", "bindParentEvents",
        "forward", "addChild", "addChildren", "identifier",
    ]
    let receiverNames: [String: Set<String>] = [
        "accept": ["events", "parentEvents"], "value": ["events", "parentEvents"], "unwrappedValue": ["events", "parentEvents"],
        "identifier": ["RxControllerEvent"],
    ]
    let frameworkNames: Set<String> = ["RxControllerEvent", "RxViewModel"]
    let abstractTypes: Set<String> = []
    let nodeKinds: [NodeKind] = []
    let edgeKinds: [EdgeKind] = []
    let annotationKinds: [AnnotationKind] = [EdgeEvents.kind]

    func analysis(of model: SemanticModel) -> any StyleAnalysis {
        Analysis(model: model)
    }

    final class Analysis: StyleAnalysis {
        private let model: SemanticModel
        /// Each screen's view model, with the needs of the answer: the step routing asks for every contribution
        /// and child, 3,700 times for 2,700 screens in a build of 20,000 files.
        private var viewModels: [String: (viewModel: String?, needs: Needs)] = [:]

        init(model: SemanticModel) {
            self.model = model
        }

        func nodeKind(of type: String, needs: inout Needs) -> NodeKind? { nil }
        func drawEdges(into draft: inout GraphDraft) {}

        func viewModel(of type: String, needs: inout Needs) -> String? {
            if let known = viewModels[type] {
                needs.formUnion(known.needs)
                return known.viewModel
            }
            var inner = Needs()
            let viewModel = RxControllerViewModels.viewModelType(of: type, model: model, needs: &inner)
            viewModels[type] = (viewModel, inner)
            needs.formUnion(inner)
            return viewModel
        }

        func check(_ draft: inout GraphDraft) {
            draft.run(RxControllerEventStyle.eventChecks, with: EventWiring(model: model, draft: &draft))
        }
    }
}

