//
//  OnboardingFlow.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class OnboardingFlow: Flow {

    var root: Presentable { navigationController }

    fileprivate let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .welcome:
            let vc = WelcomeViewController()
            navigationController.setViewControllers([vc], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: vc))

        case .onboardingCompleted:
            return .end(forwardToParentFlowWithStep: AppStep.onboardingCompleted)

        default:
            return .none
        }
    }
}

// MARK: - Screens

final class WelcomeViewController: BaseViewController {

    fileprivate let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        startButton.setTitle(NSLocalizedString("Start reading", comment: ""), for: .normal)
        view.addSubview(startButton)

        startButton.rx.tap
            .map { AppStep.onboardingCompleted }
            .bind(to: steps)
            .disposed(by: disposeBag)
    }
}
