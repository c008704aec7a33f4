import RxFlow

enum WeatherStep: Step {
    case forecast
    case cities
    case radar
}
