import UIKit

enum PeopleListFactory {
    static func create(dependencyManager: DependencyManager) -> PeopleListViewController {
        let viewController = PeopleListViewController()
        let flowController = PeopleListFlowController(viewController: viewController, dependencyManager: dependencyManager)
        viewController.viewModel = PeopleListViewModel(flowController: flowController, swapiService: dependencyManager.swapiService)
        return viewController
    }

    static func pushIn(navigationController: UINavigationController, dependencyManager: DependencyManager) {
        let viewController = create(dependencyManager: dependencyManager)
        navigationController.pushViewController(viewController, animated: true)
    }
}

final class PeopleListFlowController {
    private weak var viewController: UIViewController?
    private let dependencyManager: DependencyManager

    init(viewController: UIViewController, dependencyManager: DependencyManager) {
        self.viewController = viewController
        self.dependencyManager = dependencyManager
    }

    func showDetail(of person: Person) {
        guard let viewController else { return }
        PersonDetailFactory.showIn(viewController: viewController, person: person, dependencyManager: dependencyManager)
    }

    func show(apiError: Error) {
        guard let viewController else { return }
        AlertFactory.showIn(viewController: viewController, error: apiError)
    }
}

final class PeopleListViewModel {
    private(set) var people: [Person] = []
    private(set) var isLoading = false
    var onChange: (() -> Void)?
    private let flowController: PeopleListFlowController
    private let swapiService: SwapiService

    init(flowController: PeopleListFlowController, swapiService: SwapiService) {
        self.flowController = flowController
        self.swapiService = swapiService
    }

    func selectedItem(index: Int) {
        flowController.showDetail(of: people[index])
    }

    func load() {
        isLoading = true
        swapiService.people(page: 1) { [weak self] result in
            guard let self else { return }
            self.isLoading = false
            switch result {
            case .success(let people): self.people = people
            case .failure(let error): self.flowController.show(apiError: error)
            }
            self.onChange?()
        }
    }
}

final class PeopleListViewController: UITableViewController {
    var viewModel: PeopleListViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.onChange = { [weak self] in self?.tableView.reloadData() }
        viewModel.load()
    }
}
