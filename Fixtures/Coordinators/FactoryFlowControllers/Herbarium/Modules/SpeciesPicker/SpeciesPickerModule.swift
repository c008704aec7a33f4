import UIKit

enum SpeciesPickerFactory {
    static func create(catalog: SpeciesCatalog, onPick: @escaping (Species) -> Void) -> SpeciesPickerViewController {
        let picker = SpeciesPickerViewController(style: .insetGrouped)
        let flowController = SpeciesPickerFlowController(viewController: picker)
        picker.viewModel = SpeciesPickerViewModel(flowController: flowController, catalog: catalog, onPick: onPick)
        return picker
    }

    static func pushIn(_ navigationController: UINavigationController, catalog: SpeciesCatalog, onPick: @escaping (Species) -> Void) {
        let picker = create(catalog: catalog, onPick: onPick)
        navigationController.pushViewController(picker, animated: true)
    }

    /// Sheet variant for iPad; nothing calls it yet.
    static func showIn(viewController: UIViewController, catalog: SpeciesCatalog, onPick: @escaping (Species) -> Void) {
        let picker = create(catalog: catalog, onPick: onPick)
        viewController.present(UINavigationController(rootViewController: picker), animated: true)
    }
}

final class SpeciesPickerFlowController {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    func finish() {
        if let navigationController = viewController?.navigationController, navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: true)
        } else {
            viewController?.dismiss(animated: true)
        }
    }
}

final class SpeciesPickerViewModel {
    private(set) var results: [Species]
    private let flowController: SpeciesPickerFlowController
    private let catalog: SpeciesCatalog
    private let onPick: (Species) -> Void

    init(flowController: SpeciesPickerFlowController, catalog: SpeciesCatalog, onPick: @escaping (Species) -> Void) {
        self.flowController = flowController
        self.catalog = catalog
        self.onPick = onPick
        self.results = catalog.all
    }

    func search(text: String) {
        results = catalog.search(text)
    }

    func selectedItem(index: Int) {
        onPick(results[index])
        flowController.finish()
    }
}

final class SpeciesPickerViewController: UITableViewController, UISearchResultsUpdating {
    var viewModel: SpeciesPickerViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Species"
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        navigationItem.searchController = search
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "species")
    }

    func updateSearchResults(for searchController: UISearchController) {
        viewModel.search(text: searchController.searchBar.text ?? "")
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "species", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.results[indexPath.row].commonName
        content.secondaryText = viewModel.results[indexPath.row].latinName
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.selectedItem(index: indexPath.row)
    }
}
