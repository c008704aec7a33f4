import UIKit

/// Only ever shown by other modules' flow controllers: `create` and nothing else.
enum FilmsFactory {
    static func create(dependencyManager: DependencyManager) -> FilmsViewController {
        let viewController = FilmsViewController()
        viewController.viewModel = FilmsViewModel(swapiService: dependencyManager.swapiService)
        return viewController
    }
}

final class FilmsViewModel {
    private(set) var films: [Film] = []
    init(swapiService: SwapiService) {}
}

final class FilmsViewController: UITableViewController {
    var viewModel: FilmsViewModel!
}
