//
//  ReaderScreens.swift
//  Bookshelf
//

import UIKit
import RxFlow
import RxSwift
import RxRelay

final class ReaderViewController: BaseViewController {

    let bookID: String
    let fontSize: CGFloat

    init(bookID: String, fontSize: CGFloat) {
        self.bookID = bookID
        self.fontSize = fontSize
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func didTapNotes() {
        steps.accept(AppStep.notes(bookID: bookID))
    }

    func didTapClose() {
        steps.accept(AppStep.readerClosed)
    }
}

/// What the reader needs from a notes screen; the container is keyed by it.
protocol NotesScreen: AnyObject {
    var bookID: String { get set }
}

final class NotesViewController: BaseViewController, NotesScreen {

    var bookID = ""

    let notes = BehaviorRelay<[String]>(value: [])
}
