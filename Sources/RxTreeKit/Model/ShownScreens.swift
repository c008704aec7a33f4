/// UIKit's ways of putting a view controller on screen, as coordinators and flow controllers write
/// them: framework knowledge the coordinator styles and MVVM-FC each read.
enum ShownScreens {
    /// Calls that show their first argument (a view controller, or an array literal of them):
    /// `pushViewController(_:animated:)`, `present(_:animated:completion:)`, `show(_:sender:)`,
    /// `setViewControllers(_:animated:)`, and PanModal's `presentPanModal(_:sourceView:sourceRect:completion:)`,
    /// on any receiver.
    static let callNames: Set<String> = [
        "pushViewController", "present", "show", "showDetailViewController", "setViewControllers", "presentPanModal",
    ]

    /// Members whose assignment shows a view controller, on any receiver: `window.rootViewController = vc`,
    /// `tabBarController.viewControllers = [a, b]`.
    static let assignedMembers: Set<String> = ["rootViewController", "viewControllers"]

    /// UIKit containers made around the screen they show: `UINavigationController(rootViewController: vc)`.
    static let containers: Set<String> = [navigationController]
    static let navigationController = "UINavigationController"

    /// The argument a navigation controller is made around, also by the project's subclasses.
    static let rootLabel = "rootViewController"

    /// Whether `call` is UIKit showing its first argument (not XCoordinator's `.show(vc)` transition,
    /// which takes no `sender:`), or an assignment of `assignedMembers`.
    static func isShowCall(_ call: CallFact) -> Bool {
        if call.isAssignment { return assignedMembers.contains(call.name) }
        guard call.labels.first == .some(nil) else { return false }
        switch call.name {
        case "pushViewController", "present", "setViewControllers": return call.labels.count >= 2
        case "show", "showDetailViewController": return call.labels == [nil, "sender"]
        case "presentPanModal": return true
        default: return false
        }
    }

    /// Shown calls and members that take a list: `setViewControllers(_:animated:)`, `viewControllers = tabs`.
    static let listTaking: Set<String> = ["setViewControllers", "viewControllers"]

    /// What a show call shows: its first argument, or, where it takes a list and is handed one it does not
    /// write out (a property, a parameter, a function's result: `viewControllers = tabs`), each element of that
    /// list.
    static func shown(by call: CallFact) -> ValueExpr {
        listTaking.contains(call.name) ? elements(call.firstArgument) : call.firstArgument
    }

    private static func elements(_ list: ValueExpr) -> ValueExpr {
        switch list {
        case .name, .member, .parameter, .call:
            return .element(list)
        case .binding(_, let values):
            let listed = values.map(elements)
            // The declared type is the list's, not its elements'.
            return listed == values ? list : .binding(declared: nil, values: listed)
        case .oneOf(let values):
            return .oneOf(values.map(elements))
        default:
            return list
        }
    }

    /// Whether `values` may unwrap a container from the value: a call making one, or a local or choice given one.
    static func mayHoldContainer(_ value: ValueExpr) -> Bool {
        switch value {
        case .call(nil, let name, _): return containers.contains(name)
        case .binding(_, let values), .oneOf(let values): return values.contains(where: mayHoldContainer)
        default: return false
        }
    }

    /// The values a shown value stands for: each element of an array literal, each value a local
    /// was given, and the root of a `UINavigationController(rootViewController:)` made to show it.
    static func values(_ value: ValueExpr) -> [ValueExpr] {
        values(value, projectContainers: { _ in false })
    }

    /// The same, where a project's navigation controller (`projectContainers` says which names are
    /// one) made around a screen shows both: itself, a screen of the project, and its root.
    static func values(_ value: ValueExpr, projectContainers: (String) -> Bool) -> [ValueExpr] {
        func inner(_ value: ValueExpr) -> [ValueExpr] { values(value, projectContainers: projectContainers) }
        switch value {
        case .array(let elements):
            return elements.flatMap(inner)
        case .oneOf(let options):
            return options.flatMap(inner)
        case .binding(_, let assigned) where !ValueExpr.ownValues(assigned).isEmpty:
            let own = ValueExpr.ownValues(assigned)
            let unwrapped = own.flatMap(inner)
            return unwrapped == own ? [value] : unwrapped
        case .call(nil, let name, let arguments) where containers.contains(name):
            guard let root = arguments.first(where: { $0.label == rootLabel }) else { return [value] }
            return inner(root.value)
        case .call(nil, let name, let arguments) where projectContainers(name):
            guard let root = arguments.first(where: { $0.label == rootLabel }) else { return [value] }
            return [value] + inner(root.value)
        default:
            return [value]
        }
    }
}
