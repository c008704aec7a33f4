//
//  AppDelegate.swift
//  RxFlowDemo
//

import UIKit
import RxSwift
import RxCocoa
import RxFlow

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    let disposeBag = DisposeBag()
    let coordinator = FlowCoordinator()

    lazy var appServices: AppServices = {
        return AppServices(moviesService: MoviesService(), preferencesService: PreferencesService())
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let window = self.window else { return false }

        // log every navigation, handy while debugging the flows
        coordinator.rx.willNavigate
            .subscribe(onNext: { flow, step in
                print("will navigate to flow=\(flow) and step=\(step)")
            })
            .disposed(by: disposeBag)

        coordinator.rx.didNavigate
            .subscribe(onNext: { flow, step in
                print("did navigate to flow=\(flow) and step=\(step)")
            })
            .disposed(by: disposeBag)

        let appFlow = AppFlow(services: appServices)

        Flows.use(appFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }

        coordinator.coordinate(flow: appFlow, with: AppStepper(withServices: appServices))

        return true
    }

}
