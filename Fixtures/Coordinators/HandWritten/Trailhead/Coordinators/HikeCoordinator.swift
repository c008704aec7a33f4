import UIKit

protocol HikeCoordinatorDelegate: AnyObject {
    func hikeCoordinatorDidFinish(_ coordinator: HikeCoordinator)
}

/// Tracks a hike full screen, presented over the tab that started it.
final class HikeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var delegate: HikeCoordinatorDelegate?

    private let trail: Trail
    private let presenter: UINavigationController
    private let tracker = LocationTracker()
    private lazy var navigationController = UINavigationController()

    init(trail: Trail, presenter: UINavigationController) {
        self.trail = trail
        self.presenter = presenter
    }

    func start() {
        tracker.start()
        let tracking = HikeTrackingViewController(trail: trail, tracker: tracker)
        tracking.onFinish = { [weak self] summary in
            self?.showSummary(summary)
        }
        navigationController.setViewControllers([tracking], animated: false)
        navigationController.modalPresentationStyle = .fullScreen
        presenter.present(navigationController, animated: true)
    }

    private func showSummary(_ summary: HikeSummary) {
        tracker.stop()
        let summaryScreen = HikeSummaryViewController(summary: summary)
        summaryScreen.onClose = { [weak self] in
            guard let self else { return }
            self.presenter.dismiss(animated: true)
            self.delegate?.hikeCoordinatorDidFinish(self)
        }
        navigationController.pushViewController(summaryScreen, animated: true)
    }
}
