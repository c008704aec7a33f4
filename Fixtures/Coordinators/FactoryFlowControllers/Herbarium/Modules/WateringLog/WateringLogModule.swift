import UIKit

enum WateringLogFactory {
    static func pushIn(_ navigationController: UINavigationController, plant: Plant, plantStore: PlantStore) {
        let vc = WateringLogViewController(nibName: "WateringLogViewController", bundle: nil)
        let fc = WateringLogFlowController(viewController: vc)
        vc.viewModel = WateringLogViewModel(plant: plant, flowController: fc, plantStore: plantStore)
        navigationController.pushViewController(vc, animated: true)
    }
}

final class WateringLogFlowController {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

final class WateringLogViewModel {
    private(set) var entries: [Date] = []
    let plant: Plant
    private let flowController: WateringLogFlowController
    private let plantStore: PlantStore

    init(plant: Plant, flowController: WateringLogFlowController, plantStore: PlantStore) {
        self.plant = plant
        self.flowController = flowController
        self.plantStore = plantStore
    }

    func load() {
        entries = plantStore.waterings(of: plant.id)
        if entries.isEmpty { flowController.close() }
    }
}

/// Loaded from WateringLogViewController.xib.
final class WateringLogViewController: UIViewController, UITableViewDataSource {
    @IBOutlet private weak var tableView: UITableView!

    var viewModel: WateringLogViewModel!
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.plant.nickname
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        viewModel.load()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.entries.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = formatter.string(from: viewModel.entries[indexPath.row])
        cell.contentConfiguration = content
        return cell
    }
}
