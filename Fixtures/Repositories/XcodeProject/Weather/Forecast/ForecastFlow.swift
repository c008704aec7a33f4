import UIKit
import RxFlow

final class ForecastFlow: Flow {

    var root: Presentable {
        return navigationController
    }

    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let weatherStep = step as? WeatherStep else {
            return .none
        }
        switch weatherStep {
        case .forecast:
            let forecastViewController = ForecastViewController()
            navigationController.setViewControllers([forecastViewController], animated: false)
            return .viewController(forecastViewController)
        case .cities:
            let cityListViewController = CityListViewController()
            navigationController.pushViewController(cityListViewController, animated: true)
            return .viewController(cityListViewController)
        case .radar:
            return .none
        }
    }

}
