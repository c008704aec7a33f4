//
//  AppFlow.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxSwift

final class AppFlow: Flow {

    var root: Presentable { tabBarController }

    fileprivate let tabBarController = UITabBarController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .launched:
            return startTabs()

        case .onboardingRequired:
            return presentModal(.onboarding)

        case .bookRequested(let id):
            return presentModal(.reader(bookID: id))

        case .onboardingCompleted, .readerClosed:
            tabBarController.dismiss(animated: true)
            return .none

        default:
            return .none
        }
    }

    // MARK: - Tabs: a helper returning (Flow, FlowContributor)

    private func makeTab(_ flow: Flow, step: AppStep) -> (Flow, FlowContributor) {
        return (flow, .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: step)))
    }

    private func startTabs() -> FlowContributors {
        let (libraryFlow, libraryTab) = makeTab(LibraryFlow(), step: .library)
        let storeFlow = StoreFlow()
        let settings = makeTab(SettingsFlow(), step: .settings)

        Flows.use(libraryFlow, storeFlow, settings.0, when: .created) { [unowned self] (libraryRoot: UINavigationController, storeRoot: UINavigationController, settingsRoot: UINavigationController) in
            self.tabBarController.setViewControllers([libraryRoot, storeRoot, settingsRoot], animated: false)
        }

        return .multiple(flowContributors: [
            libraryTab,
            .contribute(with: storeFlow, step: AppStep.store),
            settings.1,
        ])
    }

    // MARK: - Modals: one `let flow: Flow`, assigned per case, contributed once

    enum Modal {
        case onboarding
        case reader(bookID: String)
    }

    private func presentModal(_ modal: Modal) -> FlowContributors {
        let flow: Flow
        let firstStep: AppStep
        switch modal {
        case .onboarding:
            flow = OnboardingFlow()
            firstStep = .welcome
        case .reader(let bookID):
            flow = ReaderFlow()
            firstStep = .reading(bookID: bookID)
        }

        Flows.use(flow, when: .created) { [weak self] (root: UINavigationController) in
            root.modalPresentationStyle = .fullScreen
            self?.tabBarController.present(root, animated: true)
        }

        return .one(flowContributor: .contribute(withNextPresentable: flow,
                                                 withNextStepper: OneStepper(withSingleStep: firstStep)))
    }
}
