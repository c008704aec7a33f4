//
//  Flows.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxController

protocol AppFlowType: Flow {}

final class BookFlow: AppFlowType {

    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = UINavigationController()
    private let bookID: String
    private let catalog: Catalog

    init(bookID: String, catalog: Catalog) {
        self.bookID = bookID
        self.catalog = catalog
    }

    func navigate(to step: Step) -> FlowContributors {
        guard case LibraryStep.book = step else { return .none }
        let book = BookViewController(viewModel: BookViewModel(bookID: bookID, catalog: catalog))
        rootViewController.setViewControllers([book], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: book, withNextStepper: book.viewModel))
    }
}

final class AuthorFlow: RxFlow.Flow {

    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = UINavigationController()
    private let name: String

    init(name: String) {
        self.name = name
    }

    func navigate(to step: RxFlow.Step) -> FlowContributors {
        guard case LibraryStep.author = step else { return .none }
        let author = AuthorViewController(name: name)
        rootViewController.setViewControllers([author], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: author,
                                                 withNextStepper: OneStepper(withSingleStep: LibraryStep.shelf)))
    }
}
