//
//  StatementsFlow.swift
//  Ledger
//

import UIKit
import RxFlow

enum StatementsStep: Step {
    case list(accountId: String)
    case statementIsPicked(Statement)
    case share(documentURL: URL)
}

extension Step {
    var asStatementsStep: StatementsStep? {
        return self as? StatementsStep
    }
}

/// Pushes onto the navigation controller of the flow that starts it.
final class StatementsFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController: UINavigationController
    private let services: AppServices

    init(navigationController: UINavigationController, services: AppServices) {
        self.navigationController = navigationController
        self.services = services
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step.asStatementsStep else { return .none }

        switch step {
        case .list(let accountId):
            let viewModel = StatementListViewModel(accountId: accountId, accountsService: services.accounts)
            let viewController = StatementListViewController(viewModel: viewModel)
            navigationController.pushViewController(viewController, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .statementIsPicked(let statement):
            let viewModel = StatementViewModel(statement: statement)
            let viewController = StatementViewController(viewModel: viewModel)
            navigationController.pushViewController(viewController, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .share(let documentURL):
            let activity = UIActivityViewController(activityItems: [documentURL], applicationActivities: nil)
            navigationController.present(activity, animated: true)
            return .none
        }
    }

}
