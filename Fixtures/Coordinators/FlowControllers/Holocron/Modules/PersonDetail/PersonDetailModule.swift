import UIKit

enum PersonDetailFactory {
    static func create(person: Person, dependencyManager: DependencyManager) -> PersonDetailViewController {
        let viewController = PersonDetailViewController()
        let flowController = PersonDetailFlowController(viewController: viewController, dependencyManager: dependencyManager)
        viewController.viewModel = PersonDetailViewModel(person: person, flowController: flowController)
        return viewController
    }

    static func showIn(viewController: UIViewController, person: Person, dependencyManager: DependencyManager) {
        let detail = create(person: person, dependencyManager: dependencyManager)
        let navigationController = UINavigationController(rootViewController: detail)
        viewController.present(navigationController, animated: true)
    }
}

final class PersonDetailFlowController {
    private weak var viewController: UIViewController?
    private let dependencyManager: DependencyManager

    init(viewController: UIViewController, dependencyManager: DependencyManager) {
        self.viewController = viewController
        self.dependencyManager = dependencyManager
    }

    func showFilms() {
        let films = FilmsFactory.create(dependencyManager: dependencyManager)
        viewController?.show(films, sender: nil)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}

final class PersonDetailViewModel {
    let person: Person
    private let flowController: PersonDetailFlowController

    init(person: Person, flowController: PersonDetailFlowController) {
        self.person = person
        self.flowController = flowController
    }

    func films() { flowController.showFilms() }
    func close() { flowController.close() }
}

final class PersonDetailViewController: UIViewController {
    var viewModel: PersonDetailViewModel!
}
