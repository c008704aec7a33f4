import RxFlow
import UIKit

enum AppStep: Step {
    case launch
    case settings
}

final class AppFlow: Flow {
    var root: Presentable { rootViewController }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .launch:
            let home = HomeViewController()
            rootViewController.setViewControllers([home], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: home))
        case .settings:
            let settingsFlow = SettingsFlow()
            return .one(flowContributor: .contribute(withNextPresentable: settingsFlow, withNextStepper: OneStepper(withSingleStep: SettingsStep.start)))
        }
    }
}
