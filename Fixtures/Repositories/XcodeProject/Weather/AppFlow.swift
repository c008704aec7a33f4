import UIKit
import RxFlow

final class AppFlow: Flow {

    var root: Presentable {
        return window
    }

    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let weatherStep = step as? WeatherStep else {
            return .none
        }
        switch weatherStep {
        case .forecast:
            let forecastFlow = ForecastFlow()
            Flows.use(forecastFlow, when: .created) { [unowned self] root in
                self.window.rootViewController = root
                self.window.makeKeyAndVisible()
            }
            return .flow(forecastFlow, with: WeatherStep.forecast)
        default:
            return .none
        }
    }

}
