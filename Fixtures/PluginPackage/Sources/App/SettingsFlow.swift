import RxFlow
import UIKit

enum SettingsStep: Step {
    case start
}

final class SettingsFlow: Flow {
    var root: Presentable { navigationController }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        let settings = SettingsViewController(style: .insetGrouped)
        navigationController.pushViewController(settings, animated: true)
        return .one(flowContributor: .contribute(withNext: settings))
    }
}
