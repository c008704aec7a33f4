import UIKit
import RxFlow
import CatalogKit

final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let coordinator = FlowCoordinator()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        coordinator.coordinate(flow: AppFlow(window: window), with: OneStepper(withSingleStep: AppStep.launch))
        return true
    }

}
