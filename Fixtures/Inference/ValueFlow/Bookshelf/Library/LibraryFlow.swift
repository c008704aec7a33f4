//
//  LibraryFlow.swift
//  Bookshelf
//

import UIKit
import RxFlow

/// Declares only the AppStep overload; `navigate(to: Step)` comes from `extension BookshelfFlow`.
final class LibraryFlow: BookshelfFlow {

    var root: Presentable { navigationController }

    fileprivate let navigationController = UINavigationController()

    func navigate(to step: AppStep) -> FlowContributors {
        switch step {
        case .library:
            let vc = LibraryViewController(viewModel: LibraryViewModel())
            navigationController.setViewControllers([vc], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: vc))

        case .shelf(let id):
            let vc = ShelfViewController(viewModel: ShelfViewModel(shelfID: id))
            navigationController.pushViewController(vc, animated: true)
            return .one(flowContributor: .contribute(with: vc))

        case .bookRequested:
            // The reader is presented over the tabs by AppFlow.
            return .one(flowContributor: .forwardToParentFlow(withStep: step))

        default:
            return .none
        }
    }
}
