//
//  ReaderFlow.swift
//  Bookshelf
//

import UIKit
import RxFlow

final class ReaderFlow: Flow {

    var root: Presentable { navigationController }

    fileprivate let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }

        switch step {
        case .reading(let bookID):
            var container = ReaderContainer()
            let vc = container.makeReader(bookID: bookID)
            navigationController.setViewControllers([vc], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: vc))

        case .notes(let bookID):
            return showNotes(bookID: bookID)

        case .readerClosed:
            return .end(forwardToParentFlowWithStep: AppStep.readerClosed)

        default:
            return .none
        }
    }

    private func showNotes(bookID: String) -> FlowContributors {
        let container = AppContainer.shared
        let vc: NotesViewController = container.resolve(NotesScreen.self)!
        vc.bookID = bookID
        navigationController.pushViewController(vc, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: vc))
    }
}
