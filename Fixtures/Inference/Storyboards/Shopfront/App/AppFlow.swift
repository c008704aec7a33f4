//
//  AppFlow.swift
//  Shopfront
//

import UIKit
import RxFlow
import RxSwift

internal final class AppFlow: Flow {

    internal var root: Presentable {
        return self.rootViewController
    }

    private let rootViewController: MainTabBarController = {
        return UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! MainTabBarController
    }()

    private let services: Services

    private var experiments: [Experiment] {
        return self.services.remoteConfig.experiments
    }

    private var promotions: [Promotion] {
        return self.services.remoteConfig.promotions
    }

    internal init(services: Services) {
        self.services = services
    }

    internal func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else {
            return FlowContributors.none
        }

        switch step {
        case .onboarding:
            return self.navigateToOnboarding()
        case .terms:
            // A plain UINavigationController is contributed: no edge to TermsViewController.
            let terms = TermsViewController(nibName: "TermsViewController", bundle: nil).wrappedInNavigation()
            self.rootViewController.present(terms, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: terms,
                                                     withNextStepper: OneStepper(withSingleStep: AppStep.tabs)))
        case .tabs:
            return self.navigateToTabs()
        case .whatsNew:
            let contributors = self.announcementContributors() + self.promotionContributors()
            return .multiple(flowContributors: contributors)
        }
    }

    // MARK: - Onboarding

    private func navigateToOnboarding() -> FlowContributors {
        let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
        guard let onboarding = storyboard.instantiateInitialViewController() as? OnboardingViewController else {
            return .none
        }
        onboarding.modalPresentationStyle = .fullScreen
        self.rootViewController.present(onboarding, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: onboarding,
                                                 withNextStepper: onboarding))
    }

    // MARK: - Tabs

    private func navigateToTabs() -> FlowContributors {
        let made = Tab.allCases.map { self.makeTab($0) }
        Flows.use(made.map { $0.flow }, when: .created) { [unowned self] (roots: [UINavigationController]) in
            self.rootViewController.setViewControllers(roots, animated: false)
        }

        var contributors = made.map { $0.contributor }
        let extras = self.experiments.compactMap { [weak self] experiment in
            self?.contributor(for: experiment)
        }
        contributors.append(contentsOf: extras)
        return .multiple(flowContributors: contributors)
    }

    private func makeTab(_ tab: Tab) -> (flow: Flow, contributor: FlowContributor) {
        switch tab {
        case .catalog:
            let flow = CatalogFlow(services: self.services)
            return (flow, .contribute(withNextPresentable: flow,
                                      withNextStepper: OneStepper(withSingleStep: CatalogStep.home)))
        case .cart:
            let flow = CartFlow(services: self.services)
            return (flow, .contribute(withNextPresentable: flow,
                                      withNextStepper: OneStepper(withSingleStep: CartStep.cart)))
        case .account:
            let flow = AccountFlow()
            return (flow: flow,
                    contributor: .contribute(withNextPresentable: flow,
                                             withNextStepper: OneStepper(withSingleStep: AccountStep.overview)))
        }
    }

    private func contributor(for experiment: Experiment) -> FlowContributor? {
        guard experiment.isEnabled else {
            return nil
        }
        switch experiment.kind {
        case .deals:
            let (dealsFlow, firstStep) = self.makeDeals()
            return .contribute(withNextPresentable: dealsFlow,
                               withNextStepper: OneStepper(withSingleStep: firstStep))
        case .quiz:
            let quiz = UIStoryboard.main.instantiate(QuizViewController.self)
            return .contribute(withNextPresentable: quiz, withNextStepper: quiz)
        }
    }

    private func makeDeals() -> (DealsFlow, Step) {
        return (DealsFlow(services: self.services), DealsStep.start)
    }

    // MARK: - Announcements

    private func announcementContributors() -> [FlowContributor] {
        let whatsNew = WhatsNewViewController(nibName: "WhatsNewViewController", bundle: nil)
        self.rootViewController.present(whatsNew, animated: true)
        return [.contribute(withNextPresentable: whatsNew, withNextStepper: whatsNew)]
    }

    private func promotionContributors() -> [FlowContributor] {
        var result: [FlowContributor] = []
        self.promotions.forEach { promotion in
            result.append(self.promotionContributor(promotion))
        }
        return result
    }

    private func promotionContributor(_ promotion: Promotion) -> FlowContributor {
        let storyboard = UIStoryboard(name: "Promotions", bundle: nil)
        let banner = storyboard.instantiateViewController(identifier: promotion.identifier) as? PromotionBannerViewController
            ?? PromotionBannerViewController(nibName: nil, bundle: nil)
        banner.title = promotion.title
        return .contribute(withNextPresentable: banner, withNextStepper: banner)
    }
}
