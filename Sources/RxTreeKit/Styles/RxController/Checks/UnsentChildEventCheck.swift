/// A parent receives from its children an event none of them sends.
struct UnsentChildEventCheck: ModelCheck {
    static let childrenNotAllKnown = UndecidedReason("children-not-all-known", "events a parent receives from children not all known")

    let identifier: Finding.Rule = "unsent-child-event"
    let style = RxControllerEventStyle.name
    let summary = "A parent view model receives a child event none of its children sends"
    let explanation = """
        A view model receives an event from its children (events.value(of:), bindEvents(to:with:), \
        forward(toEvent:parentEvent:)) that none of its children sends up, nor it itself down (one relay). \
        Undecided when some child view controller its screens add has a view model that is not known.
        """
    let wrongExample = """
        // DashboardViewModel:
        events.value(of: DashboardEvent.selected)
        // no child of it sends DashboardEvent.selected
        """
    let rightExample = """
        // ListViewModel, a child of DashboardViewModel:
        parentEvents.accept(DashboardEvent.selected.event(item))
        """
    let reasons = [childrenNotAllKnown]

    func run(_ wiring: EventWiring, on draft: inout GraphDraft) -> CheckResult {
        var result = CheckResult()
        for (owner, use) in wiring.usesInOrder where !use.receivesUp.isEmpty {
            let known = wiring.children[owner] ?? []
            let childUses = known.compactMap { wiring.uses[$0] }
            if !known.isEmpty, childUses.count == known.count, !childUses.contains(where: \.hasUnknownSend), !use.hasUnknownSend,
               wiring.allChildrenKnown(of: owner) {
                let sent = Set(childUses.flatMap { Array($0.sendsUp.keys) + Array($0.forwardsUp.keys) })
                    .union(use.sendsDown.keys).union(use.forwardsDown.keys)
                for (event, location) in use.receivesUp where !sent.contains(event) {
                    result.findings.append(Finding(
                        rule: identifier, location: location,
                        message: "\(owner) receives \(event) from its children, but none of \(Finding.someNames(known.sorted())) sends it"
                    ))
                }
            } else if !known.isEmpty {
                result.leaveUndecided(Self.childrenNotAllKnown, count: use.receivesUp.count)
            }
        }
        return result
    }
}
