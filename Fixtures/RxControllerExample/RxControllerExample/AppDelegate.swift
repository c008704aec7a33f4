//
//  AppDelegate.swift
//  RxControllerExample
//

import UIKit
import RxSwift
import RxFlow

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let coordinator = FlowCoordinator()
    private let disposeBag = DisposeBag()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        self.window = window

        coordinator.rx.didNavigate
            .subscribe(onNext: { flow, step in
                #if DEBUG
                print("[RxControllerExample] \(type(of: flow)) -> \(step)")
                #endif
            })
            .disposed(by: disposeBag)

        let appFlow = AppFlow(window: window)
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.main))
        return true
    }

}
