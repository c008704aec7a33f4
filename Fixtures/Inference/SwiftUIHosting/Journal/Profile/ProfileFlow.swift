//
//  ProfileFlow.swift
//  Journal
//

import UIKit
import SwiftUI
import RxFlow

final class ProfileFlow: Flow {
  var root: Presentable { navigation }

  private let navigation = UINavigationController()
  private let store: JournalStore

  lazy private var paywall = { return PaywallViewController(viewModel: PaywallViewModel()) }()

  init(store: JournalStore) {
    self.store = store
  }

  func navigate(to step: Step) -> FlowContributors {
    guard case let step as ProfileStep = step else { return .none }

    switch step {
    case .profile:
      let model = ProfileModel(store: store)
      return .one(flowContributor: .contribute(withNextPresentable: ProfileView(model: model).wrapped(),
                                               withNextStepper: model))
    case .avatar:
      let model = ProfileModel(store: store)
      let picker = AvatarPickerView(model: model).asSheet()
      navigation.present(picker, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: picker, withNextStepper: model))
    case .upgrade:
      let upsell: UIViewController = store.isPremium ? ThanksViewController() : paywall
      navigation.present(upsell, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: upsell,
                                               withNextStepper: OneStepper(withSingleStep: ProfileStep.profile)))
    }
  }
}
