//
//  SceneDelegate.swift
//  Journal
//

import UIKit
import RxFlow

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let coordinator = FlowCoordinator()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    let appFlow = AppFlow(store: .live)
    Flows.use(appFlow, when: .created) { root in
      window.rootViewController = root
      window.makeKeyAndVisible()
    }
    self.window = window
    coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.launch))
  }
}
