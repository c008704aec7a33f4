import UIKit
import RxFlow
@testable import CatalogKit

/// Records the steps it is asked to navigate to and shows one empty screen.
final class MockCatalogFlow: CatalogFlow {

    private(set) var receivedSteps: [Step] = []

    private let placeholderViewController = PlaceholderViewController()

    override func navigate(to step: Step) -> FlowContributors {
        receivedSteps.append(step)
        return .viewController(placeholderViewController)
    }

}

final class PlaceholderViewController: UIViewController {
}
