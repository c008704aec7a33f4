import Foundation

final class MainScreenViewModel {
    enum Item {
        case people
        case films
    }

    let items: [Item] = [.people, .films]
    private let flowController: MainScreenFlowController

    init(flowController: MainScreenFlowController) {
        self.flowController = flowController
    }

    func selectedItem(index: Int) {
        switch items[index] {
        case .people: flowController.showPeople()
        case .films: flowController.showFilms()
        }
    }
}
