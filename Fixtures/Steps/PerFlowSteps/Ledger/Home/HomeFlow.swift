//
//  HomeFlow.swift
//  Ledger
//

import UIKit
import RxFlow

final class HomeFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController: UINavigationController = {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }()

    private let services: AppServices

    /// Tapped push notifications; LedgerKit decides which steps they turn into.
    private let pushStepper: Stepper

    init(services: AppServices, pushStepper: Stepper) {
        self.services = services
        self.pushStepper = pushStepper
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? HomeStep else { return .none }

        switch step {
        case .start:
            return navigateToHome()
        case .accountIsPicked(let id):
            return navigateToAccount(id: id)
        case .statements(let accountId):
            return navigateToStatements(accountId: accountId)
        case .transfer:
            // Transfers open in the partner bank's app until the in-app flow ships.
            if let url = URL(string: "partnerbank://transfer") {
                UIApplication.shared.open(url)
            }
            return .none
        case .settings:
            return navigateToSettings()
        case .settingsDone:
            rootViewController.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

    // MARK: - Navigation

    private func navigateToHome() -> FlowContributors {
        let viewModel = HomeViewModel(accountsService: services.accounts)
        let viewController = HomeViewController(viewModel: viewModel)
        viewController.title = "Accounts"
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController,
                                                 withNextStepper: CompositeStepper(steppers: [viewModel, pushStepper])))
    }

    private func navigateToAccount(id: String) -> FlowContributors {
        let viewModel = AccountViewModel(accountId: id, accountsService: services.accounts)
        let viewController = AccountViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToStatements(accountId: String) -> FlowContributors {
        let statementsFlow = StatementsFlow(navigationController: rootViewController, services: services)
        return .one(flowContributor: .contribute(withNextPresentable: statementsFlow,
                                                 withNextStepper: OneStepper(withSingleStep: StatementsStep.list(accountId: accountId))))
    }

    private func navigateToSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow(services: services)

        Flows.use(settingsFlow, when: .created) { [unowned self] root in
            self.rootViewController.present(root, animated: true)
        }

        return .one(flowContributor: .contribute(withNextPresentable: settingsFlow,
                                                 withNextStepper: OneStepper(withSingleStep: SettingsStep.start)))
    }

}
