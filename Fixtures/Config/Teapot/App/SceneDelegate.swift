//
//  SceneDelegate.swift
//  Teapot
//

import UIKit
import RxFlow

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let coordinator = FlowCoordinator()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let appFlow = AppFlow()
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: TeapotStep.brew))
    }
}
