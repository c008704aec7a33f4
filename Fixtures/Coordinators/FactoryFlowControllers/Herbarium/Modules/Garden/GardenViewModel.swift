import Foundation

final class GardenViewModel {
    enum Action {
        case addPlant
        case calendar
        case settings
    }

    private(set) var plants: [Plant] = []
    var onChange: (() -> Void)?

    private let flowController: GardenFlowController
    private let plantStore: PlantStore

    init(flowController: GardenFlowController, plantStore: PlantStore) {
        self.flowController = flowController
        self.plantStore = plantStore
    }

    var title: String {
        plants.isEmpty ? "Your garden" : "Your garden (\(plants.count))"
    }

    func load() {
        plants = plantStore.allPlants()
        onChange?()
    }

    func selectedPlant(index: Int) {
        flowController.showPlant(plants[index])
    }

    func perform(_ action: Action) {
        switch action {
        case .addPlant: flowController.showAddPlant()
        case .calendar: flowController.showCareCalendar()
        case .settings: flowController.showSettings()
        }
    }
}
