import UIKit
import RxFlow

/// The extension's principal class: starts the widget's flow.
final class TodayViewController: UIViewController {

    private let coordinator = FlowCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()

        let widgetFlow = WidgetFlow()
        coordinator.coordinate(flow: widgetFlow, with: OneStepper(withSingleStep: WidgetStep.today))
    }

}
