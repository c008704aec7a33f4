import UIKit

enum ReminderFactory {
    /// Creates the reminder editor and presents it as a sheet over the stack.
    static func createIn(navigationController: UINavigationController, plant: Plant, dependencyManager: DependencyManager) {
        let reminder = ReminderViewController()
        let flowController = ReminderFlowController(viewController: reminder)
        reminder.viewModel = ReminderViewModel(plant: plant, flowController: flowController, scheduler: dependencyManager.careScheduler)
        let sheet = UINavigationController(rootViewController: reminder)
        sheet.modalPresentationStyle = .formSheet
        navigationController.present(sheet, animated: true)
    }
}

final class ReminderFlowController {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    func done() {
        viewController?.dismiss(animated: true)
    }
}

final class ReminderViewModel {
    let plant: Plant
    var time: DateComponents
    private let flowController: ReminderFlowController
    private let scheduler: CareScheduler

    init(plant: Plant, flowController: ReminderFlowController, scheduler: CareScheduler) {
        self.plant = plant
        self.flowController = flowController
        self.scheduler = scheduler
        self.time = scheduler.reminder(for: plant.id) ?? DateComponents(hour: 9, minute: 0)
    }

    func save() {
        scheduler.setReminder(time, for: plant.id)
        flowController.done()
    }

    func cancel() {
        flowController.done()
    }
}

final class ReminderViewController: UIViewController {
    var viewModel: ReminderViewModel!
    private let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Remind me"
        view.backgroundColor = .systemBackground
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        picker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            picker.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.viewModel.cancel()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.viewModel.time = Calendar.current.dateComponents([.hour, .minute], from: self.picker.date)
            self.viewModel.save()
        })
    }
}
