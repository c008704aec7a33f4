//
//  MoreFlow.swift
//  Journal
//

import UIKit
import SwiftUI
import MessageUI
import RxFlow

final class MoreFlow: Flow {
  var root: Presentable { navigation }

  private let navigation = UINavigationController()
  private let viewModel = MoreViewModel()
  private lazy var menu = { MoreViewController(viewModel: self.viewModel) }()

  func navigate(to step: Step) -> FlowContributors {
    guard let step = step as? MoreStep else { return .none }

    switch step {
    case .menu:
      navigation.setViewControllers([menu], animated: false)
      return .one(flowContributor: .contribute(withNextPresentable: menu, withNextStepper: viewModel))

    case .about:
      let about: AboutViewController = {
        let vc = AboutViewController()
        vc.title = "About"
        return vc
      }()
      navigation.pushViewController(about, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: about, withNextStepper: viewModel))

    case .licenses:
      let licenses = { () -> LicensesViewController in
        let vc = LicensesViewController(style: .insetGrouped)
        vc.title = "Licenses"
        return vc
      }()
      navigation.pushViewController(licenses, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: licenses, withNextStepper: viewModel))

    case .credits:
      let credits = {
        let host = CreditsView().wrapped()
        host.title = "Credits"
        return host
      }()
      navigation.pushViewController(credits, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: credits, withNextStepper: viewModel))

    case .feedback:
      let feedback = { () -> UIViewController in
        if MFMailComposeViewController.canSendMail() {
          return MailFeedbackViewController()
        }
        return FeedbackFormView().wrapped()
      }()
      navigation.present(feedback, animated: true)
      return .one(flowContributor: .contribute(withNextPresentable: feedback, withNextStepper: viewModel))
    }
  }
}
