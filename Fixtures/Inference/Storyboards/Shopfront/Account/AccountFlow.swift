//
//  AccountFlow.swift
//  Shopfront
//

import UIKit
import RxFlow
import Reusable

internal final class AccountFlow: Flow {

    internal enum Section: CaseIterable {
        case orders
        case addresses
    }

    internal var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()

    internal func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AccountStep else {
            return .none
        }

        switch step {
        case .overview:
            let account = AccountViewController.instantiate()
            self.navigationController.embed(account)
            return .one(flowContributor: .contribute(withNextPresentable: account, withNextStepper: account))

        case .settings:
            let settings = Storyboard.settings.instantiate(SettingsViewController.self)
            self.navigationController.pushViewController(settings, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: settings,
                                                     withNextStepper: OneStepper(withSingleStep: AccountStep.overview)))

        case .about:
            let about = AboutViewController(nibName: "AboutViewController", bundle: nil)
            self.navigationController.pushViewController(about, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: about,
                                                     withNextStepper: OneStepper(withSingleStep: AccountStep.overview)))

        case .dashboard:
            let contributors = Section.allCases.reduce(into: [FlowContributor]()) { result, section in
                result.append(self.contributor(for: section))
            }
            return .multiple(flowContributors: contributors)
        }
    }

    private func contributor(for section: Section) -> FlowContributor {
        switch section {
        case .orders:
            let orders = OrdersViewController.instantiate()
            return .contribute(withNextPresentable: orders, withNextStepper: orders)
        case .addresses:
            let addresses = UIStoryboard.main.instantiate(AddressesViewController.self)
            return .contribute(withNextPresentable: addresses, withNextStepper: addresses)
        }
    }
}
