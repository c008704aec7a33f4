/// Flows nothing leads to. It belongs to no style: it reads only the finished graph's edges and which
/// kinds are entry points, whatever style drew them. It runs per request, from the roots the request
/// names, so it is a `GraphCheck`, and opt-in: trees print it with `--unreachable`, `lint` always.
struct UnreachableCheck: GraphCheck {
    static let identifier: Finding.Rule = "unreachable"
    var identifier: Finding.Rule { Self.identifier }
    let style = "all styles"
    let summary = "A flow no root, launch or entry flow leads to"
    let explanation = """
        A flow that no edge leads to from the roots named, else from where the app starts (the flows given \
        to FlowCoordinator.coordinate(flow:with:), the first screen an app delegate shows), else from the \
        entry flows. Only flows are checked: a view controller may be shown by code no style draws. When \
        the graph left an edge undrawn (a target of unknown type), nothing is reported: that edge may lead \
        to any flow.
        """
    let wrongExample = """
        final class AppFlow: Flow {
            func navigate(to step: Step) -> FlowContributors {
                .one(flowContributor: .contribute(withNextPresentable: HomeFlow(), withNextStepper: OneStepper(withSingleStep: AppStep.home)))
            }
        }
        final class LegacyFlow: Flow { /* nothing contributes it */ }
        """
    let rightExample = """
        final class AppFlow: Flow {
            func navigate(to step: Step) -> FlowContributors {
                .one(flowContributor: .contribute(withNextPresentable: HomeFlow(), withNextStepper: OneStepper(withSingleStep: AppStep.home)))
            }
        }
        // LegacyFlow deleted, or contributed where it is shown.
        """
    let isOptIn = true
    let reasons: [UndecidedReason] = []

    func run(on graph: NavigationGraph, roots: [String], undecided: [UndecidedReason: Int]) -> CheckResult {
        let starts: [String]
        let origin: String
        if !roots.isEmpty {
            starts = roots
            origin = roots.joined(separator: ", ")
        } else if !graph.launchNodes.isEmpty {
            starts = graph.launchNodes
            origin = starts.joined(separator: ", ")
        } else {
            starts = graph.entryNodes
            origin = "an entry flow"
        }
        // Only when every edge is drawn: an undrawn one may lead to any of them.
        guard undecided[GraphBuilder.unresolvedEdge] == nil else { return CheckResult() }
        let flows = graph.unreachable(from: starts).filter(\.kind.look.isEntryPoint)
        return CheckResult(findings: flows.map { node in
            Finding(rule: identifier, location: node.location, message: "\(node.name) is not reachable from \(origin)")
        })
    }
}
