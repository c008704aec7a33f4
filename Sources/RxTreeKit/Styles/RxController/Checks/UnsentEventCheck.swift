/// A child receives from its parent an event no parent of it sends.
struct UnsentEventCheck: ModelCheck {
    let identifier: Finding.Rule = "unsent-event"
    let style = RxControllerEventStyle.name
    let summary = "A child view model receives a parent event no parent of it sends"
    let explanation = """
        A view model receives an event from its parent (parentEvents.value(of:), bindParentEvents(to:with:), \
        forward(parentEvent:toEvent:)) that none of its parents sends down, nor any of its siblings up (they \
        share the parent's relay). Checked only where every parent is known and sends only events it names.
        """
    let wrongExample = """
        // ProfileViewModel, a child of DashboardViewModel:
        parentEvents.value(of: DashboardEvent.refresh)
        // DashboardViewModel never sends DashboardEvent.refresh
        """
    let rightExample = """
        // DashboardViewModel:
        events.accept(DashboardEvent.refresh.event)
        """
    let reasons: [UndecidedReason] = []

    func run(_ wiring: EventWiring, on draft: inout GraphDraft) -> CheckResult {
        var result = CheckResult()
        for (owner, use) in wiring.usesInOrder {
            guard let known = wiring.parents[owner], !known.isEmpty else { continue }
            let senders = known.compactMap { wiring.uses[$0] }
            let siblings = known.flatMap { wiring.children[$0] ?? [] }.compactMap { wiring.uses[$0] }
            guard !senders.contains(where: \.hasUnknownSend), !siblings.contains(where: \.hasUnknownSend) else { continue }
            let sent = Set(senders.flatMap { Array($0.sendsDown.keys) + Array($0.forwardsDown.keys) })
                .union(siblings.flatMap { Array($0.sendsUp.keys) + Array($0.forwardsUp.keys) })
            for (event, location) in use.receivesDown where !sent.contains(event) {
                result.findings.append(Finding(
                    rule: identifier, location: location,
                    message: "\(owner) receives \(event) from its parent, but \(Finding.someNames(known.sorted())) never sends it"
                ))
            }
        }
        return result
    }
}
