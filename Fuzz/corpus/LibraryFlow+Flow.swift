//
//  LibraryFlow+Flow.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxController

extension LibraryFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? LibraryStep else { return .none }

        switch step {
        case .shelf:
            return showShelf()
        case .book(let id):
            return .flow(BookFlow(bookID: id, catalog: catalog), with: LibraryStep.book(id: id))
        case .author(let name):
            return .flow(AuthorFlow(name: name), with: LibraryStep.author(name: name))
        }
    }
}

private extension LibraryFlow {

    func showShelf() -> FlowContributors {
        let shelf = ShelfViewController(viewModel: ShelfViewModel(catalog: catalog))
        navigationController.setViewControllers([shelf], animated: false)
        return .viewController(shelf)
    }
}
