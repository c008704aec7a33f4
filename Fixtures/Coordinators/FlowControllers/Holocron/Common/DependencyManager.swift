/// Delivers services to the view models; factories take it and pass it on.
final class DependencyManager {
    let swapiService: SwapiService

    init(swapiService: SwapiService = SwapiService()) {
        self.swapiService = swapiService
    }
}
