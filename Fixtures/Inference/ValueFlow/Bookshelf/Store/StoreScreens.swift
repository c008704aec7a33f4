//
//  StoreScreens.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxSwift
import RxRelay

final class StoreFrontViewModel {

    let sections = BehaviorRelay<[String]>(value: ["New", "Top charts", "Classics"])
}

final class StoreFrontViewController: BaseViewController {

    let viewModel: StoreFrontViewModel

    init(viewModel: StoreFrontViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func didSelectSection(_ name: String) {
        steps.accept(AppStep.storeSection(name: name))
    }
}

final class StoreSectionViewController: BaseViewController {

    let sectionName: String

    init(sectionName: String) {
        self.sectionName = sectionName
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}

final class BookDetailViewController: BaseViewController {

    let bookID: String

    init(bookID: String) {
        self.bookID = bookID
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func didTapRead() {
        steps.accept(AppStep.bookRequested(id: bookID))
    }
}

final class GiftCardsViewController: UIViewController {}

final class AudiobooksViewController: BaseViewController {}
