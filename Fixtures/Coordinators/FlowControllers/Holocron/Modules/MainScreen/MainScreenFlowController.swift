import UIKit

final class MainScreenFlowController {
    private weak var viewController: UIViewController?
    private let dependencyManager: DependencyManager

    init(viewController: UIViewController, dependencyManager: DependencyManager) {
        self.viewController = viewController
        self.dependencyManager = dependencyManager
    }

    func showPeople() {
        guard let navigationController = viewController?.navigationController else { return }
        PeopleListFactory.pushIn(navigationController: navigationController, dependencyManager: dependencyManager)
    }

    func showFilms() {
        let films = FilmsFactory.create(dependencyManager: dependencyManager)
        viewController?.navigationController?.pushViewController(films, animated: true)
    }
}
