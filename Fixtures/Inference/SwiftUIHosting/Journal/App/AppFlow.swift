//
//  AppFlow.swift
//  Journal
//

import UIKit
import SwiftUI
import RxFlow

final class AppFlow: Flow {
  var root: Presentable { tabs }

  private let tabs = UITabBarController()
  private let store: JournalStore

  init(store: JournalStore) {
    self.store = store
  }

  func navigate(to step: Step) -> FlowContributors {
    guard let step = step as? AppStep else { return .none }

    switch step {
    case .launch:
      return .one(flowContributor: .forwardToCurrentFlow(withStep: store.isSignedIn ? AppStep.home : AppStep.auth))

    case .auth:
      let authFlow = AuthFlow(store: store)
      Flows.use(authFlow, when: .created) { [weak self] root in
        root.modalPresentationStyle = .fullScreen
        self?.tabs.present(root, animated: false)
      }
      return .one(flowContributor: .contribute(withNextPresentable: authFlow,
                                               withNextStepper: OneStepper(withSingleStep: AuthStep.welcome(returning: store.hasAccount))))

    case .home:
      let journal = JournalFlow(store: store)
      let profile = ProfileFlow(store: store)
      let more = MoreFlow()
      Flows.use(journal, profile, more, when: .created) { [weak self] a, b, c in
        self?.tabs.setViewControllers([a, b, c], animated: false)
      }
      return .multiple(flowContributors: [
        .contribute(withNextPresentable: journal, withNextStepper: OneStepper(withSingleStep: JournalStep.list)),
        .contribute(withNextPresentable: profile, withNextStepper: OneStepper(withSingleStep: ProfileStep.profile)),
        .contribute(withNextPresentable: more, withNextStepper: OneStepper(withSingleStep: MoreStep.menu))
      ])

    case .whatsNew:
      let model = WhatsNewModel()
      let whatsNew = WhatsNewView(model: model).wrapped(title: "What's new")
      tabs.present(whatsNew, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: whatsNew, withNextStepper: model))
    }
  }
}
