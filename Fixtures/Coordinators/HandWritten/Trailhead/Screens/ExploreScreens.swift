import UIKit

final class ExploreViewModel {
    var onTrailSelected: ((Trail) -> Void)?
    var onStartHike: ((Trail) -> Void)?
    private(set) var trails: [Trail] = []
    private let service: TrailService

    init(service: TrailService) {
        self.service = service
    }

    func selectedItem(index: Int) {
        onTrailSelected?(trails[index])
    }

    func startHike(index: Int) {
        onStartHike?(trails[index])
    }
}

final class ExploreViewController: UITableViewController {
    private let viewModel: ExploreViewModel

    init(viewModel: ExploreViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.selectedItem(index: indexPath.row)
    }
}

protocol TrailDetailViewControllerDelegate: AnyObject {
    func trailDetail(_ viewController: TrailDetailViewController, didTapMapFor trail: Trail)
    func trailDetail(_ viewController: TrailDetailViewController, didOpen item: GalleryItem)
}

final class TrailDetailViewController: UIViewController {
    weak var delegate: TrailDetailViewControllerDelegate?
    private let trail: Trail

    init(trail: Trail) {
        self.trail = trail
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func mapTapped() {
        delegate?.trailDetail(self, didTapMapFor: trail)
    }

    /// Reviews are a screen of their own, presented right here: no coordinator involved.
    @objc private func reviewsTapped() {
        let reviews = TrailReviewsViewController(trail: trail)
        present(reviews, animated: true)
    }
}

final class TrailReviewsViewController: UIViewController {
    init(trail: Trail) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Loaded from Main.storyboard.
final class TrailMapViewController: UIViewController {
    var trail: Trail?

    static func instantiate() -> TrailMapViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        // swiftlint:disable:next force_cast
        return storyboard.instantiateViewController(withIdentifier: "TrailMap") as! TrailMapViewController
    }
}

final class SavedTrailsViewController: UITableViewController {
    var onSelect: ((Trail) -> Void)?
}
