import UIKit
import XCoordinator

final class ShelfViewController: UICollectionViewController {
    private let router: UnownedRouter<ShelfRoute>

    init(router: UnownedRouter<ShelfRoute>) {
        self.router = router
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        title = "Library"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "arrow.down.circle"), primaryAction: UIAction { [weak self] _ in
            self?.router.trigger(.downloads)
        })
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "episode")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        PodcastLibrary.shared.latest.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "episode", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        router.trigger(.episode(PodcastLibrary.shared.latest[indexPath.item]))
    }
}

final class DownloadsViewController: UITableViewController {
    private let episodes: [Episode]

    init(episodes: [Episode]) {
        self.episodes = episodes
        super.init(style: .plain)
        title = "Downloaded"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }
}

/// The split view's detail column before anything is picked.
final class NothingSelectedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = "Pick a show"
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
