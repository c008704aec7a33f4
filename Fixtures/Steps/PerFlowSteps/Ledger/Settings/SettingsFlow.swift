//
//  SettingsFlow.swift
//  Ledger
//

import UIKit
import RxFlow

final class SettingsFlow: Flow {

    var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController = UINavigationController()

    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? SettingsStep else { return .none }

        switch step {
        case .start:
            return navigateToSettings()
        case .currency:
            return navigateToCurrencyPicker()
        case .currencyIsPicked(let code):
            services.preferences.currencyCode = code
            rootViewController.popViewController(animated: true)
            return .none
        case .exportStatements(let format):
            return navigateToExport(format: format)
        case .help:
            return navigateToHelpCenter()
        case .signOut:
            return .one(flowContributor: .forwardToParentFlow(withStep: HomeStep.signOut))
        case .done:
            return .end(forwardToParentFlowWithStep: HomeStep.settingsDone)
        }
    }

    // MARK: - Navigation

    private func navigateToSettings() -> FlowContributors {
        let viewModel = SettingsViewModel(preferences: services.preferences)
        let viewController = SettingsViewController(viewModel: viewModel)
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToCurrencyPicker() -> FlowContributors {
        let viewModel = CurrencyViewModel(selectedCode: services.preferences.currencyCode)
        let viewController = CurrencyViewController(viewModel: viewModel)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }

    private func navigateToExport(format: ExportFormat) -> FlowContributors {
        let viewController = ExportViewController(format: format, accountsService: services.accounts)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNext: viewController))
    }

    private func navigateToHelpCenter() -> FlowContributors {
        let helpCenterFlow = HelpCenterFlow()

        Flows.use(helpCenterFlow, when: .created) { [unowned self] root in
            self.rootViewController.present(root, animated: true)
        }

        return .one(flowContributor: .contribute(withNextPresentable: helpCenterFlow,
                                                 withNextStepper: OneStepper(withSingleStep: SettingsStep.help)))
    }

}
