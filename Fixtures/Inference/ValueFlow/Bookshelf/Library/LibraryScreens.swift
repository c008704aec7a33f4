//
//  LibraryScreens.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxSwift
import RxRelay

final class LibraryViewModel {

    let shelves = BehaviorRelay<[String]>(value: ["Reading now", "Want to read", "Finished"])
}

final class LibraryViewController: BaseViewController {

    let viewModel: LibraryViewModel

    init(viewModel: LibraryViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func didSelectShelf(_ id: String) {
        steps.accept(AppStep.shelf(id: id))
    }
}

final class ShelfViewModel {

    let shelfID: String
    let books = BehaviorRelay<[String]>(value: [])

    init(shelfID: String) {
        self.shelfID = shelfID
    }
}

final class ShelfViewController: BaseViewController {

    let viewModel: ShelfViewModel

    init(viewModel: ShelfViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func didSelectBook(_ id: String) {
        steps.accept(AppStep.bookRequested(id: id))
    }
}
