import RxFlow

enum AppStep: Step {
    case launch
    case settings
}
