import UIKit
import XCoordinator

final class ListenNowViewModel {
    let library: PodcastLibrary
    private let router: UnownedRouter<ListenNowRoute>

    init(library: PodcastLibrary, router: UnownedRouter<ListenNowRoute>) {
        self.library = library
        self.router = router
    }

    var episodes: [Episode] { library.latest }

    func selectedEpisode(index: Int) {
        router.trigger(.episode(episodes[index]))
    }

    func play(index: Int) {
        router.trigger(.play(episodes[index]))
    }

    func openPodcast(index: Int) {
        router.trigger(.podcast(id: episodes[index].podcastID))
    }

    func openQueue() {
        router.trigger(.upNext)
    }

    func openSettings() {
        router.trigger(.settings)
    }
}

final class ListenNowViewController: UITableViewController {
    private let viewModel: ListenNowViewModel

    init(viewModel: ListenNowViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
        title = "Listen Now"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "episode")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "gearshape"), primaryAction: UIAction { [weak self] _ in self?.viewModel.openSettings() }),
            UIBarButtonItem(image: UIImage(systemName: "list.bullet"), primaryAction: UIAction { [weak self] _ in self?.viewModel.openQueue() }),
        ]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "episode", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.episodes[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.selectedEpisode(index: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let play = UIContextualAction(style: .normal, title: "Play") { [weak self] _, _, done in
            self?.viewModel.play(index: indexPath.row)
            done(true)
        }
        let show = UIContextualAction(style: .normal, title: "Show") { [weak self] _, _, done in
            self?.viewModel.openPodcast(index: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [play, show])
    }
}

/// Initial view controller of EpisodeViewController.storyboard.
final class EpisodeViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var durationLabel: UILabel!

    private var episode: Episode?
    private var router: UnownedRouter<ListenNowRoute>?

    func configure(with episode: Episode, router: UnownedRouter<ListenNowRoute>?) {
        self.episode = episode
        self.router = router
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = episode?.title
        durationLabel.text = episode.map { "\(Int($0.duration / 60)) min" }
    }

    @IBAction private func playTapped(_ sender: UIButton) {
        guard let episode else { return }
        router?.trigger(.play(episode))
    }

    @IBAction private func shareTapped(_ sender: UIBarButtonItem) {
        guard let episode else { return }
        router?.trigger(.share(episode))
    }
}

extension EpisodeViewController: StoryboardInstantiable {}

final class UpNextViewController: UITableViewController {
    private let queue: [Episode]

    init(queue: [Episode]) {
        self.queue = queue
        super.init(style: .insetGrouped)
        title = "Up Next"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        queue.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = queue[indexPath.row].title
        return cell
    }
}
