import UIKit
import RxFlow

enum WidgetStep: Step {
    case today
}

/// The today extension's one screen.
final class WidgetFlow: Flow {

    var root: Presentable {
        return forecastViewController
    }

    private let forecastViewController = ForecastViewController()

    func navigate(to step: Step) -> FlowContributors {
        guard let widgetStep = step as? WidgetStep else {
            return .none
        }
        switch widgetStep {
        case .today:
            return .viewController(forecastViewController)
        }
    }

}
