//
//  SettingsFlow.swift
//  Tandem
//
//  Rewritten with Factory (see Container+Factory.swift). No Swinject import here.
//

import UIKit
import RxFlow
import RxSwift
import Factory

final class SettingsFlow: Flow {

    var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()

    @Injected(\.about) private var about: AboutViewController
    @Injected(\.licenses) private var licenses

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? SettingsStep else { return .none }

        switch step {
        case .list:
            let settings = Container.shared.settings()
            self.navigationController.setViewControllers([settings], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: settings,
                                                     withNextStepper: settings.viewModel))
        case .about:
            self.navigationController.pushViewController(self.about, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: self.about,
                                                     withNextStepper: OneStepper(withSingleStep: SettingsStep.close)))
        case .licenses:
            self.navigationController.pushViewController(self.licenses, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: self.licenses,
                                                     withNextStepper: self.licenses))
        case .close:
            self.navigationController.dismiss(animated: true)
            return .end(forwardToParentFlowWithStep: AppStep.home)
        }
    }
}
