//
//  AppDelegate.swift
//  Showtime
//

import UIKit
import RxSwift
import RxFlow

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let coordinator = FlowCoordinator()
    private let disposeBag = DisposeBag()
    private let services = AppServices()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window

        #if DEBUG
        coordinator.rx.didNavigate
            .subscribe(onNext: { flow, step in
                print("[Showtime] \(type(of: flow)) navigated to \(step)")
            })
            .disposed(by: disposeBag)
        #endif

        let appFlow = AppFlow(services: services)

        Flows.use(appFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }

        coordinator.coordinate(flow: appFlow, with: AppStepper())
        return true
    }

}
