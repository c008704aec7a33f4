/// UIKit's ways of putting a view controller on screen, as coordinators and flow controllers write
/// them: shared by the coordinator styles and MVVM-FC.
enum ShownScreens {
    /// Calls that show their first argument (a view controller, or an array literal of them):
    /// `pushViewController(_:animated:)`, `present(_:animated:completion:)`, `show(_:sender:)`,
    /// `setViewControllers(_:animated:)`, on any receiver.
    static let callNames: Set<String> = ["pushViewController", "present", "show", "showDetailViewController", "setViewControllers"]

    /// Members whose assignment shows a view controller, on any receiver: `window.rootViewController = vc`,
    /// `tabBarController.viewControllers = [a, b]`.
    static let assignedMembers: Set<String> = ["rootViewController", "viewControllers"]

    /// UIKit containers made around the screen they show: `UINavigationController(rootViewController: vc)`.
    static let containers: Set<String> = ["UINavigationController"]

    /// Whether `call` is UIKit showing its first argument (not XCoordinator's `.show(vc)` transition,
    /// which takes no `sender:`), or an assignment of `assignedMembers`.
    static func isShowCall(_ call: CallFact) -> Bool {
        if call.isAssignment { return assignedMembers.contains(call.name) }
        guard call.labels.first == .some(nil) else { return false }
        switch call.name {
        case "pushViewController", "present", "setViewControllers": return call.labels.count >= 2
        case "show", "showDetailViewController": return call.labels == [nil, "sender"]
        default: return false
        }
    }

    /// The values a shown value stands for: each element of an array literal, each value a local
    /// was given, and the root of a `UINavigationController(rootViewController:)` made to show it.
    static func values(_ value: ValueExpr) -> [ValueExpr] {
        switch value {
        case .array(let elements):
            return elements.flatMap(values)
        case .oneOf(let options):
            return options.flatMap(values)
        case .binding(_, let assigned) where !ValueExpr.ownValues(assigned).isEmpty:
            let own = ValueExpr.ownValues(assigned)
            let unwrapped = own.flatMap(values)
            return unwrapped == own ? [value] : unwrapped
        case .call(nil, let name, let arguments) where containers.contains(name):
            guard let root = arguments.first(where: { $0.label == "rootViewController" }) else { return [value] }
            return values(root.value)
        default:
            return [value]
        }
    }

    /// Whether `value` is a parameter of the function it is used in: a local with a declared type and
    /// no value of its own.
    static func isParameter(_ value: ValueExpr) -> Bool {
        if case .binding(_?, let values) = value { return ValueExpr.ownValues(values).isEmpty }
        return false
    }
}
