//
//  AppDelegate.swift
//  Trailhead
//

import UIKit
import RxSwift
import RxFlow

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let coordinator = FlowCoordinator()
    private let disposeBag = DisposeBag()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        self.window = window

        #if DEBUG
        coordinator.rx.didNavigate
            .subscribe(onNext: { flow, step in
                print("[Trailhead] \(type(of: flow)) -> \(step)")
            })
            .disposed(by: disposeBag)
        #endif

        let appFlow = AppFlow(window: window)
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.start))
        return true
    }

}
