//
//  SceneDelegate.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxSwift

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    fileprivate let coordinator = FlowCoordinator()
    fileprivate let disposeBag = DisposeBag()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window

        AppContainer.shared.registerScreens()

        coordinator.rx.didNavigate
            .subscribe(onNext: { flow, step in
                #if DEBUG
                print("[Bookshelf] \(type(of: flow)) did navigate to \(step)")
                #endif
            })
            .disposed(by: disposeBag)

        let appFlow = AppFlow()
        Flows.use(appFlow, when: .created) { root in
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.launched))
    }
}
