import UIKit
import XCoordinator

final class SearchViewController: UIViewController, UISearchBarDelegate {
    private let router: UnownedRouter<SearchRoute>

    init(router: UnownedRouter<SearchRoute>) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
        title = "Search"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let searchController = UISearchController(searchResultsController: nil)
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        guard let query = searchBar.text, !query.isEmpty else { return }
        router.trigger(.results(query: query))
    }
}

final class SearchResultsViewController: UITableViewController {
    private let results: [Podcast]
    private let router: UnownedRouter<SearchRoute>

    init(query: String, router: UnownedRouter<SearchRoute>) {
        self.results = PodcastLibrary.shared.search(query)
        self.router = router
        super.init(style: .plain)
        title = query
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = results[indexPath.row].title
        cell.detailTextLabel?.text = results[indexPath.row].author
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router.trigger(.podcast(id: results[indexPath.row].id))
    }
}
