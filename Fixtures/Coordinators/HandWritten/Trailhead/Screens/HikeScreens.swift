import UIKit

final class HikeTrackingViewController: UIViewController {
    var onFinish: ((HikeSummary) -> Void)?

    init(trail: Trail, tracker: LocationTracker) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class HikeSummaryViewController: UIViewController {
    var onClose: (() -> Void)?

    init(summary: HikeSummary) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
