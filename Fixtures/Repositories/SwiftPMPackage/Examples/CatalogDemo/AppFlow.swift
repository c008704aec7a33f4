import UIKit
import RxFlow
import CatalogKit

final class AppFlow: Flow {

    var root: Presentable {
        return window
    }

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let appStep = step as? AppStep else {
            return .none
        }
        switch appStep {
        case .launch:
            let catalogFlow = CatalogFlow()
            Flows.use(catalogFlow, when: .created) { [unowned self] root in
                self.window.rootViewController = root
                self.window.makeKeyAndVisible()
            }
            return .flow(catalogFlow, with: CatalogStep.products)
        case .settings:
            let settingsViewController = DemoSettingsViewController()
            window.rootViewController?.present(settingsViewController, animated: true)
            return .viewController(settingsViewController)
        }
    }

}
