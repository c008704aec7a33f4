import UIKit

final class PlantDetailViewModel {
    private(set) var plant: Plant
    private let careScheduler: CareScheduler

    init(plant: Plant, careScheduler: CareScheduler) {
        self.plant = plant
        self.careScheduler = careScheduler
    }

    var speciesText: String { "\(plant.species.commonName) · \(plant.species.latinName)" }

    var reminderText: String {
        guard let reminder = careScheduler.reminder(for: plant.id), let hour = reminder.hour else { return "No reminder" }
        return "Reminder at \(hour):00"
    }

    var careTip: String {
        "Water about every \(plant.species.wateringIntervalDays) days; let the top soil dry first."
    }

    func waterNow() {
        plant.lastWatered = Date()
    }
}

/// Laid out in PlantDetail.storyboard (initial view controller).
final class PlantDetailViewController: UIViewController {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var speciesLabel: UILabel!
    @IBOutlet private weak var reminderLabel: UILabel!

    private var flowController: PlantDetailFlowController!
    private var viewModel: PlantDetailViewModel!

    func assignDependencies(flowController: PlantDetailFlowController, viewModel: PlantDetailViewModel) {
        self.flowController = flowController
        self.viewModel = viewModel
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        nameLabel.text = viewModel.plant.nickname
        speciesLabel.text = viewModel.speciesText
        reminderLabel.text = viewModel.reminderText
    }

    @IBAction private func waterTapped(_ sender: UIButton) {
        viewModel.waterNow()
    }

    @IBAction private func historyTapped(_ sender: UIButton) {
        flowController.showWateringLog(for: viewModel.plant)
    }

    @IBAction private func reminderTapped(_ sender: UIButton) {
        flowController.editReminder(for: viewModel.plant)
    }

    @IBAction private func homeTapped(_ sender: UIBarButtonItem) {
        flowController.backToGarden()
    }

    @IBAction private func shareTapped(_ sender: UIBarButtonItem) {
        flowController.share(viewModel.plant)
    }

    /// A quick popover; the screen shows it itself, no flow controller involved.
    @IBAction private func tipTapped(_ sender: UIButton) {
        let tip = PlantTipViewController(text: viewModel.careTip)
        tip.modalPresentationStyle = .popover
        tip.popoverPresentationController?.sourceView = sender
        present(tip, animated: true)
    }
}
