/// A step case some flow handles, but nothing emits.
struct UnemittedStepCheck: ModelCheck {
    let identifier: Finding.Rule = "unemitted-step"
    let style = RxFlowStyle.name
    let summary = "A step case some flow handles, but nothing emits"
    let explanation = """
        A case of a Step enum that some flow's navigate(to:) names, while no code in the project emits it \
        (steps.accept, OneStepper, a forward, an initialStep, a written navigate(to:)): the screen it leads \
        to cannot be reached that way. Undecided for every case when some step is built at run time, and \
        for an enum whose values are passed on without a known case.
        """
    let wrongExample = """
        enum AppStep: Step { case home, trailer }
        // MoviesFlow.navigate(to:):
        case .trailer: return showTrailer()
        // nothing sends AppStep.trailer
        """
    let rightExample = """
        // in MovieViewModel:
        func playTrailer() { steps.accept(AppStep.trailer) }
        """
    let reasons = StepRouting.deadStepReasons
    let isAboutTheWholeProject = true

    func run(_ routing: StepRouting, on draft: inout GraphDraft) -> CheckResult {
        CheckResult(findings: routing.unemittedCases.filter { !$0.handledBy.isEmpty }.map { unemitted in
            Finding(
                rule: identifier, location: unemitted.enumCase.location,
                message: "\(unemitted.type).\(unemitted.enumCase.name) is handled by \(Finding.someNames(unemitted.handledBy)) but nothing emits it"
            )
        })
    }
}
