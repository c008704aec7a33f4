//
//  HomeFlow.swift
//  Showcase
//
//  Older revisions pushed `class LegacyFlow: Flow { }` from here.
//

import UIKit
import RxFlow
import RxController

/// Drives the home tab.
///
/// What we used to do before the search refactoring:
///
///     final class DocFlow: Flow {
///         func navigate(to step: Step) -> FlowContributors {
///             return .viewController(DocViewController())
///         }
///     }
final class HomeFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    // final class CommentedFlow: Flow {}
    // return .flow(CommentedFlow(), with: AppStep.home)

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else {
            return .none
        }

        switch step {
        case .home:
            return navigateToHome()
        case .search:
            return navigateToSearch()
        /*
        case .legacy:
            return .viewController(BlockCommentViewController())
            /* nested: return .flow(NestedCommentFlow(), with: AppStep.home) */
            final class StillInsideCommentViewController: UIViewController {}
            return .one(flowContributor: .contribute(withNext: StillInsideCommentViewController()))
        */
        default:
            return .none
        }
    }

    /* outer /* inner */ still a comment:
    final class AfterInnerCloseFlow: Flow {
        func navigate(to step: Step) -> FlowContributors {
            return .viewController(AfterInnerCloseViewController())
        }
    }
    */

    private func navigateToHome() -> FlowContributors {
        let viewController = HomeViewController()
        // let viewController = FakeViewController()
        navigationController.pushViewController(viewController, animated: false)
        return .viewController(viewController) // was: .viewController(FakeViewController())
    }

    private func navigateToSearch() -> FlowContributors {
        let searchFlow = SearchFlow() /* SearchFlow() replaced FakeSearchFlow() */
        Flows.use(searchFlow, when: .created) { [weak self] root in
            self?.navigationController.present(root, animated: true)
        }
        return .flow(searchFlow, with: AppStep.searchStart)
    }
}
