import UIKit

final class CareCalendarViewModel {
    private(set) var tasks: [CareTask] = []
    private let flowController: CareCalendarFlowController
    private let scheduler: CareScheduler
    private let plantStore: PlantStore

    init(flowController: CareCalendarFlowController, scheduler: CareScheduler, plantStore: PlantStore) {
        self.flowController = flowController
        self.scheduler = scheduler
        self.plantStore = plantStore
    }

    func load() {
        tasks = scheduler.upcomingTasks(days: 14)
    }

    func title(at index: Int) -> String {
        let task = tasks[index]
        let name = plantStore.plant(id: task.plantID)?.nickname ?? "?"
        switch task.kind {
        case .water: return "Water \(name)"
        case .fertilise: return "Fertilise \(name)"
        case .repot: return "Repot \(name)"
        }
    }

    func selectedTask(index: Int) {
        guard let plant = plantStore.plant(id: tasks[index].plantID) else { return }
        flowController.showPlant(plant)
    }

    func snooze(index: Int) {
        guard let plant = plantStore.plant(id: tasks[index].plantID) else { return }
        flowController.showReminder(for: plant)
    }
}

/// Scene "CareCalendar" in CareCalendar.storyboard.
final class CareCalendarViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet private weak var tableView: UITableView!

    var viewModel: CareCalendarViewModel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.load()
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.tasks.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.title(at: indexPath.row)
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.selectedTask(index: indexPath.row)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let snooze = UIContextualAction(style: .normal, title: "Snooze") { [weak self] _, _, done in
            self?.viewModel.snooze(index: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [snooze])
    }
}
