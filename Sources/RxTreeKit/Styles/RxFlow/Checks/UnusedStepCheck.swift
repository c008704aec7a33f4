/// A step case nothing emits and no flow names.
struct UnusedStepCheck: ModelCheck {
    let identifier: Finding.Rule = "unused-step"
    let style = RxFlowStyle.name
    let summary = "A step case nothing emits and no flow's navigate(to:) names"
    let explanation = """
        A case of a Step enum that nothing in the project emits and no flow's navigate(to:) names (a \
        default: names no case): dead code. Undecided for every case when some step is built at run time, \
        and for an enum whose values are passed on without a known case.
        """
    let wrongExample = """
        enum AppStep: Step {
            case home
            case reviews  // neither sent nor handled
        }
        """
    let rightExample = """
        enum AppStep: Step {
            case home
        }
        """
    let reasons = StepRouting.deadStepReasons
    let isAboutTheWholeProject = true

    func run(_ routing: StepRouting, on draft: inout GraphDraft) -> CheckResult {
        CheckResult(findings: routing.unemittedCases.filter(\.handledBy.isEmpty).map { unused in
            Finding(
                rule: identifier, location: unused.enumCase.location,
                message: "\(unused.type).\(unused.enumCase.name) is neither emitted nor named by any flow's navigate(to:)"
            )
        })
    }
}
