import UIKit
import XCoordinator

enum LibraryRoute: Route {
    case shelf
    case nothingSelected
}

final class LibrarySplitCoordinator: SplitCoordinator<LibraryRoute> {
    private let shelfRouter: StrongRouter<ShelfRoute>
    private let placeholder: NothingSelectedViewController

    init() {
        let shelf = ShelfCoordinator()
        let placeholder = NothingSelectedViewController()
        self.shelfRouter = shelf.strongRouter
        self.placeholder = placeholder
        super.init(master: shelf.strongRouter, detail: placeholder)
        rootViewController.preferredDisplayMode = .oneBesideSecondary
    }

    override func prepareTransition(for route: LibraryRoute) -> SplitTransition {
        switch route {
        case .shelf:
            return .show(shelfRouter)
        case .nothingSelected:
            return .showDetail(placeholder)
        }
    }
}
