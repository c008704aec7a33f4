//
//  ViewControllers.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxRelay
import RxController

enum LibraryStep: Step {
    case shelf
    case book(id: String)
    case author(name: String)
}

struct Catalog {
    var books: [String] = []
}

final class ShelfViewModel: RxViewModel {
    init(catalog: Catalog) { super.init() }
}

final class BookViewModel: RxViewModel {
    init(bookID: String, catalog: Catalog) { super.init() }
}

final class ShelfViewController: RxViewController<ShelfViewModel> {}

final class BookViewController: RxViewController<BookViewModel> {}

final class AuthorViewController: UIViewController {

    private let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
