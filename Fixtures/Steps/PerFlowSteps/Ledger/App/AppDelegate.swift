//
//  AppDelegate.swift
//  Ledger
//

import UIKit
import RxSwift
import RxFlow

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let coordinator = FlowCoordinator()
    private let services = AppServices()
    private let disposeBag = DisposeBag()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.tintColor = UIColor(named: "LedgerGreen")
        self.window = window

        services.notifications.register(application)

        coordinator.rx.willNavigate
            .subscribe(onNext: { flow, step in
                #if DEBUG
                print("[Ledger] \(type(of: flow)) <- \(step)")
                #endif
            })
            .disposed(by: disposeBag)

        let appFlow = AppFlow(window: window, services: services)
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.launch))
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        services.notifications.didRegister(deviceToken: deviceToken)
    }

}
