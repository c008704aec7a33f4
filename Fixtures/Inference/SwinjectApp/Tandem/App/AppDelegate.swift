//
//  AppDelegate.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let coordinator = FlowCoordinator()
    private let disposeBag = DisposeBag()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window

        let appFlow = AppFlow(assembler: DependencyContainer.shared.assembler)
        Flows.use(appFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }

        self.coordinator.rx.didNavigate
            .subscribe(onNext: { flow, step in
                print("navigate to \(step) in \(flow)")
            })
            .disposed(by: self.disposeBag)

        self.coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.launch))
        return true
    }
}
