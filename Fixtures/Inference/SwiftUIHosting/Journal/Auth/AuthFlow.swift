//
//  AuthFlow.swift
//  Journal
//

import UIKit
import SwiftUI
import RxFlow

final class AuthFlow: Flow {
  var root: Presentable { navigation }

  private let navigation = UINavigationController()
  private let store: JournalStore
  private var cachedWelcome: WelcomeViewController?

  init(store: JournalStore) {
    self.store = store
  }

  func navigate(to step: Step) -> FlowContributors {
    guard let step = step as? AuthStep else { return .none }

    switch step {
    case .welcome(let returning):
      if let cached = cachedWelcome {
        navigation.setViewControllers([cached], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: cached, withNextStepper: cached))
      }
      let presentable: Presentable
      let stepper: Stepper
      if returning {
        let model = WelcomeBackModel()
        presentable = WelcomeBackView(model: model).wrapped()
        stepper = model
      } else {
        let welcome = WelcomeViewController()
        cachedWelcome = welcome
        presentable = welcome
        stepper = welcome
      }
      return .one(flowContributor: .contribute(withNextPresentable: presentable, withNextStepper: stepper))

    case .signIn:
      let model = AuthModel(store: store)
      let authView = AuthView(model: model)
      let screen = authView.wrapped()
      navigation.pushViewController(screen, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: model))

    case .help(let topic):
      // Shown while the help page loads; replaced below on every path.
      var screen: UIViewController = LoadingViewController()
      switch topic {
      case .password:
        screen = PasswordHelpView().wrapped()
      case .account:
        screen = AccountHelpViewController()
      }
      navigation.present(screen, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: screen,
                                               withNextStepper: OneStepper(withSingleStep: AuthStep.signIn)))

    case .signedIn:
      navigation.dismiss(animated: true)
      return .end(forwardToParentFlowWithStep: AppStep.home)
    }
  }
}
