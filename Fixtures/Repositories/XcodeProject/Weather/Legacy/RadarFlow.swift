import UIKit
import RxFlow

/// The radar map before it moved to a web view. No target builds this file.
final class RadarFlow: Flow {

    var root: Presentable {
        return radarViewController
    }

    private let radarViewController = RadarViewController()

    func navigate(to step: Step) -> FlowContributors {
        return .viewController(radarViewController)
    }

}

final class RadarViewController: UIViewController {
}
