//
//  ActivityFlow.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import Swinject

final class ActivityFlow: Flow {

    var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()
    private let resolver: Resolver = DependencyContainer.shared.container.synchronize()
    private let screens: ScreenFactory

    init(screens: ScreenFactory) {
        self.screens = screens
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ActivityStep else { return .none }

        switch step {
        case .list:
            let activity = self.resolver.require(ActivityViewController.self)
            self.navigationController.setViewControllers([activity], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: activity,
                                                     withNextStepper: activity.viewModel))

        case .receipt(let id):
            let receipt = DependencyContainer.shared.container
                .synchronize()
                .resolve(ReceiptViewController.self, argument: id)!
            self.navigationController.pushViewController(receipt, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: receipt, withNextStepper: receipt))

        case .archive:
            let archive = self.screens.screen(named: "archive", as: ArchiveViewController.self)
            self.navigationController.pushViewController(archive!, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: archive!,
                                                     withNextStepper: OneStepper(withSingleStep: ActivityStep.list)))

        case .export:
            // The sheet is a plain UINavigationController: it is not part of the tree.
            let exportSheet = self.screens.embedded(ExportViewController.self)
            self.navigationController.present(exportSheet, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: exportSheet,
                                                     withNextStepper: OneStepper(withSingleStep: ActivityStep.list)))

        case .promo:
            let promo = self.resolver.resolve(UIViewController.self, name: "promo")!
            self.navigationController.present(promo, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: promo,
                                                     withNextStepper: OneStepper(withSingleStep: ActivityStep.close)))

        case .close:
            self.navigationController.dismiss(animated: true)
            return .end(forwardToParentFlowWithStep: HomeStep.dismissed)
        }
    }
}
