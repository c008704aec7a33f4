/// A step sent to a flow whose `navigate(to:)` drops it.
struct UnhandledStepCheck: ModelCheck {
    let identifier: Finding.Rule = "unhandled-step"
    let style = RxFlowStyle.name
    let summary = "A step is sent to a flow whose navigate(to:) does not handle it"
    let explanation = """
        A step a stepper emits (steps.accept, a OneStepper, a forwardToCurrentFlow, an entry step) reaches \
        the flow the stepper was contributed to; when that flow's navigate(to:) names neither the step's \
        case nor a default, RxFlow drops the step and nothing happens. Undecided when the step's case is \
        only known at run time, or the flow's navigate(to:) cannot be read (outside the project, or \
        rewritten by adapt(step:)).
        """
    let wrongExample = """
        enum AppStep: Step { case home, settings }
        final class HomeFlow: Flow {
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home: return showHome()
                }
            }
        }
        // in HomeViewModel, contributed by HomeFlow:
        steps.accept(AppStep.settings)
        """
    let rightExample = """
        switch step {
        case .home: return showHome()
        case .settings: return showSettings()
        }
        """
    let reasons = StepRouting.deliveryReasons + [StepRouting.runTimeCase, StepRouting.adaptedSteps, StepRouting.navigateNotInProject]

    func run(_ routing: StepRouting, on draft: inout GraphDraft) -> CheckResult {
        var result = CheckResult()
        for (emitted, receipt) in routing.deliveries {
            let handling = routing.handling(of: receipt.flow, needs: &draft.needs)
            for value in emitted.values {
                guard case .known(let type, let name) = value else {
                    result.leaveUndecided(StepRouting.runTimeCase)
                    continue
                }
                let handled = handling.handles(type, name)
                if case .undecided(let reason) = handling { result.leaveUndecided(reason) }
                guard handled == false else { continue }
                let contributed = receipt.contributedBy == receipt.flow ? "" : " (contributed by \(receipt.contributedBy) at \(receipt.location.path):\(receipt.location.line))"
                result.findings.append(Finding(
                    rule: identifier, location: emitted.location,
                    message: "\(type).\(name) is sent to \(receipt.flow)\(contributed), whose navigate(to:) does not handle it: RxFlow drops it"
                ))
            }
        }
        return result
    }
}
