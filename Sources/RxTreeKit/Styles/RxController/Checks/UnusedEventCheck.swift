/// An event identifier nothing sends or receives.
struct UnusedEventCheck: ModelCheck {
    static let identifierAtRunTime = UndecidedReason(
        "event-identifier-at-run-time", "event identifiers used nowhere (some event call names its identifier at run time)"
    )

    let identifier: Finding.Rule = "unused-event"
    let style = RxControllerEventStyle.name
    let summary = "An event identifier nothing sends or receives"
    let explanation = """
        An event identifier (static let name = RxControllerEvent.identifier()) that no event call in the \
        project names: dead code. Undecided for every identifier when some event call names its identifier \
        in a way only known at run time.
        """
    let wrongExample = """
        struct DashboardEvent {
            static let refresh = RxControllerEvent.identifier()
            static let legacy = RxControllerEvent.identifier()  // named by no call
        }
        """
    let rightExample = """
        struct DashboardEvent {
            static let refresh = RxControllerEvent.identifier()
        }
        """
    let reasons = [identifierAtRunTime]
    let isAboutTheWholeProject = true

    func run(_ wiring: EventWiring, on draft: inout GraphDraft) -> CheckResult {
        var result = CheckResult()
        if wiring.anyUnknownIdentifier {
            result.leaveUndecided(Self.identifierAtRunTime, count: wiring.declared.count)
        } else {
            for (name, location) in wiring.declared where !wiring.used.contains(name) {
                result.findings.append(Finding(rule: identifier, location: location, message: "the event \(name) is neither sent nor received"))
            }
        }
        return result
    }
}
