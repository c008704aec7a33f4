/// A step forwarded to the parent flows (`.forwardToParentFlow`, `.end`) that none of them handles.
struct UnhandledForwardCheck: ModelCheck {
    static let forwardWithoutParent = UndecidedReason("forward-without-parent", "a step forwarded by a flow no flow contributes")
    static let unreadableParent = UndecidedReason("unreadable-parent-navigate", "a flow whose navigate(to:) cannot be read")

    let identifier: Finding.Rule = "unhandled-forward"
    let style = RxFlowStyle.name
    let summary = "A step forwarded to the parent flow is handled by no parent"
    let explanation = """
        A flow forwards a step with .forwardToParentFlow(withStep:) or .end(forwardToParentFlowWithStep:) \
        to the flows that contributed it; when none of their navigate(to:) handles the step, it is lost. \
        Undecided when no flow contributes the forwarding flow, the step's case is only known at run time, \
        or a parent's navigate(to:) cannot be read.
        """
    let wrongExample = """
        // ProfileFlow, contributed by DashboardFlow:
        case .logout:
            return .end(forwardToParentFlowWithStep: AppStep.logout)
        // DashboardFlow.navigate(to:) has no case .logout
        """
    let rightExample = """
        // DashboardFlow.navigate(to:):
        case .logout:
            return .end(forwardToParentFlowWithStep: AppStep.logout)
        """
    let reasons = [forwardWithoutParent, StepRouting.runTimeCase, unreadableParent]

    func run(_ routing: StepRouting, on draft: inout GraphDraft) -> CheckResult {
        var result = CheckResult()
        for (flow, emitted) in routing.forwards {
            let parentNames = routing.parents(of: flow)
            guard !parentNames.isEmpty else {
                result.leaveUndecided(Self.forwardWithoutParent)
                continue
            }
            for value in emitted.values {
                guard case .known(let type, let name) = value else {
                    result.leaveUndecided(StepRouting.runTimeCase)
                    continue
                }
                let answers = parentNames.map { routing.handling(of: $0, needs: &draft.needs).handles(type, name) }
                if answers.contains(nil) {
                    result.leaveUndecided(Self.unreadableParent)
                    continue
                }
                guard !answers.contains(true) else { continue }
                result.findings.append(Finding(
                    rule: identifier, location: emitted.location,
                    message: "\(type).\(name) is forwarded by \(flow) to \(Finding.someNames(parentNames)), whose navigate(to:) does not handle it"
                ))
            }
        }
        return result
    }
}
