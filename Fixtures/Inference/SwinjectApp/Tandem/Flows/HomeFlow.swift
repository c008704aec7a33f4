//
//  HomeFlow.swift
//  Tandem
//

import UIKit
import RxFlow
import RxSwift
import Swinject
import SwinjectAutoregistration

final class HomeFlow: Flow {

    var root: Presentable {
        return self.navigationController
    }

    private let navigationController = UINavigationController()
    private let resolver: Resolver
    private let screens: ScreenFactory

    /// Marketing deep links, e.g. tandem://promo
    private let routes: [String: UIViewController.Type] = [
        "promo": PromoViewController.self,
        "faq": FAQViewController.self
    ]

    init(resolver: Resolver, screens: ScreenFactory) {
        self.resolver = resolver
        self.screens = screens
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? HomeStep else { return .none }

        switch step {
        case .feed:
            return self.showFeed()
        case .post(let id):
            return self.showPost(id: id)
        case .author(let id):
            let profileFlow = self.resolver ~> (ProfileFlow.self, argument: id)
            Flows.use(profileFlow, when: .created) { [unowned self] root in
                self.navigationController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: profileFlow,
                                                     withNextStepper: OneStepper(withSingleStep: ProfileStep.show)))
        case .compose:
            return self.showCompose()
        case .notifications:
            let notifications = self.screens.make(NotificationsViewController.self)
            self.navigationController.pushViewController(notifications, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: notifications,
                                                     withNextStepper: notifications))
        case .activity:
            let activityFlow = self.screens.make(ActivityFlow.self)
            Flows.use(activityFlow, when: .created) { [unowned self] root in
                self.navigationController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: activityFlow,
                                                     withNextStepper: OneStepper(withSingleStep: ActivityStep.list)))
        case .legacy(let screenType):
            return self.showLegacy(screenType)
        case .deepLink(let key):
            return self.showRoute(key)
        case .dismissed:
            self.navigationController.dismiss(animated: true)
            return .none
        }
    }

    private func showFeed() -> FlowContributors {
        let home = self.resolver.resolve(HomeViewController.self)!
        self.navigationController.setViewControllers([home], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: home,
                                                 withNextStepper: home.viewModel))
    }

    private func showPost(id: String) -> FlowContributors {
        guard let detail = self.resolver.resolve(FeedDetailViewController.self, argument: id) else {
            return .none
        }
        // Prefetch comments while the push animation runs.
        let api = self.resolver.resolve(APIClient.self)!
        api.prefetchComments(postID: id)

        self.navigationController.pushViewController(detail, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: detail, withNextStepper: detail.viewModel))
    }

    private func showCompose() -> FlowContributors {
        let compose = self.resolver ~> ComposeViewController.self
        let sheet = UINavigationController(rootViewController: compose)
        self.navigationController.present(sheet, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: compose,
                                                 withNextStepper: compose.viewModel))
    }

    /// Objective-C screens that are still pushed by class from the old menu.
    private func showLegacy(_ screenType: UIViewController.Type) -> FlowContributors {
        let legacy = self.screens.make(screenType)
        self.navigationController.pushViewController(legacy, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: legacy,
                                                 withNextStepper: OneStepper(withSingleStep: HomeStep.dismissed)))
    }

    private func showRoute(_ key: String) -> FlowContributors {
        guard let screenType = self.routes[key],
              let screen = self.resolver.resolve(screenType) else {
            return .none
        }
        self.navigationController.present(screen, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: screen,
                                                 withNextStepper: OneStepper(withSingleStep: HomeStep.dismissed)))
    }
}
