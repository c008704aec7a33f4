//
//  LibraryFlow.swift
//  Bookshelf
//

import UIKit

final class LibraryFlow {

    let navigationController: UINavigationController
    let catalog: Catalog

    init(navigationController: UINavigationController = UINavigationController(), catalog: Catalog) {
        self.navigationController = navigationController
        self.catalog = catalog
    }
}
