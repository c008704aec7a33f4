import Foundation

/// Handed to every factory; factories hand its services to the view models.
final class DependencyManager {
    let plantStore = PlantStore()
    let careScheduler = CareScheduler()
    let speciesCatalog = SpeciesCatalog()
}
