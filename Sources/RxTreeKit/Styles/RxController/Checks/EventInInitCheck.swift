/// A parent event received in `init`, where no parent is set yet.
struct EventInInitCheck: ModelCheck {
    let identifier: Finding.Rule = "event-in-init"
    let style = RxControllerEventStyle.name
    let summary = "A view model subscribes to a parent event in init, before it has a parent"
    let explanation = """
        A view model that receives a parent event (parentEvents.value(of:), bindParentEvents(to:with:)) in \
        its init subscribes before any parent is set, so it never hears the event; RxController calls \
        prepareForParentEvents() once the parent is there.
        """
    let wrongExample = """
        override init() {
            super.init()
            parentEvents.value(of: DashboardEvent.refresh).bind(to: reload).disposed(by: disposeBag)
        }
        """
    let rightExample = """
        override func prepareForParentEvents() {
            parentEvents.value(of: DashboardEvent.refresh).bind(to: reload).disposed(by: disposeBag)
        }
        """
    let reasons: [UndecidedReason] = []

    func run(_ wiring: EventWiring, on draft: inout GraphDraft) -> CheckResult {
        CheckResult(findings: wiring.receivedInInit.map { received in
            Finding(
                rule: identifier, location: received.location,
                message: "\(received.owner) subscribes to \(received.event) from its parent in init, which has no parent yet: use prepareForParentEvents()"
            )
        })
    }
}
