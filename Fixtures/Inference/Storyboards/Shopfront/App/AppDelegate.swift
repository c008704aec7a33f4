//
//  AppDelegate.swift
//  Shopfront
//

import UIKit
import RxFlow

@UIApplicationMain
internal final class AppDelegate: UIResponder, UIApplicationDelegate {

    internal var window: UIWindow?

    private let coordinator = FlowCoordinator()
    private let services = Services()

    internal func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window

        let appFlow = AppFlow(services: self.services)
        Flows.use(appFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        self.coordinator.coordinate(
            flow: appFlow,
            with: OneStepper(withSingleStep: self.services.preferences.isOnboarded ? AppStep.tabs : AppStep.onboarding)
        )
        return true
    }
}
