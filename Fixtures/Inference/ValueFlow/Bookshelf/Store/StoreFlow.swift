//
//  StoreFlow.swift
//  Bookshelf
//

import UIKit
import RxFlow

final class StoreFlow: Flow {

    var root: Presentable { navigationController }

    fileprivate let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .store:
            let vc = StoreFrontViewController(viewModel: StoreFrontViewModel())
            navigationController.setViewControllers([vc], animated: false)
            return .one(flowContributor: .contribute(with: vc))

        case .storeSection(let name):
            let vc = StoreSectionViewController(sectionName: name)
            navigationController.pushViewController(vc, animated: true)
            return .push(vc)

        case .bookDetail(let id):
            let vc = BookDetailViewController(bookID: id)
            navigationController.pushViewController(vc, animated: true)
            return .one(flowContributor: FlowContributor.makeContributor(presenting: vc))

        case .giftCards:
            // Static page with no steps of its own: pushed, never contributed.
            let giftCards = GiftCardsViewController()
            navigationController.pushViewController(giftCards, animated: true)
            return .none

        case .audiobooks:
            return .notYetAvailable(AudiobooksViewController(), feature: "audiobooks")

        case .bookRequested:
            return .one(flowContributor: .forwardToParentFlow(withStep: step))

        default:
            return .none
        }
    }
}
