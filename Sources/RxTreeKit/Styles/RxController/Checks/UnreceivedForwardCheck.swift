/// A router forwards to an event nobody on the other side receives.
struct UnreceivedForwardCheck: ModelCheck {
    let identifier: Finding.Rule = "unreceived-forward"
    let style = RxControllerEventStyle.name
    let summary = "A router forwards an event nobody on the other side receives"
    let explanation = """
        forward(parentEvent:toEvent:) passes a parent's event on to the children, and \
        forward(toEvent:parentEvent:) a child's event on to the parent; when no child (or no parent) \
        receives the event forwarded to, the forward does nothing. Checked only where every view model on \
        the other side is known and receives only events it names.
        """
    let wrongExample = """
        // DashboardViewModel:
        forward(parentEvent: AppEvent.logout, toEvent: DashboardEvent.logout)
        // no child of it receives DashboardEvent.logout
        """
    let rightExample = """
        // ProfileViewModel, a child of DashboardViewModel:
        parentEvents.value(of: DashboardEvent.logout)
        """
    let reasons: [UndecidedReason] = []

    func run(_ wiring: EventWiring, on draft: inout GraphDraft) -> CheckResult {
        var result = CheckResult()
        for (owner, use) in wiring.usesInOrder {
            let children = wiring.children[owner] ?? []
            let below = children.compactMap { wiring.uses[$0] }
            if !children.isEmpty, below.count == children.count, wiring.allChildrenKnown(of: owner), !below.contains(where: \.hasUnknownReceive) {
                let received = Set(below.flatMap { $0.receivesDown.keys })
                for (event, location) in use.forwardsDown where !received.contains(event) {
                    result.findings.append(Finding(
                        rule: identifier, location: location, message: "\(owner) forwards to \(event), which none of its children receives"
                    ))
                }
            }
            let parents = wiring.parents[owner] ?? []
            let above = parents.compactMap { wiring.uses[$0] }
            if !parents.isEmpty, above.count == parents.count, !above.contains(where: \.hasUnknownReceive) {
                let received = Set(above.flatMap { $0.receivesUp.keys })
                for (event, location) in use.forwardsUp where !received.contains(event) {
                    result.findings.append(Finding(
                        rule: identifier, location: location, message: "\(owner) forwards \(event) to its parent, which never receives it"
                    ))
                }
            }
        }
        return result
    }
}
