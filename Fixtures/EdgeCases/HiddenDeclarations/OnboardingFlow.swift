import RxFlow
import UIKit

/// Its screens come from `Catalog`, declared in a file that says neither "Flow" nor "Controller",
/// and not in Catalog.swift, which only mentions it.
final class OnboardingFlow: Flow {
    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? OnboardingStep else { return .none }
        switch step {
        case .welcome:
            let screen = Catalog.welcome
            rootViewController.pushViewController(screen, animated: false)
            return .one(flowContributor: .contribute(withNext: screen))
        case .terms:
            return .one(flowContributor: .contribute(withNext: Catalog.terms))
        }
    }
}

enum OnboardingStep: Step {
    case welcome
    case terms
}
