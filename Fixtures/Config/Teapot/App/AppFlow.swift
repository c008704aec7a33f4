//
//  AppFlow.swift
//  Teapot
//

import UIKit
import RxFlow
import RxRelay

enum TeapotStep: Step {
    case brew
    case settings
    case about
}

final class AppFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? TeapotStep else { return .none }

        switch step {
        case .brew:
            let viewModel = BrewViewModel()
            let viewController = BrewViewController(viewModel: viewModel)
            navigationController.setViewControllers([viewController], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
        case .settings:
            let settingsFlow = SettingsFlow()
            Flows.use(settingsFlow, when: .created) { [unowned self] root in
                self.navigationController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: settingsFlow,
                                                     withNextStepper: OneStepper(withSingleStep: TeapotStep.about)))
        case .about:
            return .none
        }
    }
}

final class BrewViewModel: Stepper {
    let steps = PublishRelay<Step>()

    func openSettings() {
        steps.accept(TeapotStep.settings)
    }
}

final class BrewViewController: UIViewController {
    let viewModel: BrewViewModel

    init(viewModel: BrewViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
