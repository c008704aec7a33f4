import UIKit
import XCoordinator

final class PodcastViewController: UIViewController {
    private let podcastID: String
    private let router: UnownedRouter<PodcastRoute>?

    init(podcastID: String, router: UnownedRouter<PodcastRoute>?) {
        self.podcastID = podcastID
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = PodcastLibrary.shared.podcast(id: podcastID)?.title
        if router != nil {
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reviews", primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.router?.trigger(.reviews(podcastID: self.podcastID))
            })
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            router?.trigger(.close)
        }
    }
}

final class ReviewsViewController: UITableViewController {
    private let podcastID: String

    init(podcastID: String) {
        self.podcastID = podcastID
        super.init(style: .plain)
        title = "Reviews"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
