//
//  ReaderContainer.swift
//  Bookshelf
//

import UIKit

/// Builds the reader with everything it needs. A value type: it counts what it made.
struct ReaderContainer {

    fileprivate(set) var madeReaders = 0

    var fontSize: CGFloat = 17

    mutating func makeReader(bookID: String) -> ReaderViewController {
        madeReaders += 1
        let reader = ReaderViewController(bookID: bookID, fontSize: fontSize)
        return reader
    }
}
